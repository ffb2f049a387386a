import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Form, Link, NavLink, useLocation, useRouteLoaderData, useSearchParams } from "react-router";
import { stripLangPrefix } from "~/i18n/config";
import { useLocalizedPath } from "~/i18n/use-lang";
import { safeRedirectTarget, withRedirectTo } from "~/lib/redirect-target";
import type { RootData } from "~/root";
import { NotificationBellSlot } from "~/components/notifications/notification-bell-slot";
import { LanguageSwitch } from "./language-switch";
import { LogoMark } from "./logo";
import { ThemeToggle } from "./theme-toggle";

const mainLinks = [
  { path: "/", key: "nav.home", end: true },
  { path: "/auctions", key: "nav.auctions", end: false },
  { path: "/about", key: "nav.about", end: true },
  { path: "/termsAndConditions", key: "nav.terms", end: true },
] as const;

/** Pages with the full filter form (search box, status tabs, city), where the bar would repeat it. */
const listingPages = ["/auctions", "/search"];

export const statusFilters = ["all", "current", "upcoming", "finished"] as const;

export function Navbar() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const location = useLocation();
  const header = useRef<HTMLElement>(null);

  // The phone menu and the account menu close themselves after a navigation.
  useEffect(() => {
    header.current?.querySelectorAll("details").forEach((d) => (d.open = false));
  }, [location.pathname]);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-lg px-3 py-2 font-medium transition-colors hover:bg-black/5 dark:hover:bg-white/10 ${
      isActive ? "text-primary underline decoration-2 underline-offset-8" : ""
    }`;

  // On phones only the top bar stays: the search band scrolls away with the page (from md up it
  // sticks under the bar). html's scroll padding matches (app.css).
  return (
    <>
      <header ref={header} className="surface border-subtle sticky top-0 z-40 border-b">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
          <Link
            to={to("/")}
            className="flex items-center gap-2 text-xl font-bold"
            aria-label={t("meta.siteName")}
          >
            <LogoMark />
            <span aria-hidden="true">{t("meta.siteName")}</span>
          </Link>
          <nav aria-label={t("a11y.mainNav")} className="ms-4 hidden md:block">
            <ul className="flex items-center gap-1">
              {mainLinks.map((link) => (
                <li key={link.path}>
                  <NavLink to={to(link.path)} end={link.end} className={linkClass}>
                    {t(link.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ms-auto flex items-center gap-1">
            <ul className="hidden items-center gap-1 md:flex">
              <AccountLinks />
            </ul>
            <NotificationBellSlot />
            <LanguageSwitch />
            <ThemeToggle />
            <details data-menu className="relative md:hidden">
              <summary
                className="grid size-10 cursor-pointer list-none place-items-center rounded-full hover:bg-black/5 dark:hover:bg-white/10 [&::-webkit-details-marker]:hidden"
                aria-label={t("nav.menu")}
              >
                <svg
                  viewBox="0 0 24 24"
                  className="size-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  aria-hidden="true"
                >
                  <path d="M4 7h16M4 12h16M4 17h16" />
                </svg>
              </summary>
              <nav
                aria-label={t("a11y.menuNav")}
                className="surface border-subtle absolute end-0 top-12 w-56 rounded-xl border p-2 shadow-lg"
              >
                <ul className="flex flex-col">
                  {mainLinks.map((link) => (
                    <li key={link.path}>
                      <NavLink to={to(link.path)} end={link.end} className={(s) => `block ${linkClass(s)}`}>
                        {t(link.key)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
                <ul className="border-subtle mt-2 flex flex-col border-t pt-2">
                  <AccountLinks inMenu />
                </ul>
              </nav>
            </details>
          </div>
        </div>
      </header>
      {/* The listing pages have their own search and status tabs: one of each per screen. */}
      {listingPages.includes(stripLangPrefix(location.pathname)) ? null : <SearchBar />}
    </>
  );
}

/** The signed-in user's own pages, in the account menu and the phone menu. */
const accountPages = [
  { path: "/profile/chat", key: "chat.nav" },
  { path: "/profile/wallet", key: "wallet.title" },
  { path: "/orders", key: "orders.title" },
  { path: "/payments", key: "settlement.title" },
] as const;

/**
 * Guests: log in (coming back to this page afterwards) and register. Signed in: the back office
 * for committee members and admins, then the account's pages — the profile (under the user's
 * name), the wallet, the orders and the payments — and signing out, a POST, so no link or
 * prefetch can sign anyone out. On a phone these are items of the menu; on a wider screen they
 * open from the user's name (a disclosure, no script needed; root.tsx's inline script closes both
 * menus on a click outside and on Escape).
 */
function AccountLinks({ inMenu = false }: { inMenu?: boolean }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const data = useRouteLoaderData<RootData>("root");
  const { pathname, search } = useLocation();
  const base = `${inMenu ? "block w-full text-start" : ""} rounded-lg px-3 py-2 font-medium transition-colors`;
  const plain = `${base} hover:bg-black/5 dark:hover:bg-white/10`;
  const active = ({ isActive }: { isActive: boolean }) =>
    `${plain} ${isActive ? "text-primary underline decoration-2 underline-offset-8" : ""}`;
  if (data?.user) {
    // In the phone menu `base` already makes each entry a full-width block.
    const item = inMenu ? "truncate" : "block w-full truncate text-start";
    const entries = (
      <>
        {[["/profile", data.user.name], ...accountPages.map((page) => [page.path, t(page.key)])].map(
          ([path, label]) => {
            // Chat carries the unread count (its name says it in words, the badge is drawn by CSS).
            const unread = path === "/profile/chat" ? data.user!.chatUnread : 0;
            return (
              <li key={path} className="min-w-0">
                <NavLink
                  to={to(path!)}
                  end={path === "/profile"}
                  aria-label={unread > 0 ? t("chat.linkLabel", { count: unread }) : undefined}
                  className={(s) => `${active(s)} ${item}`}
                >
                  {label}
                  {unread > 0 ? (
                    <span
                      aria-hidden="true"
                      data-testid="chat-count"
                      data-count={unread > 99 ? "99+" : String(unread)}
                      className="ms-2 inline-grid h-5 min-w-5 place-items-center rounded-full bg-red-700 px-1 text-xs font-bold text-white after:content-[attr(data-count)]"
                    />
                  ) : null}
                </NavLink>
              </li>
            );
          },
        )}
        <li>
          <Form method="post" action={to("/logout")}>
            <button type="submit" className={`${plain} ${item} cursor-pointer`}>
              {t("nav.logout")}
            </button>
          </Form>
        </li>
      </>
    );
    return (
      <>
        {data.user.backOffice ? (
          <li>
            <NavLink to={to("/admin")} className={(state) => `${active(state)} ${inMenu ? "" : "block"}`}>
              {t("adminUsers.navLink")}
            </NavLink>
          </li>
        ) : null}
        {inMenu ? (
          entries
        ) : (
          <li className="min-w-0">
            <details data-menu className="relative">
              <summary
                data-testid="account-menu"
                className={`${plain} flex max-w-48 cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden`}
              >
                <span className="truncate">{data.user.name}</span>
                <span aria-hidden="true">▾</span>
              </summary>
              <nav
                aria-label={t("a11y.accountNav")}
                className="surface border-subtle absolute end-0 top-12 w-56 rounded-xl border p-2 shadow-lg"
              >
                <ul className="flex flex-col">{entries}</ul>
              </nav>
            </details>
          </li>
        )}
      </>
    );
  }
  const back = safeRedirectTarget(`${pathname}${search}`);
  return (
    <>
      <li>
        <NavLink to={withRedirectTo(to("/login"), back)} className={active}>
          {t("nav.login")}
        </NavLink>
      </li>
      <li>
        <NavLink
          to={withRedirectTo(to("/register"), back)}
          className={inMenu ? active : `${base} bg-primary hover:opacity-90`}
        >
          {t("nav.register")}
        </NavLink>
      </li>
    </>
  );
}

/** Search by asset number or city, with the status filter and the city selector. */
function SearchBar() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const data = useRouteLoaderData<RootData>("root");
  const [params] = useSearchParams();
  const status = statusFilters.find((s) => s === params.get("status")) ?? "all";
  const city = params.get("city") ?? "";
  return (
    <div className="border-subtle surface-muted border-b md:sticky md:top-16 md:z-30">
      <form
        role="search"
        method="get"
        action={to("/search")}
        className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2"
      >
        <label className="sr-only" htmlFor="nav-q">
          {t("search.label")}
        </label>
        <input
          id="nav-q"
          name="q"
          type="search"
          defaultValue={params.get("q") ?? ""}
          placeholder={t("search.placeholder")}
          maxLength={100}
          enterKeyHint="search"
          className="surface border-subtle h-10 min-w-0 flex-1 basis-48 rounded-lg border px-3"
        />
        <fieldset className="flex items-center">
          <legend className="sr-only">{t("search.statusLegend")}</legend>
          <div className="border-subtle surface flex rounded-lg border p-0.5">
            {statusFilters.map((value) => (
              <label
                key={value}
                className="cursor-pointer rounded-md px-2.5 py-1.5 text-sm has-[:checked]:bg-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 sm:px-3"
              >
                <input
                  type="radio"
                  name="status"
                  value={value}
                  defaultChecked={value === status}
                  className="sr-only"
                />
                {t(`status.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="sr-only" htmlFor="nav-city">
          {t("search.cityLabel")}
        </label>
        <select
          id="nav-city"
          name="city"
          defaultValue={city}
          className="surface border-subtle h-10 rounded-lg border px-2"
        >
          <option value="">{t("search.allCities")}</option>
          {data?.cities.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <button type="submit" className="h-10 rounded-lg bg-primary px-5 font-semibold hover:opacity-90">
          {t("search.submit")}
        </button>
      </form>
    </div>
  );
}

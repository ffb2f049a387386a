import { useEffect } from "react";
import { useTranslation } from "~/i18n/use-translation";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type LinksFunction,
} from "react-router";
import type { Route } from "./+types/root";
import latinRegular from "../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-400-normal.woff2?url";
import arabicRegular from "../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2?url";
import appStyles from "./app.css?url";
import { AppUpdateWatcher } from "./components/layout/app-update-watcher";
import { Footer } from "./components/layout/footer";
import { Navbar } from "./components/layout/navbar";
import { StartupLoader } from "./components/layout/startup-loader";
import { Toaster } from "./components/ui/toaster";
import { getRequestInfo, getServices } from "./context.server";
import { dir, langFromPath, type Lang } from "./i18n/config";
import { readNavbarData } from "./lib/navbar-data.server";
import { LiveProvider } from "./lib/use-live";
import { useNonce } from "./nonce";
import { ErrorView } from "./components/layout/error-view";
import { SeoHead } from "./components/seo/seo-head";
import { isStaff } from "~/modules/accounts/roles";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { config, database, buildId } = getServices(context);
  const { lang, user } = getRequestInfo(context);
  const { cities, mine } = await readNavbarData(database.db, user?.id ?? null);
  return {
    lang,
    origin: config.appOrigin,
    buildId,
    publicConfig: config.public,
    cities: cities.map((c) => ({ id: c.id, name: lang === "ar" ? c.nameAr : c.nameEn })),
    /**
     * Only what the navbar shows of the signed-in user (the bell: the id names their live channel;
     * `chatUnread`: their unread chat messages; `backOffice`: the link to /admin for committee
     * members and admins; `favorites`: the auctions whose hearts show pressed, on any page).
     */
    user:
      user && mine
        ? {
            id: user.id,
            name: user.name,
            notifications: mine.notifications,
            chatUnread: mine.chatUnread,
            backOffice: isStaff(user.roles),
            favorites: mine.favorites,
          }
        : null,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/**
 * Applies the saved theme before the first paint. Inline and tiny on purpose: it must run before
 * the stylesheet paints the body, so it cannot wait for the app's scripts.
 */
const themeScript = `(function(){var d=document.documentElement,m;try{m=localStorage.getItem("mode")}catch(e){}if(m!=="dark")m="light";d.classList.toggle("dark",m==="dark");d.style.colorScheme=m})()`;

/**
 * The header's menus (native <details data-menu>, which open and close without any script) also
 * close on a click or tap outside them and on Escape, focus going back to the menu's button when it
 * was inside. Inline and tiny, delegated from the document, so it works from the first paint,
 * before and after hydration. Only the server writes it (the browser's bundle drops the text: the
 * script has run by then, and React does not rewrite a hydrated inline script).
 */
const menuScript = `(function(){var d=document,s="details[data-menu][open]";d.addEventListener("click",function(e){d.querySelectorAll(s).forEach(function(m){if(!m.contains(e.target))m.open=false})});d.addEventListener("keydown",function(e){if(e.key!=="Escape")return;d.querySelectorAll(s).forEach(function(m){var f=m.contains(d.activeElement);m.open=false;if(f)m.querySelector("summary").focus()})})})()`;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  const location = useLocation();
  const lang: Lang = data?.lang ?? langFromPath(location.pathname);
  const nonce = useNonce();
  const { i18n } = useTranslation();
  return (
    <html lang={lang} dir={dir(lang)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        {/* The regular weights the page's text needs first: Arabic pages use both scripts (prices
            and dates are in Latin digits); English pages only the Latin one. */}
        {lang === "ar" ? (
          <link rel="preload" href={arabicRegular} as="font" type="font/woff2" crossOrigin="anonymous" />
        ) : null}
        <link rel="preload" href={latinRegular} as="font" type="font/woff2" crossOrigin="anonymous" />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" content="#16634c" />
        {data ? <meta name="build-id" content={data.buildId} /> : null}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{
            __html: import.meta.env.SSR ? `${themeScript};${menuScript}` : themeScript,
          }}
        />
        <Meta />
        {/* With a precedence React puts the stylesheet ahead of the scripts' modulepreloads, so a
            phone on a slow network fetches what the first paint needs first. */}
        <link rel="stylesheet" href={appStyles} precedence="default" nonce={nonce} />
        <Links />
        <SeoHead />
        {data ? (
          <script
            id="public-config"
            type="application/json"
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: JSON.stringify(data.publicConfig) }}
          />
        ) : null}
      </head>
      {/* data-messages: the file of the page language's messages, which the browser's translator
          starts from (entry.client.tsx, ADR 040). */}
      <body className="flex min-h-dvh flex-col antialiased" data-messages={i18n.source}>
        <StartupLoader />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const user = useRouteLoaderData<RootData>("root")?.user;
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <LiveProvider userId={user?.id ?? null} userCursor={user?.notifications.cursor}>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t("a11y.skipToContent")}
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
      <Toaster />
      <AppUpdateWatcher />
    </LiveProvider>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Shell>
      <ErrorView status={status} />
    </Shell>
  );
}

import { useTranslation } from "~/i18n/use-translation";
import { adminAuctionStatuses, type AdminAuctionStatus } from "~/modules/auctions/auction-edit-schema";
import { data, Form, Link } from "react-router";
import { inputClass } from "~/components/forms/form-field";
import { buttonClass } from "~/components/ui/button";
import { getServices } from "~/context.server";
import { formatDateTime, formatMoney } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { requireCommitteePage } from "~/lib/account-request.server";
import { ADMIN_AUCTIONS_MAX_PAGE, listAdminAuctions } from "~/modules/auctions/list-admin-auctions.server";
import type { Route } from "./+types/admin-auctions";

export const handle = { noindex: true };

/**
 * /admin/auctions: every auction, drafts included, latest first, filtered by status and searched
 * by asset number or title (a GET form: works without JavaScript); each links to its editor.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireCommitteePage(request, context);
  const url = new URL(request.url);
  const rawStatus = url.searchParams.get("status") ?? "";
  const status = (adminAuctionStatuses as readonly string[]).includes(rawStatus)
    ? (rawStatus as AdminAuctionStatus)
    : undefined;
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const rawPage = url.searchParams.get("page") ?? "1";
  if (!/^[1-9]\d{0,4}$/.test(rawPage) || Number(rawPage) > ADMIN_AUCTIONS_MAX_PAGE)
    throw data(null, { status: 404 });
  const list = await listAdminAuctions({
    db: getServices(context).database.db,
    status,
    q,
    page: Number(rawPage),
  });
  return { ...list, status: status ?? "", q };
}

export default function AdminAuctions({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const { items, status, q, page, pages } = loaderData;
  const pageLink = (p: number) => {
    const query = new URLSearchParams();
    if (status) query.set("status", status);
    if (q) query.set("q", q);
    if (p > 1) query.set("page", String(p));
    const s = query.toString();
    return `${to("/admin/auctions")}${s ? `?${s}` : ""}`;
  };
  return (
    <section aria-labelledby="auctions-title">
      <title>{`${t("adminAuctions.title")} | ${t("admin.title")} | ${t("meta.siteName")}`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="auctions-title" className="text-2xl font-bold">
          {t("adminAuctions.title")}
        </h2>
        <Link to={to("/admin/auctions/new")} className={buttonClass({ variant: "primary", size: "md" })}>
          {t("adminAuctions.newAuction")}
        </Link>
      </div>
      <p className="text-muted mt-1">{t("adminAuctions.intro")}</p>
      <Form
        method="get"
        role="search"
        aria-label={t("adminAuctions.filterLabel")}
        className="mt-4 flex flex-wrap items-end gap-3"
      >
        <div>
          <label htmlFor="auction-status" className="mb-1 block font-medium">
            {t("adminAuctions.status")}
          </label>
          <select id="auction-status" name="status" defaultValue={status} className={inputClass}>
            <option value="">{t("adminAuctions.statusAll")}</option>
            {adminAuctionStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0 grow">
          <label htmlFor="auction-q" className="mb-1 block font-medium">
            {t("adminAuctions.search")}
          </label>
          <input
            id="auction-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            className={inputClass}
          />
        </div>
        <button type="submit" className={buttonClass({ variant: "secondary", size: "md" })}>
          {t("adminAuctions.searchSubmit")}
        </button>
      </Form>
      {items.length === 0 ? (
        <p className="text-muted mt-6">{t("adminAuctions.none")}</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full text-start text-sm">
            <thead>
              <tr className="border-subtle border-b">
                {(["asset", "title", "status", "city", "opening", "starts", "bids"] as const).map((c) => (
                  <th key={c} scope="col" className="p-2 text-start font-semibold">
                    {t(`adminAuctions.columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const title = (lang === "ar" ? item.titleAr : item.titleEn) || item.assetNumber;
                return (
                  <tr key={item.id} className="border-subtle border-b" data-testid="admin-auction-row">
                    <td className="p-2">
                      <bdi dir="ltr" className="font-mono">
                        {item.assetNumber}
                      </bdi>
                    </td>
                    <td className="p-2">
                      <Link
                        to={to(`/admin/auctions/${item.id}`)}
                        className="font-semibold text-primary underline"
                      >
                        <bdi>{title}</bdi>
                      </Link>
                    </td>
                    <td className="p-2">{t(`status.${item.status}`)}</td>
                    <td className="p-2">{lang === "ar" ? item.cityAr : item.cityEn}</td>
                    <td className="p-2 whitespace-nowrap">{formatMoney(item.openingPrice, lang)}</td>
                    <td className="p-2 whitespace-nowrap">
                      <time dateTime={new Date(item.startsAt).toISOString()}>
                        {formatDateTime(new Date(item.startsAt), lang)}
                      </time>
                    </td>
                    <td className="p-2">{item.bidCount}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? (
        <nav aria-label={t("adminAuctions.page", { page, pages })} className="mt-6 flex items-center gap-4">
          {page > 1 ? (
            <Link to={pageLink(page - 1)} className="font-semibold text-primary underline">
              {t("adminAuctions.previous")}
            </Link>
          ) : null}
          <span>{t("adminAuctions.page", { page, pages })}</span>
          {page < pages ? (
            <Link to={pageLink(page + 1)} className="font-semibold text-primary underline">
              {t("adminAuctions.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

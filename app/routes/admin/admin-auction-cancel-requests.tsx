import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { adminAuctionPaths } from "~/components/admin/committee-auction-links";
import { getServices } from "~/context.server";
import { formatDateTime } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { requireCommitteePage } from "~/lib/account-request.server";
import { listPendingCancellations } from "~/modules/bidding/auction-cancellation.server";
import type { Route } from "./+types/admin-auction-cancel-requests";

export const handle = { noindex: true };

/**
 * /admin/auctions/cancellations: the cancellation requests awaiting a second committee member
 * (four eyes), oldest first, each linked to its auction's cancellation page where it is decided.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireCommitteePage(request, context);
  const items = await listPendingCancellations({ db: getServices(context).database.db });
  return { items: items.map((item) => ({ ...item, requestedAt: item.requestedAt.toISOString() })) };
}

export default function AdminAuctionCancelRequests({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  return (
    <section aria-labelledby="requests-title" className="grid gap-4" data-testid="cancel-requests">
      <title>{`${t("adminCancel.requests.title")} | ${t("admin.title")} | ${t("meta.siteName")}`}</title>
      <h2 id="requests-title" className="text-2xl font-bold">
        {t("adminCancel.requests.title")}
      </h2>
      <p>{t("adminCancel.requests.intro")}</p>
      {loaderData.items.length === 0 ? (
        <p className="text-muted">{t("adminCancel.requests.empty")}</p>
      ) : (
        <ul className="grid gap-3">
          {loaderData.items.map((item) => (
            <li key={item.id} className="surface border-subtle rounded-2xl border p-4">
              <p className="font-bold">
                <bdi>{lang === "ar" ? item.titleAr : item.titleEn}</bdi> ·{" "}
                <bdi dir="ltr">{item.assetNumber}</bdi>
              </p>
              <p className="mt-1" lang={lang} dir={lang === "ar" ? "rtl" : "ltr"}>
                {lang === "ar" ? item.reasonAr : item.reasonEn}
              </p>
              <p className="text-muted mt-1 text-sm">
                {t("adminCancel.requests.by", { name: `\u2068${item.requestedBy.name}\u2069` })} ·{" "}
                <time dateTime={item.requestedAt}>{formatDateTime(new Date(item.requestedAt), lang)}</time>
              </p>
              <Link
                to={to(adminAuctionPaths.cancel(item.auctionId))}
                className="mt-2 inline-block font-semibold text-primary underline"
              >
                {t("adminCancel.requests.open", { asset: `\u2068${item.assetNumber}\u2069` })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

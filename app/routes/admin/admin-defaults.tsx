import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { adminAuctionPaths } from "~/components/admin/committee-auction-links";
import { getServices } from "~/context.server";
import { formatDateTime, formatMoney } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { requireCommitteePage } from "~/lib/account-request.server";
import { listDefaultedAuctions } from "~/modules/bidding/next-bidder-offers.server";
import type { Route } from "./+types/admin-defaults";

export const handle = { noindex: true };

/**
 * /admin/defaults: auctions whose winner did not pay in time and forfeited the deposit, the latest
 * default first, each with where it stands and a link to decide on it (issue 14).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireCommitteePage(request, context);
  const items = await listDefaultedAuctions({ db: getServices(context).database.db });
  return {
    items: items.map((item) => ({
      auctionId: item.auction.id,
      assetNumber: item.auction.assetNumber,
      titleAr: item.auction.titleAr,
      titleEn: item.auction.titleEn,
      state: item.state,
      defaulter: item.defaulter.name,
      depositForfeited: item.depositForfeited,
      openOffer: item.openOffer && { ...item.openOffer, expiresAt: item.openOffer.expiresAt.toISOString() },
    })),
  };
}

export default function AdminDefaults({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  return (
    <section aria-labelledby="defaults-title" className="grid gap-4" data-testid="admin-defaults">
      <title>{`${t("adminDefaults.list.title")} | ${t("admin.title")} | ${t("meta.siteName")}`}</title>
      <h2 id="defaults-title" className="text-2xl font-bold">
        {t("adminDefaults.list.title")}
      </h2>
      <p>{t("adminDefaults.list.intro")}</p>
      {loaderData.items.length === 0 ? (
        <p className="text-muted">{t("adminDefaults.list.empty")}</p>
      ) : (
        <ul className="grid gap-3">
          {loaderData.items.map((item) => (
            <li key={item.auctionId} className="surface border-subtle rounded-2xl border p-4">
              <p className="font-bold">
                <bdi>{lang === "ar" ? item.titleAr : item.titleEn}</bdi> ·{" "}
                <bdi dir="ltr">{item.assetNumber}</bdi>
              </p>
              <p className="mt-1 text-sm font-semibold">{t(`adminDefaults.states.${item.state}`)}</p>
              <p className="text-muted mt-1 text-sm">
                {t("adminDefaults.list.defaulter", { name: `\u2068${item.defaulter}\u2069` })} ·{" "}
                {t("adminDefaults.list.forfeited", {
                  amount: `\u2068${formatMoney(item.depositForfeited, lang)}\u2069`,
                })}
              </p>
              {item.openOffer ? (
                <p className="text-muted mt-1 text-sm">
                  {t("adminDefaults.list.offerOpen", {
                    name: `\u2068${item.openOffer.userName}\u2069`,
                    amount: `\u2068${formatMoney(item.openOffer.amount, lang)}\u2069`,
                    time: `\u2068${formatDateTime(new Date(item.openOffer.expiresAt), lang)}\u2069`,
                  })}
                </p>
              ) : null}
              <Link
                to={to(adminAuctionPaths.defaultCase(item.auctionId))}
                className="mt-2 inline-block font-semibold text-primary underline"
              >
                {t("adminDefaults.list.open", { asset: `\u2068${item.assetNumber}\u2069` })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

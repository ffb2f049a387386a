import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { StatusBadge } from "~/components/auctions/status-badge";
import { formatMoney } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { photoUrl } from "~/modules/media/photo-url";
import type { OrderAuction } from "~/modules/orders/order-groups";
import { OrderDate } from "./order-card";

/** The auction an action is about, in brief: what the confirmation pages show above their question. */
export function OrderSummary({ order: { auction } }: { order: { auction: OrderAuction } }) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const ar = lang === "ar";
  const src = auction.photoKey ? photoUrl(auction.photoKey) : null;
  return (
    <section
      aria-label={t("orders.receipt.auction")}
      className="surface border-subtle flex gap-4 overflow-hidden rounded-2xl border p-4"
    >
      {src ? (
        <img
          src={src}
          alt=""
          width={144}
          height={96}
          className="hidden h-24 w-36 shrink-0 rounded-lg object-cover sm:block"
        />
      ) : null}
      <div className="flex min-w-0 flex-col gap-1">
        <div className="text-muted flex flex-wrap items-center gap-2 text-xs">
          <StatusBadge status={auction.status} />
          <span>
            {t("auction.assetNumber")}: <span dir="ltr">{auction.assetNumber}</span>
          </span>
        </div>
        <p className="font-bold">
          <Link to={to(`/mazadat/${auction.id}`)} className="hover:text-primary hover:underline">
            {ar ? auction.titleAr : auction.titleEn}
          </Link>
        </p>
        <dl className="grid grid-cols-2 gap-x-4 text-sm">
          <div>
            <dt className="text-muted text-xs">{t("property.beginDate")}</dt>
            <dd>
              <OrderDate date={auction.startsAt} lang={lang} />
            </dd>
          </div>
          <div>
            <dt className="text-muted text-xs">{t("property.deposit")}</dt>
            <dd>{formatMoney(auction.deposit, lang)}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

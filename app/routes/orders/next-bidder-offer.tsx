import { useTranslation } from "~/i18n/use-translation";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { FormErrors } from "~/components/forms/form-field";
import { buttonClass } from "~/components/ui/button";
import { getRequestInfo, getServices } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { formatDateTime, formatHijriDate, formatMoney } from "~/i18n/format";
import { translate } from "~/i18n/instances.server";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { AppError, errorCodes } from "~/lib/errors";
import { orderUser } from "~/lib/orders/orders-route.server";
import { acceptOffer, declineOffer, getOfferForBidder } from "~/modules/bidding/next-bidder-offers.server";
import { runWrite } from "~/modules/notifications/effects.server";
import type { Route } from "./+types/next-bidder-offer";

export const handle = { noindex: true };

/**
 * /offers/:id: the property offered to a bidder at their own bid after the winner defaulted
 * (issue 14), with Accept (the deposit locked, a settlement opened) and Decline. Only the bidder
 * it was made to sees it; anyone else gets 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = orderUser(request, context);
  const offer = await getOfferForBidder({
    db: getServices(context).database.db,
    userId: user.id,
    offerId: params.id,
  });
  if (!offer) throw data(null, { status: 404 });
  const now = Date.now();
  return {
    offer: {
      id: offer.id,
      amount: offer.amount,
      deposit: offer.deposit,
      // An open offer past its time is answered as expired, whether or not the clock has swept it yet.
      status:
        offer.status === "open" && offer.expiresAt.getTime() <= now ? ("expired" as const) : offer.status,
      expiresAt: offer.expiresAt.toISOString(),
      settlementId: offer.settlementId,
    },
    auction: {
      id: offer.auction.id,
      assetNumber: offer.auction.assetNumber,
      titleAr: offer.auction.titleAr,
      titleEn: offer.auction.titleEn,
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = orderUser(request, context);
  const services = getServices(context);
  const { lang } = getRequestInfo(context);
  const intent = (await request.formData()).get("intent");
  if (intent !== "accept" && intent !== "decline") throw data(null, { status: 400 });
  try {
    await runWrite(services, (db) =>
      (intent === "accept" ? acceptOffer : declineOffer)({ db, userId: user.id, offerId: params.id }),
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "NOT_FOUND") throw data(null, { status: 404 });
    const money = Object.fromEntries(
      Object.entries(error.details?.money ?? {}).map(([key, value]) => [key, formatMoney(value, lang)]),
    );
    return data({ error: translate(lang, errorCodes[error.code].message, money) }, { status: error.status });
  }
  throw redirect(localizePath(`/offers/${params.id}`, lang));
}

export default function NextBidderOfferPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const busy = useNavigation().state !== "idle";
  const { offer, auction } = loaderData;
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8" data-testid="next-bidder-offer">
      <title>{`${t("adminDefaults.offer.title")} | ${t("meta.siteName")}`}</title>
      <h1 className="text-3xl font-bold">{t("adminDefaults.offer.title")}</h1>
      <p className="mt-2 text-lg font-semibold">
        <bdi>{lang === "ar" ? auction.titleAr : auction.titleEn}</bdi> ·{" "}
        <bdi dir="ltr">{auction.assetNumber}</bdi>
      </p>
      <p className="mt-3">{t("adminDefaults.offer.intro")}</p>
      <dl className="surface border-subtle mt-5 grid gap-3 rounded-2xl border p-5 sm:grid-cols-3">
        <div>
          <dt className="text-muted text-sm">{t("adminDefaults.offer.price")}</dt>
          <dd className="text-xl font-bold">
            <bdi>{formatMoney(offer.amount, lang)}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-muted text-sm">{t("adminDefaults.offer.deposit")}</dt>
          <dd className="text-xl font-bold">
            <bdi>{formatMoney(offer.deposit, lang)}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-muted text-sm">{t("adminDefaults.offer.expires")}</dt>
          <dd className="font-semibold">
            <time dateTime={offer.expiresAt}>{formatDateTime(new Date(offer.expiresAt), lang)}</time>
            {lang === "ar" ? (
              <span className="text-muted block text-xs font-normal" data-testid="hijri-date">
                {formatHijriDate(new Date(offer.expiresAt), lang)}
              </span>
            ) : null}
          </dd>
        </div>
      </dl>
      <p role="status" className="mt-5 font-semibold" data-testid="offer-status">
        {t(`adminDefaults.offer.status.${offer.status}`)}
      </p>
      <div className="mt-4">
        <FormErrors id="offer-errors" errors={error ? [error] : undefined} />
      </div>
      {offer.status === "open" ? (
        <Form method="post" className="mt-4 grid gap-3">
          <p className="text-sm">{t("adminDefaults.offer.acceptHint")}</p>
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              name="intent"
              value="accept"
              disabled={busy}
              className={buttonClass({ variant: "primary", size: "md" })}
            >
              {t("adminDefaults.offer.accept")}
            </button>
            <button
              type="submit"
              name="intent"
              value="decline"
              disabled={busy}
              className={buttonClass({ variant: "danger", size: "md" })}
            >
              {t("adminDefaults.offer.decline")}
            </button>
          </div>
        </Form>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-4">
        {offer.status === "accepted" ? (
          <Link to={to("/payments")} className="font-semibold text-primary underline">
            {t("adminDefaults.offer.payments")}
          </Link>
        ) : null}
        <Link to={to(`/mazadat/${auction.id}`)} className="font-semibold text-primary underline">
          {t("adminDefaults.offer.auction")}
        </Link>
      </div>
    </div>
  );
}

import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/use-translation";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { adminAuctionPaths } from "~/components/admin/committee-auction-links";
import { buttonClass } from "~/components/ui/button";
import { getRequestInfo, getServices } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { formatDateTime, formatMoney, formatNumber } from "~/i18n/format";
import { translate } from "~/i18n/instances.server";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { requireCommitteePage } from "~/lib/account-request.server";
import { AppError, errorCodes } from "~/lib/errors";
import { NextBidderOfferSchema } from "~/modules/bidding/next-bidder-offer-schema";
import {
  getDefaultCase,
  offerToNextBidder,
  rebookDefaultedAuction,
} from "~/modules/bidding/next-bidder-offers.server";
import { runWrite } from "~/modules/notifications/effects.server";
import { readNextBidderOfferHours } from "~/modules/settings/settings.server";
import type { Route } from "./+types/admin-auction-default";
import { auctionIdOf } from "./admin-auction-cancel";

export const handle = { noindex: true };

const dones = ["offered", "rebooked"] as const;
const bidi = (value: string) => `\u2068${value}\u2069`;

/**
 * /admin/auctions/:id/default: an auction whose winner defaulted. The committee sees who defaulted
 * and what was forfeited, the offers made so far, and the next bidders ranked by their highest
 * bid; it offers the property to the next one at their bid, or re-auctions it (issue 14).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireCommitteePage(request, context);
  const auctionId = auctionIdOf(params.id);
  const db = getServices(context).database.db;
  const found = await getDefaultCase({ db, auctionId });
  if (!found) throw data(null, { status: 404 });
  const done = new URL(request.url).searchParams.get("done");
  const { auction } = found;
  return {
    auction: {
      id: auction.id,
      assetNumber: auction.assetNumber,
      titleAr: auction.titleAr,
      titleEn: auction.titleEn,
      deposit: auction.deposit,
    },
    state: found.state,
    defaults: found.defaults.map((d) => ({ ...d, defaultedAt: d.defaultedAt?.toISOString() ?? null })),
    offers: found.offers.map((o) => ({
      ...o,
      offeredAt: o.offeredAt.toISOString(),
      expiresAt: o.expiresAt.toISOString(),
      decidedAt: o.decidedAt?.toISOString() ?? null,
    })),
    candidates: found.candidates.map((c) => ({ ...c, lastBidAt: c.lastBidAt.toISOString() })),
    rebook: found.rebook,
    offerHours: await readNextBidderOfferHours(db),
    done: (dones as readonly string[]).includes(done ?? "") ? (done as (typeof dones)[number]) : null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireCommitteePage(request, context);
  const auctionId = auctionIdOf(params.id);
  const services = getServices(context);
  const { lang } = getRequestInfo(context);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent !== "offer" && intent !== "rebook") throw data(null, { status: 400 });
  try {
    if (intent === "offer") {
      const submission = parseWithZod(form, { schema: NextBidderOfferSchema });
      if (submission.status !== "success") {
        return data({ error: translate(lang, "validation.required") }, { status: 400 });
      }
      await runWrite(services, (db) =>
        offerToNextBidder({ db, auctionId, userId: submission.value.userId, actorUserId: user.id }),
      );
    } else {
      await runWrite(services, (db) => rebookDefaultedAuction({ db, auctionId, actorUserId: user.id }));
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return data({ error: translate(lang, errorCodes[error.code].message) }, { status: error.status });
  }
  const done = intent === "offer" ? "offered" : "rebooked";
  throw redirect(`${localizePath(adminAuctionPaths.defaultCase(auctionId), lang)}?done=${done}`);
}

export default function AdminAuctionDefault({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const busy = useNavigation().state !== "idle";
  const { auction, state, defaults, offers, candidates, rebook, offerHours, done } = loaderData;
  const next = candidates[0];
  const money = (halalas: number) => bidi(formatMoney(halalas, lang));
  const title = t("adminDefaults.case.title", { asset: bidi(auction.assetNumber) });
  return (
    <section
      aria-labelledby="default-title"
      className="grid max-w-3xl gap-5"
      data-testid="admin-auction-default"
    >
      <title>{`${title} | ${t("admin.title")} | ${t("meta.siteName")}`}</title>
      <div>
        <Link to={to("/admin/defaults")} className="text-sm text-primary underline">
          {t("adminDefaults.case.back")}
        </Link>
        <h2 id="default-title" className="mt-1 text-2xl font-bold">
          {title}
        </h2>
        <p className="text-muted mt-1">
          <bdi>{lang === "ar" ? auction.titleAr : auction.titleEn}</bdi>
        </p>
        <p className="mt-2 font-semibold" data-testid="default-state">
          {t(`adminDefaults.states.${state}`)}
        </p>
      </div>
      {done ? (
        <p role="status" className="rounded-xl border border-green-300 p-3 dark:border-green-800">
          {t(`adminDefaults.case.${done}`)}
        </p>
      ) : null}
      {actionData && "error" in actionData ? (
        <p
          role="alert"
          className="rounded-xl border border-red-300 p-3 text-red-700 dark:border-red-800 dark:text-red-300"
        >
          {actionData.error}
        </p>
      ) : null}

      <section aria-labelledby="defaults-heading" className="grid gap-2">
        <h3 id="defaults-heading" className="text-lg font-bold">
          {t("adminDefaults.case.defaults")}
        </h3>
        <ul className="grid gap-2">
          {defaults.map((d) => (
            <li key={d.settlementId} className="surface border-subtle rounded-xl border p-3">
              {t("adminDefaults.case.defaultRow", {
                name: bidi(d.name),
                price: money(d.hammerPrice),
                amount: money(d.depositForfeited),
              })}
              {d.defaultedAt ? (
                <>
                  {" "}
                  <time dateTime={d.defaultedAt} className="text-muted text-sm">
                    {formatDateTime(new Date(d.defaultedAt), lang)}
                  </time>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      {offers.length > 0 ? (
        <section aria-labelledby="offers-heading" className="grid gap-2">
          <h3 id="offers-heading" className="text-lg font-bold">
            {t("adminDefaults.case.offers")}
          </h3>
          <ul className="grid gap-2" data-testid="default-offers">
            {offers.map((o) => (
              <li key={o.id} className="surface border-subtle rounded-xl border p-3">
                {t("adminDefaults.case.offerRow", { name: bidi(o.userName), amount: money(o.amount) })} —{" "}
                {t(`adminDefaults.case.offerStatus.${o.status}`, {
                  time: bidi(formatDateTime(new Date(o.expiresAt), lang)),
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {state === "awaiting" ? (
        <section aria-labelledby="next-heading" className="grid gap-3">
          <h3 id="next-heading" className="text-lg font-bold">
            {t("adminDefaults.case.nextBidders")}
          </h3>
          <p className="text-muted text-sm">{t("adminDefaults.case.nextBiddersIntro")}</p>
          {candidates.length === 0 ? (
            <p>{t("adminDefaults.case.noCandidates")}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-start text-sm" data-testid="next-bidders">
                <thead>
                  <tr className="border-subtle border-b">
                    <th scope="col" className="p-2 text-start">
                      #
                    </th>
                    <th scope="col" className="p-2 text-start">
                      {t("adminDefaults.case.name")}
                    </th>
                    <th scope="col" className="p-2 text-start">
                      {t("adminDefaults.case.highestBid")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {candidates.map((c, i) => (
                    <tr key={c.userId} className="border-subtle border-b">
                      <td className="p-2">{formatNumber(i + 1, lang)}</td>
                      <td className="p-2">
                        <bdi>{c.name}</bdi>
                        {c.bidderNumber !== null ? (
                          <span className="text-muted block text-xs">
                            {t("adminDefaults.case.bidder", { number: c.bidderNumber })}
                          </span>
                        ) : null}
                      </td>
                      <td className="p-2">
                        <bdi>{formatMoney(c.highestBid, lang)}</bdi>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {next ? (
            <Form method="post" className="grid gap-2">
              <input type="hidden" name="intent" value="offer" />
              <input type="hidden" name="userId" value={next.userId} />
              <p className="text-sm">
                {t("adminDefaults.case.offerHint", {
                  hours: t("adminDefaults.case.hours", { count: offerHours }),
                  deposit: money(auction.deposit),
                })}
              </p>
              <button type="submit" className={buttonClass({ variant: "primary" })} disabled={busy}>
                {t("adminDefaults.case.offer", { name: bidi(next.name), amount: money(next.highestBid) })}
              </button>
            </Form>
          ) : null}
          <section aria-labelledby="rebook-heading" className="border-subtle grid gap-2 border-t pt-4">
            <h3 id="rebook-heading" className="text-lg font-bold">
              {t("adminDefaults.case.rebookTitle")}
            </h3>
            <p className="text-sm">{t("adminDefaults.case.rebookHint")}</p>
            <Form method="post">
              <input type="hidden" name="intent" value="rebook" />
              <button type="submit" className={buttonClass()} disabled={busy}>
                {t("adminDefaults.case.rebook")}
              </button>
            </Form>
          </section>
        </section>
      ) : null}

      {rebook ? (
        <p>
          {t("adminDefaults.case.rebookedTo")}{" "}
          <Link
            to={to(`/admin/auctions/${rebook.auctionId}`)}
            className="font-semibold text-primary underline"
          >
            {t("adminDefaults.case.editRebook", { id: rebook.auctionId })}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

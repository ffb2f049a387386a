import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { IdStatus } from "~/components/admin/id-status";
import { parseWithZod } from "@conform-to/zod/v4";
import type { TFunction } from "i18next";
import { useTranslation } from "~/i18n/use-translation";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { FieldErrors, FormErrors, inputClass } from "~/components/forms/form-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { adminAuctionPaths } from "~/components/admin/committee-auction-links";
import { buttonClass } from "~/components/ui/button";
import { getRequestInfo, getServices } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { formatMoney } from "~/i18n/format";
import { translate } from "~/i18n/instances.server";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { requireCommitteePage } from "~/lib/account-request.server";
import { AppError, errorCodes } from "~/lib/errors";
import { describeAuctions } from "~/modules/auctions/describe-auctions.server";
import { OnSiteBidFormSchema } from "~/modules/bidding/cancellation-schema";
import { listAuctionRegistrants } from "~/modules/bidding/list-auction-registrants.server";
import { placeOnSiteBid } from "~/modules/bidding/on-site-bids.server";
import type { Route } from "./+types/admin-auction-registrants";
import { auctionIdOf } from "./admin-auction-cancel";

export const handle = { noindex: true };

const OnSiteBidSchema = OnSiteBidFormSchema.extend({
  idempotencyKey: z
    .string()
    .min(8)
    .max(200)
    .regex(/^[\x21-\x7e]+$/),
});

/**
 * /admin/auctions/:id/registrants: who is behind each "Bidder n" of the auction (name, phone and
 * whether it was confirmed, e-mail), their deposit, bids and whether an automatic bid works for
 * them (never its maximum), for the committee only. While a hybrid auction is live, the committee
 * enters bids called out in the room for a registrant: judged by the bidding engine like any bid,
 * with the source "on-site", audited with the member who entered it.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireCommitteePage(request, context);
  const auctionId = auctionIdOf(params.id);
  const db = getServices(context).database.db;
  const auction = (await describeAuctions(db, [auctionId])).get(auctionId);
  if (!auction || auction.status === "draft") throw data(null, { status: 404 });
  const registrants = await listAuctionRegistrants({ db, auctionId });
  const url = new URL(request.url);
  const amount = Number(url.searchParams.get("amount"));
  const n = Number(url.searchParams.get("bidder"));
  return {
    auction: {
      id: auction.id,
      status: auction.status,
      assetNumber: auction.assetNumber,
      titleAr: auction.titleAr,
      titleEn: auction.titleEn,
      hybrid: auction.hybrid,
    },
    registrants: registrants.map((r) => ({ ...r, registeredAt: r.registeredAt.toISOString() })),
    // A fresh key per rendering of the form: sending it twice places one bid.
    idempotencyKey: crypto.randomUUID(),
    done:
      Number.isSafeInteger(amount) && amount > 0 && Number.isSafeInteger(n) && n > 0 ? { amount, n } : null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireCommitteePage(request, context);
  const auctionId = auctionIdOf(params.id);
  const services = getServices(context);
  const { lang } = getRequestInfo(context);
  const submission = parseWithZod(await request.formData(), { schema: OnSiteBidSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const form = submission.value;
  try {
    const result = await placeOnSiteBid(services, {
      auctionId,
      bidderUserId: form.bidderUserId,
      enteredBy: user.id,
      amount: form.amount,
      confirmHighBid: form.confirmHighBid,
      idempotencyKey: form.idempotencyKey,
    });
    const query = new URLSearchParams({
      amount: String(result.bid?.amount ?? form.amount),
      bidder: String(result.bid?.bidderNumber ?? ""),
    });
    throw redirect(`${localizePath(adminAuctionPaths.registrants(auctionId), lang)}?${query.toString()}`);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const money = error.details?.money;
    const values = money
      ? Object.fromEntries(Object.entries(money).map(([key, value]) => [key, formatMoney(value, lang)]))
      : undefined;
    const message = translate(lang, errorCodes[error.code].message, values);
    return data(
      { result: submission.reply({ formErrors: [message] }) as SubmissionResult<string[]> },
      { status: error.status },
    );
  }
}

type Registrant = Route.ComponentProps["loaderData"]["registrants"][number];

export default function AdminAuctionRegistrants({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const { auction, registrants, done } = loaderData;
  const title = lang === "ar" ? auction.titleAr : auction.titleEn;
  return (
    <section
      aria-labelledby="registrants-title"
      className="grid gap-5"
      data-testid="admin-auction-registrants"
    >
      <title>{`${t("adminCancel.registrants.title")} | ${t("admin.title")} | ${t("meta.siteName")}`}</title>
      <div>
        <h2 id="registrants-title" className="text-2xl font-bold">
          {t("adminCancel.registrants.title")}
        </h2>
        <p className="text-muted mt-1">
          <Link to={to(`/mazadat/${auction.id}`)} className="text-primary underline">
            {t("adminCancel.cancel.auction", {
              asset: `\u2068${auction.assetNumber}\u2069`,
              title: `\u2068${title}\u2069`,
            })}
          </Link>
        </p>
        <p className="mt-2">{t("adminCancel.registrants.intro")}</p>
      </div>
      {done ? (
        <p
          role="status"
          className="rounded-xl bg-green-50 p-4 font-medium text-green-900 dark:bg-green-950 dark:text-green-100"
          data-testid="on-site-done"
        >
          {t("adminCancel.registrants.onSite.done", { amount: formatMoney(done.amount, lang), n: done.n })}
        </p>
      ) : null}
      <p className="font-semibold" data-testid="registrant-count">
        {t("adminCancel.registrants.count", { count: registrants.length })}
      </p>
      {registrants.length === 0 ? (
        <p>{t("adminCancel.registrants.empty")}</p>
      ) : (
        <ul className="grid gap-3" data-testid="registrants">
          {registrants.map((r) => (
            <RegistrantCard key={r.userId} registrant={r} />
          ))}
        </ul>
      )}
      {!auction.hybrid ? (
        <p className="text-muted" data-testid="on-site-not-hybrid">
          {t("adminCancel.registrants.onSite.notHybrid")}
        </p>
      ) : auction.status === "current" && registrants.length > 0 ? (
        <OnSiteBidForm
          registrants={registrants}
          idempotencyKey={loaderData.idempotencyKey}
          lastResult={actionData?.result}
        />
      ) : (
        <p className="text-muted">{t("adminCancel.registrants.onSite.closed")}</p>
      )}
    </section>
  );
}

function bidderLabel(t: TFunction, n: number | null) {
  return n === null
    ? t("adminCancel.registrants.noBidderNumber")
    : t("adminCancel.registrants.bidder", { n });
}

function RegistrantCard({ registrant: r }: { registrant: Registrant }) {
  const { t } = useTranslation();
  const lang = useLang();
  const headingId = `registrant-${r.userId}`;
  const facts: [string, React.ReactNode][] = [
    [
      t("adminCancel.registrants.columns.phone"),
      <>
        <bdi dir="ltr">{r.phone}</bdi> ·{" "}
        {r.phoneVerified
          ? t("adminCancel.registrants.phoneVerified")
          : t("adminCancel.registrants.phoneUnverified")}
      </>,
    ],
    [t("adminUsers.id.label"), <IdStatus idDocument={r.idDocument} />],
    [
      t("adminCancel.registrants.columns.contact"),
      <a href={`mailto:${r.email}`} className="text-primary underline">
        <bdi dir="ltr">{r.email}</bdi>
      </a>,
    ],
    [
      t("adminCancel.registrants.columns.deposit"),
      t(`adminCancel.registrants.deposit.${r.deposit}`, { amount: formatMoney(r.lockedAmount, lang) }),
    ],
    [t("adminCancel.registrants.columns.bids"), r.bidCount.toLocaleString(lang === "ar" ? "ar-SA" : "en")],
    [
      t("adminCancel.registrants.columns.highest"),
      r.highestBid === null ? "—" : formatMoney(r.highestBid, lang),
    ],
    [
      t("adminCancel.registrants.columns.auto"),
      r.autoBidActive ? t("adminCancel.registrants.auto.active") : t("adminCancel.registrants.auto.none"),
    ],
  ];
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="surface border-subtle rounded-2xl border p-4"
        data-testid="registrant"
        data-user={r.userId}
      >
        <h3 id={headingId} className="text-lg font-bold">
          {bidderLabel(t, r.bidderNumber)} · <bdi>{r.name}</bdi>
        </h3>
        <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
          {facts.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-muted text-sm">{label}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </article>
    </li>
  );
}

function OnSiteBidForm({
  registrants,
  idempotencyKey,
  lastResult,
}: {
  registrants: Registrant[];
  idempotencyKey: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm("on-site-bid", OnSiteBidSchema, { lastResult });
  const { key: selectKey, ...select } = getSelectProps(fields.bidderUserId);
  const { key: amountKey, ...amount } = getInputProps(fields.amount, { type: "text" });
  return (
    <section
      aria-labelledby="on-site-title"
      className="surface border-subtle grid gap-3 rounded-2xl border p-5"
    >
      <h3 id="on-site-title" className="text-lg font-bold">
        {t("adminCancel.registrants.onSite.heading")}
      </h3>
      <p className="text-muted text-sm">{t("adminCancel.registrants.onSite.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="grid gap-3">
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <div className="grid gap-1">
          <label htmlFor={fields.bidderUserId.id} className="font-medium">
            {t("adminCancel.registrants.onSite.bidder")}
          </label>
          <select key={selectKey} {...select} className={inputClass}>
            <option value="">{t("adminCancel.registrants.onSite.choose")}</option>
            {registrants.map((r) => (
              <option key={r.userId} value={r.userId}>
                {`${bidderLabel(t, r.bidderNumber)} · ${r.name}`}
              </option>
            ))}
          </select>
          <FieldErrors field={fields.bidderUserId} className="" />
        </div>
        <div className="grid gap-1">
          <label htmlFor={fields.amount.id} className="font-medium">
            {t("adminCancel.registrants.onSite.amount")}
          </label>
          <input key={amountKey} {...amount} inputMode="numeric" dir="ltr" className={inputClass} />
          <FieldErrors field={fields.amount} className="" />
        </div>
        <label className="flex items-start gap-2">
          <input type="checkbox" name="confirmHighBid" className="mt-1 size-5" />
          <span>{t("adminCancel.registrants.onSite.confirmHigh")}</span>
        </label>
        <FormErrors id={form.errorId} errors={form.errors} />
        <button
          type="submit"
          disabled={navigation.state === "submitting"}
          className={buttonClass({ variant: "primary", size: "md", className: "justify-self-start" })}
          data-testid="on-site-submit"
        >
          {t("adminCancel.registrants.onSite.submit")}
        </button>
      </Form>
    </section>
  );
}

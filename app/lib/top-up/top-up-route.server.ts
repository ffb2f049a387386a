import { data, redirect, type RouterContextProvider } from "react-router";
import { getRequestInfo, getServices, type RequestUser } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { formatMoney } from "~/i18n/format";
import { translate } from "~/i18n/instances.server";
import { AppError, errorCodes } from "~/lib/errors";
import { GatewayError } from "~/modules/payments/gateway-error";
import { getSettlement } from "~/modules/payments/settlements.server";
import { MAX_PAYMENT_HALALAS, type PaymentPurpose } from "~/modules/payments/transfer-schemas";
import { requirePageUser } from "~/lib/account-request.server";

type Context = Readonly<RouterContextProvider>;

/** What a payment is for, as the steps of /paymentMethod carry it in their URLs. */
export type PaymentTarget =
  | { purpose: "top_up"; amount: number | null; settlementId: null }
  | { purpose: "winner_payment"; settlementId: string; amount: null };

/** `?purpose=top_up&amount=<halalas>` (the default) or `?purpose=winner_payment&settlement=<id>`. */
export function readPaymentTarget(url: URL): PaymentTarget | null {
  const purpose = url.searchParams.get("purpose") ?? "top_up";
  if (purpose === "winner_payment") {
    const settlementId = url.searchParams.get("settlement") ?? "";
    return settlementId ? { purpose, settlementId, amount: null } : null;
  }
  if (purpose !== "top_up") return null;
  const raw = url.searchParams.get("amount");
  if (raw === null || raw === "") return { purpose, amount: null, settlementId: null };
  if (!/^[1-9]\d{0,15}$/.test(raw) || Number(raw) > MAX_PAYMENT_HALALAS)
    return { purpose, amount: null, settlementId: null };
  return { purpose, amount: Number(raw), settlementId: null };
}

/** The query string of a step: purpose, then the amount or the settlement, then the method. */
export function targetQuery(
  target: { purpose: PaymentPurpose; amount?: number | null; settlementId?: string | null },
  method?: string,
) {
  const query = new URLSearchParams({ purpose: target.purpose });
  if (target.purpose === "winner_payment" && target.settlementId)
    query.set("settlement", target.settlementId);
  if (target.purpose === "top_up" && target.amount) query.set("amount", String(target.amount));
  if (method) query.set("method", method);
  return query.toString();
}

/**
 * The settlement a winner's payment is for, when it is the user's and still due: its amount, the
 * asset number and the deadline. Someone else's (or none) is 404; one already paid sends the user
 * to their payments page, where it shows as paid.
 */
export async function dueSettlement(context: Context, userId: string, settlementId: string) {
  const { lang } = getRequestInfo(context);
  const settlement = await getSettlement({ db: getServices(context).database.db, userId, settlementId });
  if (!settlement) throw data(null, { status: 404 });
  if (settlement.status !== "due") throw redirect(localizePath("/payments", lang));
  return {
    id: settlement.id,
    totalDue: settlement.totalDue,
    dueAt: settlement.dueAt,
    assetNumber: settlement.auction.assetNumber,
  };
}

export function topUpUser(request: Request, context: Context): RequestUser {
  return requirePageUser(request, context);
}

/** The page's own URL, without React Router's ".data" suffix of a client navigation. */
export function documentUrl(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\.data$/, "");
  url.searchParams.delete("_routes");
  return url;
}

/**
 * What every step of /paymentMethod reads first: the signed-in user (or a redirect to sign in),
 * the page's language and URL, what is being paid for (a 404 when the URL names nothing payable)
 * and the method it chose, unchecked.
 */
export function paymentStep(request: Request, context: Context) {
  const user = topUpUser(request, context);
  const { lang } = getRequestInfo(context);
  const url = documentUrl(request);
  const target = readPaymentTarget(url);
  if (!target) throw data(null, { status: 404 });
  return { user, lang, url, target, method: url.searchParams.get("method") ?? "" };
}

/** A refusal as a sentence in the page's language, amounts formatted as money. */
export function refusalMessage(context: Context, error: AppError): string {
  const { lang } = getRequestInfo(context);
  const params: Record<string, unknown> = Object.fromEntries(
    Object.entries(error.details?.money ?? {}).map(([key, value]) => [key, formatMoney(value, lang)]),
  );
  const retryAfter = error.details?.retryAfterSeconds;
  if (retryAfter !== undefined) params.count = Math.ceil(retryAfter / 60);
  return translate(lang, errorCodes[error.code].message, params);
}

/**
 * What a money form hears when the domain refuses: the message, with the error's status. A gateway
 * that does not answer is PAYMENT_GATEWAY_UNAVAILABLE (nothing was charged). Anything else is a bug.
 */
export function paymentRefusal(context: Context, error: unknown) {
  if (error instanceof GatewayError) {
    getRequestInfo(context).logger.warn({ err: error }, "the payment gateway refused or did not answer");
    error = new AppError("PAYMENT_GATEWAY_UNAVAILABLE");
  }
  if (!(error instanceof AppError)) throw error;
  if (error.code === "NOT_FOUND") throw data(null, { status: 404 });
  return data({ error: refusalMessage(context, error), code: error.code }, { status: error.status });
}

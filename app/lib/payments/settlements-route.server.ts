import { data, type RouterContextProvider } from "react-router";
import { getRequestInfo } from "~/context.server";
import { formatMoney } from "~/i18n/format";
import { translate } from "~/i18n/instances.server";
import { AppError, errorCodes } from "~/lib/errors";

type Context = Readonly<RouterContextProvider>;

/** The page's own URL, without React Router's ".data" suffix of a client navigation. */
export function documentUrl(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\.data$/, "");
  url.searchParams.delete("_routes");
  return url;
}

/**
 * A refusal of an agent's payment for a principal (ADR 036) as the form's message: the principal's
 * wallet being short is said with their name and what is due (never their balance, which the agent
 * is not told); every other refusal as `paymentFormError`.
 */
export function agentPaymentFormError(context: Context, error: unknown, principalName: string) {
  if (!(error instanceof AppError) || error.code !== "WALLET_NOT_ENOUGH")
    return paymentFormError(context, error);
  const { lang } = getRequestInfo(context);
  const message = translate(lang, errorCodes.WALLET_NOT_ENOUGH.message, {
    context: "principal",
    name: `\u2068${principalName}\u2069`,
    due: formatMoney(error.details?.money?.due ?? 0, lang),
  });
  return data({ error: message, code: error.code }, { status: error.status });
}

/**
 * A domain refusal as the form's message in the page's language, amounts formatted as money
 * ("Your available balance (SAR 1,000) does not cover …"); the status stays the error's.
 * Anything that is not an AppError is a bug and is rethrown.
 */
export function paymentFormError(context: Context, error: unknown) {
  if (!(error instanceof AppError)) throw error;
  if (error.code === "NOT_FOUND") throw data(null, { status: 404 });
  const { lang } = getRequestInfo(context);
  const money = Object.fromEntries(
    Object.entries(error.details?.money ?? {}).map(([key, value]) => [key, formatMoney(value, lang)]),
  );
  return data(
    { error: translate(lang, errorCodes[error.code].message, money), code: error.code },
    { status: error.status },
  );
}

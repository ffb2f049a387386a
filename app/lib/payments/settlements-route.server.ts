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

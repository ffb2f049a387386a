import { data } from "react-router";
import { localizePath, type Lang } from "~/i18n/config";
import { AppError } from "~/lib/errors";

/** Reads a receipt for its page: the domain's NOT_FOUND (none, or someone else's) is the page's 404. */
export async function readOr404<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") throw data(null, { status: 404 });
    throw error;
  }
}

/**
 * Where anyone checks a receipt: the verification page's full address (printed on the receipt)
 * and the link to it with the receipt's code filled in.
 */
export function receiptVerification(appOrigin: string, lang: Lang, code: string) {
  const path = localizePath("/receipts/verify", lang);
  return { verifyUrl: `${appOrigin}${path}`, verifyLink: `${path}?code=${encodeURIComponent(code)}` };
}

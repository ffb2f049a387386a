import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_UPLOAD_BYTES } from "~/modules/uploads/file-type";
import { requestProblem } from "./problem";

/*
 * The largest body each request may send, checked before any route reads it: a JSON body 64 KiB,
 * a form (or any other body) 256 KiB, and the forms that carry a file 10 MB and their fields. A
 * body over its limit is answered 413 problem+json as soon as it is known: at once from its
 * Content-Length, or as soon as a chunked body passes the limit; the rest is never read.
 */

export const JSON_BODY_LIMIT = 64 * 1024;
export const FORM_BODY_LIMIT = 256 * 1024;
/** One file of at most 10 MB, and the form's text fields beside it. */
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + 64 * 1024;
/**
 * A power-of-attorney or foreign-owner request sent whole with its documents (issue 16): each file
 * at most 10 MB (the uploads module), all of them together at most 25 MB, and the fields.
 */
export const DOCUMENTS_BODY_LIMIT = 25 * 1024 * 1024 + 64 * 1024;

/**
 * The routes that take a file (multipart/form-data): the API's transfer declaration, bank
 * account, listing files and chat messages, and the pages that post them (in both languages, with
 * or without a trailing slash, and as React Router's `.data` fetches: `/profile/wallet.data`,
 * `/profile/wallet/_.data`).
 */
const pageSuffix = String.raw`(?:\.data|\/_\.data|\/)?$`;
const uploadRoutes = [
  /^\/api\/v1\/payments\/transfers\/?$/,
  /^\/api\/v1\/me\/bank-accounts\/?$/,
  new RegExp(String.raw`^(?:\/en)?\/paymentMethod\/transfer${pageSuffix}`, "i"),
  new RegExp(String.raw`^(?:\/en)?\/profile\/wallet${pageSuffix}`, "i"),
  // The committee's photos and documents of an auction (issue 14).
  /^\/api\/v1\/admin\/auctions\/\d+\/(?:photos|documents)\/?$/,
  new RegExp(String.raw`^(?:\/en)?\/admin\/auctions\/\d+\/files${pageSuffix}`, "i"),
  // An owner's listing request: its photos and documents, 10 MB at a time (issues 14, 15).
  /^\/api\/v1\/me\/listings\/[0-9a-f-]{36}\/files\/?$/i,
  new RegExp(String.raw`^(?:\/en)?\/whatadd${pageSuffix}`, "i"),
  // A chat message's attachment (issue 16): the API's send, and the threads' composers.
  /^\/api\/v1\/me\/chat\/conversations\/[0-9a-f-]{36}\/messages\/?$/i,
  new RegExp(String.raw`^(?:\/en)?\/(?:profile|admin)\/chat\/[0-9a-f-]{36}${pageSuffix}`, "i"),
];

/** The routes that send a request's several documents at once (issue 16). */
const documentsRoutes = [
  /^\/api\/v1\/me\/authority-requests\/?$/,
  /^\/api\/v1\/me\/authority-requests\/[0-9a-f-]{36}\/documents\/?$/i,
  new RegExp(String.raw`^(?:\/en)?\/forms\/(?:power-of-attorney|foreign-owner)${pageSuffix}`, "i"),
  new RegExp(String.raw`^(?:\/en)?\/profile\/requests${pageSuffix}`, "i"),
];

const isJson = (contentType: string) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType);
const isMultipart = (contentType: string) => /^multipart\/form-data\b/i.test(contentType);

/** The limit of one request's body, by where it goes and what it says it is. */
export function bodyLimitOf(path: string, contentType: string): number {
  if (isJson(contentType)) return JSON_BODY_LIMIT;
  if (isMultipart(contentType) && documentsRoutes.some((route) => route.test(path)))
    return DOCUMENTS_BODY_LIMIT;
  if (isMultipart(contentType) && uploadRoutes.some((route) => route.test(path))) return UPLOAD_BODY_LIMIT;
  return FORM_BODY_LIMIT;
}

function limiter(maxSize: number, upload: boolean) {
  return bodyLimit({
    maxSize,
    onError: (c: Context) =>
      requestProblem(c, upload ? "UPLOAD_TOO_LARGE" : "PAYLOAD_TOO_LARGE", { data: { limit: maxSize } }),
  });
}

/** The body limit of every request (the upload routes keep their own, equal, limit as well). */
export function bodyLimits(): MiddlewareHandler {
  const json = limiter(JSON_BODY_LIMIT, false);
  const form = limiter(FORM_BODY_LIMIT, false);
  const upload = limiter(UPLOAD_BODY_LIMIT, true);
  const documents = limiter(DOCUMENTS_BODY_LIMIT, true);
  return (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const limit = bodyLimitOf(c.req.path, c.req.header("content-type") ?? "");
    const check =
      limit === DOCUMENTS_BODY_LIMIT
        ? documents
        : limit === UPLOAD_BODY_LIMIT
          ? upload
          : limit === JSON_BODY_LIMIT
            ? json
            : form;
    return check(c, next);
  };
}

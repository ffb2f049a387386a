import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { getRequestInfo } from "./context.server";
import { i18nFor } from "./i18n/instances.server";
import { I18nContext } from "./i18n/use-translation";
import { deferAppScripts } from "./lib/defer-app-scripts.server";
import { NonceContext } from "./nonce";
import { pageDocument } from "./page-document.server";

export const streamTimeout = 5_000;

/**
 * A loader's or an action's error, logged through the request's logger, whose error serializer
 * (server/logger.ts) keeps a failed query's values and other personal data out of the logs (React
 * Router's default would print the whole error to the console).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // A route error response may wrap the error thrown (React Router's own default does the same).
  const wrapped = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  const err = wrapped ?? error;
  getRequestInfo(context as RouterContextProvider).logger.error({ err }, "route error");
};

/**
 * Renders the whole document before answering (pages are small and must carry the right status
 * for crawlers), with the request's CSP nonce on every script React Router emits, and the app's
 * scripts set to start after the first paint (deferAppScripts), and the document compressed as
 * the browser takes it, by pageDocument.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, lang, logger, encoding } = getRequestInfo(loadContext);
  const i18n = i18nFor(lang);
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <I18nContext value={i18n}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nContext>
      </NonceContext.Provider>,
      {
        nonce,
        // The whole document is sent at once, so React must not move a finished Suspense boundary
        // to the end of the page behind a script (it does past 12.8 kB by default): the lazily
        // loaded bidding panel must be in place, and visible, without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("error", reject);
          body.on("end", () => {
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.set("Content-Language", lang);
            if (!responseHeaders.has("Cache-Control")) {
              responseHeaders.set("Cache-Control", "private, no-cache");
            }
            const html = deferAppScripts(Buffer.concat(chunks).toString("utf8"));
            const page = pageDocument(html, encoding);
            if (page.encoding) {
              responseHeaders.set("Content-Encoding", page.encoding);
              const vary = responseHeaders.get("Vary");
              if (!/accept-encoding/i.test(vary ?? "")) {
                responseHeaders.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
              }
            }
            resolve(new Response(page.body, { headers: responseHeaders, status }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          logger.error({ err: error }, "render error");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}

import { deflateRun, gzipRuns, rememberRun, type Run } from "#server/http/gzip-parts";
import { pageMessagesSlot, serializedMessages } from "./components/layout/page-messages";
import type { I18n } from "./i18n/i18n";

/** A language's messages as the document carries them: UTF-8 and deflated, made once. */
const messageRuns = new WeakMap<object, Run>();

function messageRun(i18n: I18n): Run {
  const bundle: object = i18n.messages;
  let run = messageRuns.get(bundle);
  if (!run) {
    const text = serializedMessages(bundle);
    const raw = Buffer.from(text, "utf8");
    run = { raw, deflated: deflateRun(raw) };
    messageRuns.set(bundle, run);
    // The guest page cache compresses a render it stores: it joins this run in too.
    rememberRun(text, run);
  }
  return run;
}

/**
 * The body of a rendered document: the page's HTML with its language's messages in the slot
 * PageMessages left (page-messages.tsx), gzipped when the browser takes gzip. Only the page's own
 * HTML is encoded and compressed here; the messages' bytes and deflated run are made once per
 * language and joined in (gzip-parts.ts). A document without the slot (no PageMessages) is its
 * HTML as it is, left to the compression middleware.
 */
export function pageDocument(
  html: string,
  i18n: I18n,
  gzip: boolean,
): { body: Uint8Array<ArrayBuffer>; gzipped: boolean } {
  const at = html.indexOf(pageMessagesSlot);
  if (at < 0) return { body: bytes(Buffer.from(html, "utf8")), gzipped: false };
  const before = Buffer.from(html.slice(0, at), "utf8");
  const after = Buffer.from(html.slice(at + pageMessagesSlot.length), "utf8");
  const messages = messageRun(i18n);
  if (!gzip) return { body: bytes(Buffer.concat([before, messages.raw, after])), gzipped: false };
  const runs = [
    { raw: before, deflated: deflateRun(before) },
    messages,
    { raw: after, deflated: deflateRun(after) },
  ];
  return { body: bytes(gzipRuns(runs)), gzipped: true };
}

/** A Buffer as the plain Uint8Array a Response takes, without copying it. */
function bytes(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
}

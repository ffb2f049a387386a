import { createHash } from "node:crypto";
import { constants, gzipSync } from "node:zlib";
import type { Lang } from "./config";
import type { MessageTree } from "./messages/types";

/** A language's page messages as the file the browser fetches (server/http/messages-route.ts). */
export type MessagesFile = {
  /** Its address, named by its content: `/i18n/ar.<hash>.json`. */
  readonly path: string;
  readonly hash: string;
  readonly json: Buffer;
  /** Compressed once, at the best level, on first use. */
  readonly gzipped: Buffer;
};

/**
 * The messages every page of a language needs in the browser, about 100 KB of JSON (40 KiB
 * gzipped): once two thirds of each page's bytes, now a file of their own that a browser fetches
 * once and keeps (its name changes with its content), so a page is its own HTML (ADR 040).
 */
export function messagesFile(lang: Lang, messages: MessageTree): MessagesFile {
  const json = Buffer.from(JSON.stringify(messages), "utf8");
  const hash = createHash("sha256").update(json).digest("hex").slice(0, 12);
  let gzipped: Buffer | undefined;
  return {
    path: `/i18n/${lang}.${hash}.json`,
    hash,
    json,
    get gzipped() {
      return (gzipped ??= gzipSync(json, { level: constants.Z_BEST_COMPRESSION }));
    },
  };
}

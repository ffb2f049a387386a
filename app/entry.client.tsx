import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isLang } from "./i18n/config";
import { createI18n } from "./i18n/i18n";
import { I18nContext } from "./i18n/use-translation";
import { loadRenderedIslands } from "./lib/lazy-island";
import { watchTypedValues } from "./lib/typed-values";
import type { MessageTree } from "./i18n/messages/types";

/** The longest wait between two tries at fetching the messages. */
const MESSAGES_RETRY_MAX_MS = 10_000;

/**
 * The page language's messages, from the file the document names (`<body data-messages>`, ADR
 * 040): usually already arriving, preloaded when the scripts started (deferAppScripts), and kept
 * by the browser from one page to the next. On a network failure it tries again, waiting longer
 * each time; the page's links and forms work natively meanwhile.
 */
async function pageMessages(source: string): Promise<MessageTree> {
  for (let wait = 500; ; wait = Math.min(wait * 2, MESSAGES_RETRY_MAX_MS)) {
    try {
      const res = await fetch(source, { credentials: "same-origin" });
      if (res.ok) return (await res.json()) as MessageTree;
    } catch {
      // offline or cut off: try again below
    }
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

function hydrate(messages: MessageTree, source: string) {
  const htmlLang = document.documentElement.lang;
  const lang = isLang(htmlLang) ? htmlLang : "ar";
  const i18n = createI18n(lang, messages, source);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nContext value={i18n}>
          <HydratedRouter />
        </I18nContext>
      </StrictMode>,
    );
  });
}

// The server's document starts this module only after its first paint (deferAppScripts): what was
// typed until now is kept for the fields whose code comes later.
watchTypedValues();

/**
 * The longest hydration waits for the chunks of the parts the server rendered in chunks of their
 * own (`lazyIsland`); the page's links and forms work natively meanwhile. Past it, a slow chunk's
 * part hydrates when it arrives.
 */
const ISLANDS_WAIT_MS = 5_000;

const source = document.body.dataset.messages ?? "";
// A document without the file (none is expected) hydrates with the keys as its texts.
const messages = source ? pageMessages(source) : Promise.resolve({});
// A task later, once the route modules this module is imported beside have run and declared their
// islands.
setTimeout(() => {
  const islands = Promise.race([
    loadRenderedIslands(document),
    new Promise((resolve) => setTimeout(resolve, ISLANDS_WAIT_MS)),
  ]);
  void Promise.all([messages, islands]).then(([tree]) => hydrate(tree, source));
});

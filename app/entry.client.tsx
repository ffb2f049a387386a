import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isLang } from "./i18n/config";
import { pageMessagesId } from "./components/layout/page-messages";
import { createI18n } from "./i18n/i18n";
import { I18nContext } from "./i18n/use-translation";
import { loadRenderedIslands } from "./lib/lazy-island";
import { watchTypedValues } from "./lib/typed-values";
import type { MessageTree } from "./i18n/messages/types";

/** The messages the server put in the document (PageMessages), in the page's language. */
function pageMessages(): MessageTree {
  try {
    return JSON.parse(document.getElementById(pageMessagesId)?.textContent ?? "{}") as MessageTree;
  } catch {
    return {};
  }
}

function hydrate() {
  const htmlLang = document.documentElement.lang;
  const lang = isLang(htmlLang) ? htmlLang : "ar";
  const i18n = createI18n(lang, pageMessages());
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

// A task later, once the route modules this module is imported beside have run and declared their
// islands.
setTimeout(() => {
  void Promise.race([
    loadRenderedIslands(document),
    new Promise((resolve) => setTimeout(resolve, ISLANDS_WAIT_MS)),
  ]).then(hydrate);
});

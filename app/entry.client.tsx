import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isLang } from "./i18n/config";
import { pageMessagesId } from "./components/layout/page-messages";
import { createI18n } from "./i18n/i18n";
import { I18nContext } from "./i18n/use-translation";
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
hydrate();

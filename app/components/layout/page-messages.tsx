import { useTranslation } from "~/i18n/use-translation";

export const pageMessagesId = "page-messages";

/**
 * What the server renders inside the element instead of the messages (a mark no page text can
 * contain), for the finished document to take them from pageDocument (page-document.server.ts).
 */
export const pageMessagesSlot = import.meta.env.SSR ? `mazad-page-messages-${crypto.randomUUID()}` : "";

/**
 * The page language's messages, as JSON in the server-rendered document: the browser starts
 * its translator from them (entry.client.tsx) without another request before hydration, and they are
 * data, never parsed as script. `<` is escaped so no message can close the element.
 *
 * They are the same on every page of a language, about 100 KB of JSON: the server renders the
 * element around a slot (pageMessagesSlot) and the finished document gets the language's bytes,
 * encoded and compressed once, in their place, instead of React writing them, the document being
 * read back and compressed again on every page (ADR 040).
 */
export function PageMessages() {
  const { i18n } = useTranslation();
  const json = import.meta.env.SSR ? pageMessagesSlot : serializedMessages(i18n.messages);
  return (
    <script
      id={pageMessagesId}
      type="application/json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

/** A language's messages (one object for every page on the server), serialized once. */
const serializedBundles = new WeakMap<object, string>();
export function serializedMessages(bundle: object): string {
  let json = serializedBundles.get(bundle);
  if (json === undefined) {
    json = JSON.stringify(bundle).replace(/</g, "\\u003c");
    serializedBundles.set(bundle, json);
  }
  return json;
}

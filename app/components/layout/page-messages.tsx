import { useTranslation } from "~/i18n/use-translation";

export const pageMessagesId = "page-messages";

/**
 * The page language's messages, as JSON in the server-rendered document: the browser starts
 * i18next from them (entry.client.tsx) without another request before hydration, and they are
 * data, never parsed as script. `<` is escaped so no message can close the element.
 */
export function PageMessages() {
  const { i18n } = useTranslation();
  const json = serialized(i18n.getResourceBundle(i18n.language, "translation") ?? {});
  return (
    <script
      id={pageMessagesId}
      type="application/json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

/**
 * A language's messages are the same object for every page (the server's i18next instances are
 * shared): serialized once, not once per page rendered (about 100 KB of JSON per page).
 */
const serializedBundles = new WeakMap<object, string>();
function serialized(bundle: object): string {
  let json = serializedBundles.get(bundle);
  if (json === undefined) {
    json = JSON.stringify(bundle).replace(/</g, "\\u003c");
    serializedBundles.set(bundle, json);
  }
  return json;
}

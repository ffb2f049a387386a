import { useMemo } from "react";
import { useTranslation } from "react-i18next";

export const pageMessagesId = "page-messages";

/**
 * The page language's messages, as JSON in the server-rendered document: the browser starts
 * i18next from them (entry.client.tsx) without another request before hydration, and they are
 * data, never parsed as script. `<` is escaped so no message can close the element.
 */
export function PageMessages() {
  const { i18n } = useTranslation();
  const json = useMemo(
    () => JSON.stringify(i18n.getResourceBundle(i18n.language, "translation") ?? {}).replace(/</g, "\\u003c"),
    [i18n],
  );
  return (
    <script
      id={pageMessagesId}
      type="application/json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

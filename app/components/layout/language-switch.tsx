import { useTranslation } from "~/i18n/use-translation";
import { useLocation } from "react-router";
import { useLang } from "~/i18n/use-lang";

/**
 * Switches language on the same page. The server remembers the choice in a cookie for 365 days
 * and answers with the twin URL, so this works without JavaScript too.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const other = lang === "ar" ? "en" : "ar";
  const next = encodeURIComponent(location.pathname + location.search);
  return (
    <a
      href={`/language/${other}?next=${next}`}
      hrefLang={other}
      lang={other}
      data-testid="language-switch"
      title={t("language.switchLabel")}
      className="rounded-full px-3 py-1.5 text-sm font-semibold hover:bg-black/5 dark:hover:bg-white/10"
    >
      {t("language.switchTo")}
    </a>
  );
}

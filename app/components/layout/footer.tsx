import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { scrollToY } from "~/lib/scroll";
import { useLocalizedPath } from "~/i18n/use-lang";
import { LogoMark } from "./logo";

const footerLinks = [
  { path: "/auctions", key: "nav.auctions" },
  { path: "/about", key: "nav.about" },
  { path: "/faq", key: "nav.faq" },
  { path: "/forms", key: "nav.forms" },
  { path: "/contact", key: "nav.contact" },
  { path: "/termsAndConditions", key: "nav.terms" },
  { path: "/privacyPolicy", key: "nav.privacy" },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <footer className="surface-muted border-subtle mt-16 border-t">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold">
            <LogoMark className="size-7" />
            {t("meta.siteName")}
          </p>
          <p className="text-muted mt-3 text-sm">{t("footer.about")}</p>
        </div>
        <nav aria-label={t("a11y.footerNav")}>
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.path}>
                <Link to={to(link.path)} className="hover:text-primary hover:underline">
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="text-muted text-sm md:text-end">
          <p>{t("footer.regulated")}</p>
          <button
            type="button"
            onClick={() => void scrollToY(0)}
            className="border-subtle text-primary mt-4 rounded-lg border px-4 py-2 font-semibold"
          >
            {t("footer.backToTop")}
          </button>
        </div>
      </div>
      <p className="text-muted border-subtle border-t py-4 text-center text-xs">
        {t("footer.rights", { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}

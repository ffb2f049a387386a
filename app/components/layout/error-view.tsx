import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { useLocalizedPath } from "~/i18n/use-lang";

/**
 * The seed's error page: 404 shows "Page Not Found", anything else "Internal Server Error"; a 403
 * (a page of the committee's, for instance) says access is denied.
 */
export function ErrorView({ status = 500 }: { status?: number }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const notFound = status === 404;
  const forbidden = status === 403;
  const title = notFound ? t("notFound.title") : forbidden ? t("error.forbiddenTitle") : t("error.title");
  return (
    <section
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center"
      aria-labelledby="error-title"
    >
      <title>{`${title} | ${t("meta.siteName")}`}</title>
      <p className="text-7xl font-bold text-primary" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className="mt-4 text-3xl font-bold">
        {title}
      </h1>
      <p className="text-muted mt-3 text-lg">
        {notFound ? t("notFound.body") : forbidden ? t("error.forbiddenBody") : t("error.body")}
      </p>
      {notFound || forbidden ? null : (
        <p className="text-muted mt-1 text-sm">{t("error.status", { status })}</p>
      )}
      <Link
        to={to("/")}
        className="mt-8 rounded-lg bg-primary px-6 py-3 font-semibold shadow-sm hover:opacity-90"
      >
        {t("notFound.backHome")}
      </Link>
    </section>
  );
}

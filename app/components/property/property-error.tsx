import { useTranslation } from "~/i18n/use-translation";
import { useLocation } from "react-router";
import { useLocalizedPath } from "~/i18n/use-lang";
import { ButtonLink, buttonClass } from "~/components/ui/button";

/** The seed's messages for a property page: "Property not found", or "Error while loading". */
export function PropertyError({ notFound }: { notFound: boolean }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const location = useLocation();
  const title = notFound ? t("property.notFound") : t("property.loadError");
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" aria-labelledby="property-error-title">
      <title>{`${title} | ${t("meta.siteName")}`}</title>
      <h1 id="property-error-title" className="text-2xl font-bold">
        {title}
      </h1>
      <p className="text-muted mt-2">{notFound ? t("property.notFoundBody") : t("property.loadErrorBody")}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {notFound ? null : (
          // A full reload: the failure may have been the client's data request itself.
          <a href={location.pathname} className={buttonClass({ size: "md" })}>
            {t("property.retry")}
          </a>
        )}
        <ButtonLink to={to("/auctions")} variant="primary" size="md">
          {t("home.browse")}
        </ButtonLink>
      </div>
    </section>
  );
}

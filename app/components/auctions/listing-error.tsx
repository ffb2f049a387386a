import { useTranslation } from "~/i18n/use-translation";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { useLocalizedPath } from "~/i18n/use-lang";
import { ButtonLink } from "~/components/ui/button";

const fieldKeys: Record<string, string> = {
  status: "filters.status",
  city: "search.cityLabel",
  district: "filters.district",
  category: "filters.category",
  minPrice: "filters.price",
  maxPrice: "filters.price",
  minArea: "filters.area",
  maxArea: "filters.area",
  q: "filters.keywords",
  sort: "filters.sort",
  page: "filters.page",
};

/** Malformed filters in the URL get a clear answer (status 400) naming what to fix, and a way back. */
export function ListingError({ basePath }: { basePath: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const error = useRouteError();
  const fields =
    isRouteErrorResponse(error) && Array.isArray((error.data as { fields?: unknown })?.fields)
      ? [
          ...new Set(
            (error.data as { fields: string[] }).fields.map((f) => t(fieldKeys[f] ?? "filters.keywords")),
          ),
        ]
      : [];
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <title>{`${t("listing.invalidTitle")} | ${t("meta.siteName")}`}</title>
      <h1 className="text-2xl font-bold">{t("listing.invalidTitle")}</h1>
      <p className="text-muted mt-2">{t("listing.invalidBody")}</p>
      {fields.length ? (
        <p className="mt-2 font-semibold">
          {t("listing.invalidFields", { fields: fields.join(t("listing.listSeparator")) })}
        </p>
      ) : null}
      <ButtonLink to={to(basePath)} variant="primary" size="md" className="mt-6">
        {t("listing.clear")}
      </ButtonLink>
    </div>
  );
}

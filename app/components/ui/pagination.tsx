import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";

const pageLinkClass = "border-subtle rounded-lg border px-4 py-2 font-semibold";

/**
 * Previous and next links around "Page 2 of 9", all real links; nothing when there is one page.
 * `href` gives a page's address, `label` the words between the links, `className` the spacing.
 */
export function Pagination({
  page,
  pages,
  href,
  label,
  className,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  label: string;
  className: string;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={t("listing.pagination")}
      className={`${className} flex items-center justify-center gap-4`}
    >
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={pageLinkClass}>
          {t("listing.previous")}
        </Link>
      ) : null}
      <span className="text-muted">{label}</span>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" className={pageLinkClass}>
          {t("listing.next")}
        </Link>
      ) : null}
    </nav>
  );
}

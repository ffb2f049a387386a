import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { StatusBadge } from "~/components/auctions/status-badge";
import type { LiveStatusName } from "~/components/bidding/live-state";
import { useLocalizedPath } from "~/i18n/use-lang";

/** Home / Auctions / the asset number, the current page. */
export function PropertyBreadcrumb({ assetNumber }: { assetNumber: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <nav aria-label={t("property.breadcrumb")} className="text-muted text-sm">
      <ol className="flex flex-wrap gap-1">
        <li>
          <Link to={to("/")} className="hover:underline">
            {t("nav.home")}
          </Link>
          <span aria-hidden="true"> / </span>
        </li>
        <li>
          <Link to={to("/auctions")} className="hover:underline">
            {t("nav.auctions")}
          </Link>
          <span aria-hidden="true"> / </span>
        </li>
        <li aria-current="page" dir="ltr">
          {assetNumber}
        </li>
      </ol>
    </nav>
  );
}

/**
 * The property's status, asset number, title and place, its heart (favorites); while bidding is
 * open, a way to the panel.
 */
export function PropertyHeader({
  heart,
  status,
  assetNumber,
  title,
  place,
  open,
}: {
  /** The heart (favorites), a chunk of its own: see the property page. */
  heart: ReactNode;
  status: LiveStatusName;
  assetNumber: string;
  title: string;
  place: string;
  open: boolean;
}) {
  const { t } = useTranslation();
  return (
    <header className="mt-3 flex flex-wrap items-start gap-3">
      {/* The title takes the free space: the heart and the way to the panel sit at the end. */}
      <div className="me-auto">
        <div className="flex items-center gap-2">
          <StatusBadge status={status} />
          <span className="text-muted text-sm">
            {t("auction.assetNumber")}: <span dir="ltr">{assetNumber}</span>
          </span>
        </div>
        <h1 className="mt-2 text-2xl leading-snug font-bold md:text-3xl">{title}</h1>
        <p className="text-muted mt-1">{place}</p>
      </div>
      {heart}
      {open ? (
        // On a phone the panel is below the property's details: one tap away.
        <a
          href="#bidding"
          className="rounded-lg bg-primary px-4 py-2 font-semibold hover:opacity-90 lg:hidden"
        >
          {t("bidPanel.title")}
        </a>
      ) : null}
    </header>
  );
}

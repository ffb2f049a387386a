import { useTranslation } from "~/i18n/use-translation";
import type { ListingRequestStatus } from "~/modules/listings/listing-statuses";

const tone: Record<ListingRequestStatus, string> = {
  draft: "surface-muted",
  submitted: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  changes_requested: "bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-100",
  approved: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
  rejected: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
};

/** A listing request's state as a small label, in words (never by colour alone). */
export function ListingStatusBadge({ status }: { status: ListingRequestStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-block w-fit rounded-full px-2.5 py-0.5 text-sm font-semibold ${tone[status]}`}
      data-status={status}
    >
      {t(`listings.status.${status}`)}
    </span>
  );
}

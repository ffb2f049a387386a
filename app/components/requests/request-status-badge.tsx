import { useTranslation } from "~/i18n/use-translation";
import type { AuthorityRequestStatus } from "~/modules/requests/request-statuses";

const tone: Record<AuthorityRequestStatus, string> = {
  submitted: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  under_review: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  more_documents_needed: "bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-100",
  approved: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
  rejected: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
};

/** A power-of-attorney or foreign-owner request's state as a small label, in words (never by colour alone). */
export function RequestStatusBadge({ status }: { status: AuthorityRequestStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-block w-fit rounded-full px-2.5 py-0.5 text-sm font-semibold ${tone[status]}`}
      data-status={status}
    >
      {t(`requests.status.${status}`)}
    </span>
  );
}

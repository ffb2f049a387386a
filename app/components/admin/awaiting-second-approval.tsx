import { useTranslation } from "~/i18n/use-translation";
import { formatDateTime } from "~/i18n/format";
import { useLang } from "~/i18n/use-lang";

/**
 * Four eyes (ADR 027): a money decision that has its first approval and waits for a different
 * committee member, with when it was first approved; the member who gave it is told so.
 */
export function AwaitingSecondApproval({
  firstApprovedAt,
  mine,
  className = "",
}: {
  firstApprovedAt: string | Date;
  /** The viewer gave the first approval (so cannot give the second). */
  mine: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <p
      className={`rounded-lg border border-amber-300 bg-amber-50 p-3 font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100 ${className}`}
      data-testid="four-eyes"
    >
      <strong>{t("adminSettings.fourEyes.awaitingSecond")}</strong>
      {" · "}
      {t("adminSettings.fourEyes.firstApprovedAt", {
        date: formatDateTime(new Date(firstApprovedAt), lang),
      })}
      {mine ? (
        <>
          <br />
          {t("adminSettings.fourEyes.youApproved")}
        </>
      ) : null}
    </p>
  );
}

import { useTranslation } from "~/i18n/use-translation";
import { formatDateTime } from "~/i18n/format";
import { useLang } from "~/i18n/use-lang";

/** An account's identity document as the back office sees it (never shown to other users). */
export type IdStatusView = {
  type: "national_id" | "iqama" | "passport";
  number: string;
  verified: boolean;
} | null;

/**
 * The ID status line of the committee's pages (issue 14): none, given but not verified, or
 * verified — with by whom and when where the page knows it. The number is isolated (left to right).
 */
export function IdStatus({
  idDocument,
  verification,
}: {
  idDocument: IdStatusView;
  verification?: { at: string; by: { name: string } | null } | null;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!idDocument) return <span className="text-muted">{t("adminUsers.id.none")}</span>;
  return (
    <>
      {t(`adminUsers.id.types.${idDocument.type}`)} <bdi dir="ltr">{idDocument.number}</bdi>{" "}
      <span className="text-muted">
        (
        {idDocument.verified
          ? verification
            ? t("adminUsers.id.verifiedBy", {
                name: verification.by?.name ?? "—",
                at: formatDateTime(new Date(verification.at), lang),
              })
            : t("adminUsers.id.verified")
          : t("adminUsers.id.notVerified")}
        )
      </span>
    </>
  );
}

import { useTranslation } from "~/i18n/use-translation";
import { formatNumber } from "~/i18n/format";
import { useLang } from "~/i18n/use-lang";
import type { AuctionDetail } from "~/modules/auctions/get-auction-detail.server";

const KB = 1024;
const MB = 1024 * KB;

/** "application/pdf" → "PDF", "image/jpeg" → "JPEG". */
const fileType = (mimeType: string) => (mimeType.split("/")[1] ?? mimeType).toUpperCase();

/** The property's documents, each a download with its type and size. */
export function DocumentList({ documents }: { documents: AuctionDetail["documents"] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const ar = lang === "ar";
  const size = (bytes: number) =>
    bytes >= MB
      ? t("property.megabytes", { size: formatNumber(bytes / MB, lang, 1) })
      : t("property.kilobytes", { size: formatNumber(Math.max(1, Math.round(bytes / KB)), lang) });
  if (!documents.length) return <p className="text-muted mt-2">{t("property.noDocuments")}</p>;
  return (
    <ul className="mt-3 space-y-2" data-testid="documents">
      {documents.map((doc) => (
        <li key={doc.id}>
          <a
            href={`/media/documents/${doc.id}`}
            download
            type={doc.mimeType}
            className="border-subtle flex items-center justify-between gap-3 rounded-xl border px-4 py-3 text-sm hover:bg-[var(--surface-muted)]"
          >
            <span className="flex items-center gap-2 font-medium">
              <svg viewBox="0 0 24 24" className="size-5 shrink-0 text-primary" aria-hidden="true">
                <path
                  fill="currentColor"
                  d="M5 20h14v-2H5v2Zm7-3 5-5-1.4-1.4-2.6 2.6V4h-2v9.2l-2.6-2.6L7 12l5 5Z"
                />
              </svg>
              {ar ? doc.titleAr : doc.titleEn}
            </span>
            <span className="text-muted shrink-0 whitespace-nowrap">
              {t("property.fileInfo", { type: fileType(doc.mimeType), size: size(doc.sizeBytes) })}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

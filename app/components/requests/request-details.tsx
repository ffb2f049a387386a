import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { formatDate, formatDateTime } from "~/i18n/format";
import { useLang } from "~/i18n/use-lang";
import type { AuthorityRequestView } from "~/modules/requests/authority-requests.server";
import { RequestStatusBadge } from "./request-status-badge";

/** A stored "YYYY-MM-DD" day as a date (noon UTC is the same day in Riyadh). */
const day = (value: string) => new Date(`${value}T12:00:00Z`);

/** A request's fields as a description list; names, numbers and phones direction-isolated. */
export function RequestFields({
  request,
  countryNames,
}: {
  request: AuthorityRequestView;
  countryNames: Record<string, string>;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const power = request.kind === "power_of_attorney";
  const country = (code: string | null) => (code ? (countryNames[code] ?? code) : "");
  const rows: [string, ReactNode][] = [
    [
      t(power ? "requests.fields.principalName" : "requests.fields.ownerName"),
      <bdi key="n">{request.ownerName}</bdi>,
    ],
    [t("requests.fields.nationality"), country(request.nationality)],
    [t("requests.fields.country"), country(request.country)],
    [
      t("requests.fields.idNumber"),
      <span key="id">
        {request.idType ? `${t(`requests.idTypes.${request.idType}`)}: ` : ""}
        <bdi dir="ltr">{request.idNumber}</bdi>
      </span>,
    ],
  ];
  if (power) {
    rows.push(
      [t("requests.fields.agentName"), <bdi key="a">{request.agentName}</bdi>],
      [
        t("requests.fields.agentIdNumber"),
        <span key="aid">
          {request.agentIdType ? `${t(`requests.idTypes.${request.agentIdType}`)}: ` : ""}
          <bdi dir="ltr">{request.agentIdNumber}</bdi>
        </span>,
      ],
      [
        t("requests.fields.scopes"),
        request.scopes.map((s) => t(`requests.scopes.${s}`)).join(lang === "ar" ? "، " : ", "),
      ],
      [
        t("requests.fields.expiresOn"),
        request.expiresOn ? (
          <time key="e" dateTime={request.expiresOn}>
            {formatDate(day(request.expiresOn), lang)}
          </time>
        ) : (
          ""
        ),
      ],
    );
  }
  rows.push([
    t("requests.fields.mobile"),
    <bdi key="m" dir="ltr">
      {request.mobile}
    </bdi>,
  ]);
  if (request.originNumber)
    rows.push([
      t("requests.fields.originNumber"),
      <bdi key="o" dir="ltr">
        {request.originNumber}
      </bdi>,
    ]);
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted font-medium">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A request's documents, each a download link (only its requester and the committee may read them). */
export function RequestDocuments({ request }: { request: AuthorityRequestView }) {
  const { t } = useTranslation();
  if (request.documents.length === 0) return <p className="text-muted">{t("requests.admin.noDocuments")}</p>;
  return (
    <ul className="grid gap-2" data-testid="request-documents">
      {request.documents.map((doc) => (
        <li key={doc.id}>
          <a
            href={`/media/uploads/${doc.uploadId}`}
            download
            className="font-semibold text-primary underline"
          >
            {t(`requests.documents.${doc.kind}`)} · <bdi>{doc.name}</bdi>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A request's steps, oldest first, with the committee's notes in the reader's language. */
export function RequestTimeline({
  request,
  headingId,
}: {
  request: AuthorityRequestView;
  headingId: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section aria-labelledby={headingId}>
      <p id={headingId} className="font-semibold">
        {t("requests.timeline")}
      </p>
      <ol className="border-subtle mt-2 grid gap-3 border-s-2 ps-4" data-testid="request-timeline">
        {request.events.map((event, i) => {
          const note = lang === "en" ? event.noteEn || event.noteAr : event.noteAr || event.noteEn;
          return (
            <li key={`${event.status}-${event.at}-${i}`} className="grid gap-1" data-status={event.status}>
              <div className="flex flex-wrap items-center gap-2">
                <RequestStatusBadge status={event.status} />
                <time dateTime={event.at} className="text-muted text-sm">
                  {formatDateTime(new Date(event.at), lang)}
                </time>
              </div>
              {note ? (
                <p>
                  {t("requests.committeeNote")}: <bdi>{note}</bdi>
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

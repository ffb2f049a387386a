import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { StatusBadge } from "~/components/auctions/status-badge";
import { ListingStatusBadge } from "~/components/listings/listing-status-badge";
import { buttonClass } from "~/components/ui/button";
import { formatDate, formatHijriDate, formatMoney } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import type { TimelineItem, TimelineStep } from "~/modules/insights/get-owner-timeline.server";

/** A date in Gregorian, and on Arabic pages in Hijri (Umm al-Qura) beside it. */
export function TimelineDate({ date }: { date: Date }) {
  const lang = useLang();
  return (
    <time dateTime={date.toISOString()}>
      <span className="whitespace-nowrap">{formatDate(date, lang)}</span>
      {lang === "ar" ? <span className="whitespace-nowrap"> ({formatHijriDate(date, lang)})</span> : null}
    </time>
  );
}

const marker: Record<TimelineStep["state"], string> = {
  done: "bg-emerald-700 border-emerald-700",
  current: "bg-primary border-primary ring-4 ring-primary/30",
  upcoming: "border-current opacity-50",
};

/** One item (a request, or an auction) and its steps as an ordered list; the current one marked. */
export function TimelineCard({ item }: { item: TimelineItem }) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const title =
    (lang === "en" ? item.titleEn || item.titleAr : item.titleAr || item.titleEn) ||
    t("mazadStatus.untitled");
  const headingId = `${item.key}-title`;
  const linkable = item.auctionId !== null && item.auctionStatus !== null && item.auctionStatus !== "draft";
  return (
    // An article, not a region: an owner may list two properties of the same title, and regions
    // must be told apart by name.
    <article
      aria-labelledby={headingId}
      className="surface border-subtle rounded-2xl border p-4 sm:p-5"
      data-testid="timeline-item"
      data-key={item.key}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-muted text-sm">
            {item.requestId && !item.auctionId ? t("mazadStatus.request") : t("mazadStatus.auction")}
            {item.assetNumber ? (
              <>
                {" · "}
                <bdi dir="ltr" className="keep-whole">
                  {item.assetNumber}
                </bdi>
              </>
            ) : null}
          </p>
          <h2 id={headingId} className="text-xl font-bold break-words">
            <bdi>{title}</bdi>
          </h2>
          {item.listedBy !== null ? (
            <p className="text-sm font-medium" data-testid="listed-by">
              {t("listings.listedBy")} <bdi>{item.listedBy}</bdi>
            </p>
          ) : null}
        </div>
        {item.auctionStatus && item.auctionStatus !== "draft" ? (
          <StatusBadge status={item.auctionStatus} />
        ) : item.requestStatus ? (
          <ListingStatusBadge status={item.requestStatus} />
        ) : null}
      </div>
      <ol className="mt-4 grid gap-0" aria-label={t("mazadStatus.stepsOf", { title })}>
        {item.steps.map((step, index) => (
          <li
            key={`${step.step}-${index}`}
            aria-current={step.state === "current" ? "step" : undefined}
            data-step={step.step}
            data-state={step.state}
            className="relative flex gap-3 pb-4 last:pb-0"
          >
            {/* The line between the markers; drawn with logical properties, so it mirrors. */}
            {index < item.steps.length - 1 ? (
              <span
                aria-hidden="true"
                className="border-subtle absolute start-[7px] top-6 bottom-0 border-s-2"
              />
            ) : null}
            <span
              aria-hidden="true"
              className={`relative mt-1 size-4 shrink-0 rounded-full border-2 ${marker[step.state]}`}
            />
            <div className="min-w-0 flex-1">
              <p className={step.state === "upcoming" ? "text-muted" : "font-semibold"}>
                {t(`mazadStatus.step.${step.step}`)}
                {step.state === "current" ? (
                  <span className="bg-primary ms-2 inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap">
                    {t("mazadStatus.current")}
                  </span>
                ) : null}
                {step.state === "upcoming" ? (
                  <span className="sr-only"> ({t("mazadStatus.upcoming")})</span>
                ) : null}
              </p>
              {/* A scheduled step names its announcement, start and end below instead. */}
              {step.at && step.state !== "upcoming" && step.step !== "scheduled" ? (
                <p className="text-muted text-sm">
                  <TimelineDate date={step.at} />
                </p>
              ) : null}
              <StepDetails step={step} linkable={linkable} auctionId={item.auctionId} to={to} />
            </div>
          </li>
        ))}
      </ol>
    </article>
  );
}

function StepDetails({
  step,
  linkable,
  auctionId,
  to,
}: {
  step: TimelineStep;
  linkable: boolean;
  auctionId: number | null;
  to: (path: string) => string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const note = lang === "en" ? step.noteEn || step.noteAr : step.noteAr || step.noteEn;
  const noteLabel =
    step.step === "changes_requested"
      ? t("mazadStatus.whatToChange")
      : step.step === "rejected"
        ? t("mazadStatus.rejectedReason")
        : t("mazadStatus.cancelReason");
  return (
    <div className="grid gap-1 text-sm">
      {note ? (
        <p className="surface-muted mt-1 rounded-lg px-3 py-2">
          <span className="font-semibold">{noteLabel}</span> <bdi>{note}</bdi>
        </p>
      ) : null}
      {step.editRequestId ? (
        <p className="mt-1">
          <Link
            to={`${to("/whatadd")}?id=${step.editRequestId}`}
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            {step.step === "draft" ? t("mazadStatus.continueDraft") : t("mazadStatus.editRequest")}
          </Link>
        </p>
      ) : null}
      {step.step === "scheduled" && step.startsAt ? (
        <dl className="mt-1 grid gap-0.5">
          {step.announcedAt ? (
            <div className="flex flex-wrap gap-x-1">
              <dt className="text-muted">{t("mazadStatus.announcedOn")}</dt>
              <dd>
                <TimelineDate date={step.announcedAt} />
              </dd>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-x-1">
            <dt className="text-muted">{t("mazadStatus.startsOn")}</dt>
            <dd>
              <TimelineDate date={step.startsAt} />
            </dd>
          </div>
          {step.endsAt ? (
            <div className="flex flex-wrap gap-x-1">
              <dt className="text-muted">{t("mazadStatus.endsOn")}</dt>
              <dd>
                <TimelineDate date={step.endsAt} />
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {step.step === "finished" && step.outcome ? (
        <div className="mt-1 grid gap-0.5">
          <p className="font-semibold">{t(`mazadStatus.outcome.${step.outcome}`)}</p>
          {step.hammerPrice != null ? (
            <p>
              <span className="text-muted">{t("mazadStatus.hammerPrice")}</span>{" "}
              <bdi className="keep-whole">{formatMoney(step.hammerPrice, lang)}</bdi>
            </p>
          ) : null}
          {(step.settlements ?? []).map((s, i) => {
            const at =
              s.status === "paid" ? (s.paidAt ?? s.dueAt) : s.status === "defaulted" ? s.dueAt : s.dueAt;
            return (
              <p key={i} data-settlement={s.status}>
                {i > 0 ? <span className="text-muted">{t("mazadStatus.nextBidder")}: </span> : null}
                {t(`mazadStatus.settlement.${s.status}`, { date: formatDate(at, lang) })}
              </p>
            );
          })}
        </div>
      ) : null}
      {step.state === "current" && linkable && auctionId !== null && step.step !== "cancelled" ? (
        <p className="mt-1">
          <Link to={to(`/mazadat/${auctionId}`)} className="text-primary font-semibold underline">
            {t("mazadStatus.openAuction")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

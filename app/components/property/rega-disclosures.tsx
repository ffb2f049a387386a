import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDate, formatHijriDate } from "~/i18n/format";
import { useLang } from "~/i18n/use-lang";
import {
  disclosureQuestions,
  showsLiveVideo,
  type PropertyDisclosures,
} from "~/modules/auctions/disclosures";

type Props = {
  agentLicense: string;
  advertisementLicense: string | null;
  announcedAt: Date | null;
  disclosures: PropertyDisclosures | null;
  auction: { status: string; startsAt: Date; endsAt: Date; liveVideoUrl: string | null };
  /** The server's clock when the page was rendered: the link shows from an hour before the start. */
  renderedAt: string;
};

/**
 * What REGA asks an auction's advertisement to disclose (product.md §2.1, issue 15): the selling
 * agent's FAL licence, the advertisement licence, the announcement date, the disclosures (each
 * question with its answer and details) and, shortly before and during the session, its live video.
 */
export function RegaDisclosures(props: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const ar = lang === "ar";
  const { disclosures, auction } = props;
  const notGiven = <span className="text-muted">{t("rega.notGiven")}</span>;
  const video = auction.liveVideoUrl && showsLiveVideo(auction, new Date(props.renderedAt));
  const rows: [string, ReactNode][] = [
    [t("rega.falLicense"), <bdi dir="ltr">{props.agentLicense}</bdi>],
    [
      t("rega.advertisementLicense"),
      props.advertisementLicense ? <bdi dir="ltr">{props.advertisementLicense}</bdi> : notGiven,
    ],
    [
      t("rega.announcedAt"),
      props.announcedAt ? (
        <>
          <time dateTime={props.announcedAt.toISOString()}>{formatDate(props.announcedAt, lang)}</time>
          {ar ? (
            <span className="text-muted block text-xs" data-testid="hijri-date">
              {formatHijriDate(props.announcedAt, lang)}
            </span>
          ) : null}
        </>
      ) : (
        notGiven
      ),
    ],
    ...disclosureQuestions.map((q): [string, ReactNode] => {
      const answer = disclosures?.[q];
      if (!answer || answer.present === null) return [t(`rega.questions.${q}`), notGiven];
      const details = ar ? answer.ar : answer.en;
      return [
        t(`rega.questions.${q}`),
        <>
          <span className="font-semibold">{t(answer.present ? "rega.yes" : "rega.no")}</span>
          {answer.present && details ? <span className="block">{details}</span> : null}
        </>,
      ];
    }),
    [
      t("rega.survey"),
      disclosures && (ar ? disclosures.survey.ar : disclosures.survey.en) ? (
        <span>{ar ? disclosures.survey.ar : disclosures.survey.en}</span>
      ) : (
        notGiven
      ),
    ],
  ];
  return (
    <section
      aria-labelledby="rega-title"
      className="border-subtle rounded-2xl border p-5"
      data-testid="rega-panel"
    >
      <h2 id="rega-title" className="text-xl font-bold">
        {t("rega.title")}
      </h2>
      <p className="text-muted mt-1 text-sm">{t("rega.intro")}</p>
      <dl className="mt-3 divide-y divide-[var(--border)]">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 py-2 sm:grid-cols-[14rem_minmax(0,1fr)]">
            <dt className="text-muted text-sm">{label}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {video ? (
        <p className="mt-3">
          <a
            href={auction.liveVideoUrl!}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-primary underline"
            data-testid="live-video-link"
          >
            {t(auction.status === "current" ? "rega.watchLive" : "rega.watchSoon")}
          </a>
        </p>
      ) : null}
    </section>
  );
}

import type { Lang } from "~/i18n/config";
import { formatDate, formatHijriDate } from "~/i18n/format";
import { translate } from "~/i18n/instances.server";
import {
  disclosureQuestions,
  showsLiveVideo,
  type PropertyDisclosures,
} from "~/modules/auctions/disclosures";

/** One line of the REGA panel, ready to show: the server words it, the page only lays it out. */
export type RegaRow = {
  label: string;
  value: string;
};

export type RegaPanel = {
  title: string;
  rows: RegaRow[];
  video: { url: string; label: string } | null;
};

/**
 * The REGA disclosure panel of a property page (product.md §2.1, issue 15), worded on the server
 * in the page's language, so the page's script carries no disclosure logic (its weight budget,
 * ADR 011): the agent's FAL licence, the advertisement licence, the announcement date (with the
 * Hijri date on Arabic pages), each disclosure question with its answer, the survey, and the
 * session's live video link from an hour before the start until the end.
 */
export function regaPanel(options: {
  lang: Lang;
  now: Date;
  agentLicense: string;
  advertisementLicense: string | null;
  disclosures: PropertyDisclosures | null;
  auction: {
    status: string;
    startsAt: Date;
    endsAt: Date;
    announcedAt: Date | null;
    liveVideoUrl: string | null;
  };
}): RegaPanel {
  const { lang, disclosures, auction } = options;
  const t = (key: string) => translate(lang, key);
  const notGiven = t("rega.notGiven");
  const rows: RegaRow[] = [
    { label: t("rega.falLicense"), value: options.agentLicense },
    options.advertisementLicense
      ? { label: t("rega.advertisementLicense"), value: options.advertisementLicense }
      : { label: t("rega.advertisementLicense"), value: notGiven },
    auction.announcedAt
      ? {
          label: t("rega.announcedAt"),
          // With the Hijri date on Arabic pages, as the other dates are.
          value:
            lang === "ar"
              ? `${formatDate(auction.announcedAt, lang)} (${formatHijriDate(auction.announcedAt, lang)})`
              : formatDate(auction.announcedAt, lang),
        }
      : { label: t("rega.announcedAt"), value: notGiven },
  ];
  for (const q of disclosureQuestions) {
    const answer = disclosures?.[q];
    const label = t(`rega.questions.${q}`);
    if (!answer || answer.present === null) rows.push({ label, value: notGiven });
    else {
      const details = lang === "ar" ? answer.ar : answer.en;
      const said = t(answer.present ? "rega.yes" : "rega.no");
      rows.push({ label, value: answer.present && details ? `${said}: ${details}` : said });
    }
  }
  const survey = disclosures ? (lang === "ar" ? disclosures.survey.ar : disclosures.survey.en) : "";
  rows.push({ label: t("rega.survey"), value: survey || notGiven });
  const video =
    auction.liveVideoUrl && showsLiveVideo(auction, options.now)
      ? {
          url: auction.liveVideoUrl,
          label: t(auction.status === "current" ? "rega.watchLive" : "rega.watchSoon"),
        }
      : null;
  return { title: t("rega.title"), rows, video };
}

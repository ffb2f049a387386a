/*
 * The REGA disclosures of a property (issue 15, product.md §2.1): what a Saudi buyer must know
 * before bidding. Four yes/no questions whose "yes" carries its details in both languages
 * (encumbrances on the deed, a mortgage, a dispute, a known defect), and the survey data
 * (الرفع المساحي) in both languages. Stored as one JSON value on the property; null until filled.
 * No database or Node code here: the forms, the API, the public page and the seed share it.
 */

export const disclosureQuestions = ["encumbrances", "mortgages", "disputes", "defects"] as const;
export type DisclosureQuestion = (typeof disclosureQuestions)[number];

/** `present` is null while the question is unanswered (a draft). */
export type DisclosureAnswer = { present: boolean | null; ar: string; en: string };
export type PropertyDisclosures = Record<DisclosureQuestion, DisclosureAnswer> & {
  survey: { ar: string; en: string };
};

/** The form's (and the API's) flat field of a question: "disclosureMortgages", "…MortgagesAr". */
export function disclosureField(question: DisclosureQuestion, suffix: "" | "Ar" | "En" = ""): string {
  return `disclosure${question[0]!.toUpperCase()}${question.slice(1)}${suffix}`;
}

/** A live video link is an https address of at most 500 characters. */
export function isLiveVideoUrl(value: string): boolean {
  if (value.length > 500 || !value.startsWith("https://")) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The link is shown from an hour before the start until the end. */
export const LIVE_VIDEO_LEAD_MS = 3600_000;

export function showsLiveVideo(
  auction: { status: string; startsAt: Date | string; endsAt: Date | string },
  now: Date,
): boolean {
  if (auction.status === "current") return true;
  if (auction.status !== "upcoming") return false;
  return new Date(auction.startsAt).getTime() - now.getTime() <= LIVE_VIDEO_LEAD_MS;
}

type Capitalized = { [Q in DisclosureQuestion]: Capitalize<Q> }[DisclosureQuestion];

/** The disclosures as flat fields (the forms', the API's and the audit log's shape). */
export type DisclosureFields = { [K in `disclosure${Capitalized}`]: boolean | null } & {
  [K in `disclosure${Capitalized}${"Ar" | "En"}`]: string | null;
} & { disclosureSurveyAr: string | null; disclosureSurveyEn: string | null };

/** Every flat field name, in the form's order. */
export const disclosureFieldNames = [
  ...disclosureQuestions.flatMap((q) => [
    disclosureField(q),
    disclosureField(q, "Ar"),
    disclosureField(q, "En"),
  ]),
  "disclosureSurveyAr",
  "disclosureSurveyEn",
] as (keyof DisclosureFields)[];

/** The stored value of the flat fields; null when every one is blank. */
export function disclosuresFromFields(fields: DisclosureFields): PropertyDisclosures | null {
  const f = fields as unknown as Record<string, boolean | string | null>;
  if (disclosureFieldNames.every((name) => f[name] === null || f[name] === "")) return null;
  const text = (name: string) => (typeof f[name] === "string" ? (f[name] as string) : "");
  const answers = Object.fromEntries(
    disclosureQuestions.map((q) => {
      const present = f[disclosureField(q)];
      return [
        q,
        {
          present: typeof present === "boolean" ? present : null,
          ar: text(disclosureField(q, "Ar")),
          en: text(disclosureField(q, "En")),
        },
      ];
    }),
  ) as Record<DisclosureQuestion, DisclosureAnswer>;
  return { ...answers, survey: { ar: text("disclosureSurveyAr"), en: text("disclosureSurveyEn") } };
}

/** The flat fields of a stored value (all null when there is none). */
export function fieldsFromDisclosures(stored: PropertyDisclosures | null): DisclosureFields {
  const orNull = (s: string | undefined) => (s ? s : null);
  const entries: [string, boolean | string | null][] = disclosureQuestions.flatMap((q) => [
    [disclosureField(q), stored?.[q]?.present ?? null],
    [disclosureField(q, "Ar"), orNull(stored?.[q]?.ar)],
    [disclosureField(q, "En"), orNull(stored?.[q]?.en)],
  ]);
  entries.push(["disclosureSurveyAr", orNull(stored?.survey.ar)]);
  entries.push(["disclosureSurveyEn", orNull(stored?.survey.en)]);
  return Object.fromEntries(entries) as unknown as DisclosureFields;
}

/**
 * What publishing still needs of the disclosures: each question answered, the details of every
 * "yes" and the survey data in both languages. Answers the missing flat field names.
 */
export function missingDisclosures(stored: PropertyDisclosures | null): string[] {
  const missing: string[] = [];
  for (const q of disclosureQuestions) {
    const answer = stored?.[q];
    if (answer?.present !== true && answer?.present !== false) missing.push(disclosureField(q));
    else if (answer.present && !(answer.ar.trim() && answer.en.trim()))
      missing.push(disclosureField(q, "Ar"));
  }
  if (!stored?.survey.ar.trim() || !stored.survey.en.trim()) missing.push("disclosureSurveyAr");
  return missing;
}

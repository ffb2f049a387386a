/*
 * Long-form content pages (about, terms, privacy, FAQ). Each page exists in Arabic and English with
 * the same section ids in both, so an anchor such as `#deposit` works in either language.
 * The Arabic text is the authoritative version.
 */

export type ContentDefinition = { term: string; description: string };

export type ContentSection = {
  /** ASCII kebab-case, unique within the page, identical in both languages (used as the anchor). */
  id: string;
  heading: string;
  paragraphs: string[];
  /** A list shown after the paragraphs. */
  items?: string[];
  /** Shows `items` as a numbered list (steps that happen in order). */
  ordered?: boolean;
  /** Terms and their meanings, shown as a definition list after the paragraphs. */
  definitions?: ContentDefinition[];
  /** A closing paragraph shown after the list. */
  note?: string;
};

export type ContentPage = {
  title: string;
  /** For `<meta name="description">`: one or two sentences. */
  description: string;
  intro: string;
  /** ISO date (YYYY-MM-DD) of the last change to the text. */
  updated: string;
  sections: ContentSection[];
};

export type FaqItem = { question: string; answer: string };

export type FaqGroup = {
  /** ASCII kebab-case, unique within the page, identical in both languages. */
  id: string;
  heading: string;
  items: FaqItem[];
};

export type FaqPage = {
  title: string;
  description: string;
  intro: string;
  groups: FaqGroup[];
};

export type ContentLang = "ar" | "en";

import { toLatinDigits } from "~/i18n/format";

/*
 * Search text normalisation, so that people find what they mean however they spell it:
 * - hamza forms of alef (أ إ آ ٱ) → ا; hamza on waw/yaa (ؤ ئ) → و ي; lone hamza (ء) dropped;
 * - taa marbuta → haa (ة → ه); alef maqsura → yaa (ى → ي);
 * - diacritics (tashkeel, superscript alef) and tatweel removed;
 * - Arabic-Indic and Persian digits → ASCII; Persian kaf/yeh → Arabic; Latin lower-cased and
 *   stripped of accents; punctuation to spaces; runs of spaces collapsed.
 * The database stores the same normalisation of each property's searchable text.
 */
const DIACRITICS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;

export function normalizeSearchText(input: string): string {
  return toLatinDigits(input)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f\u02b0-\u02ff]/g, "")
    .normalize("NFC")
    .replace(DIACRITICS, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ؤ/g, "و")
    .replace(/ئ/g, "ي")
    .replace(/ء/g, "")
    .replace(/ة/g, "ه")
    .replace(/ى/g, "ي")
    .replace(/ک/g, "ك")
    .replace(/ی/g, "ي")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

import type { Lang } from "./config";

/*
 * Display formats. Arabic pages use Latin digits (as Saudi government and banking sites do) so
 * asset numbers, prices and dates read the same in both languages; input accepts both digit sets.
 */
const locales: Record<Lang, string> = { ar: "ar-SA-u-nu-latn", en: "en-SA" };
export const timeZone = "Asia/Riyadh";

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function numberFormat(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${lang}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.NumberFormat | undefined;
  if (!f) cache.set(key, (f = new Intl.NumberFormat(locales[lang], options)));
  return f;
}
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat(locale, { timeZone, ...options })));
  return f;
}

export function formatNumber(value: number, lang: Lang, maximumFractionDigits = 2): string {
  return numberFormat(lang, { maximumFractionDigits }).format(value);
}

/** Halalas to riyals for display: "1,250,000 ر.س" / "SAR 1,250,000". Never used for arithmetic. */
export function formatMoney(halalas: number, lang: Lang): string {
  const whole = halalas % 100 === 0;
  const amount = numberFormat(lang, {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(halalas / 100);
  return lang === "ar" ? `${amount} ر.س` : `SAR ${amount}`;
}

export function formatArea(m2: number, lang: Lang): string {
  return `${formatNumber(m2, lang)} ${lang === "ar" ? "م²" : "m²"}`;
}

/** A Gregorian date without the time: "23 November 2026" / «23 نوفمبر 2026». */
export function formatDate(date: Date, lang: Lang): string {
  return dateFormat(locales[lang], { dateStyle: "long" }).format(date);
}

export function formatDateTime(date: Date, lang: Lang): string {
  return dateFormat(locales[lang], { dateStyle: "medium", timeStyle: "short" }).format(date);
}

/** Umm al-Qura (Hijri) date, as shown beside the Gregorian one on Arabic pages. */
export function formatHijriDate(date: Date, lang: Lang): string {
  const locale = lang === "ar" ? "ar-SA-u-ca-islamic-umalqura-nu-latn" : "en-SA-u-ca-islamic-umalqura";
  return dateFormat(locale, { day: "numeric", month: "long", year: "numeric" }).format(date);
}

/** The Umm al-Qura date in figures, for narrow places (a table cell): «16/6/1448 هـ». */
export function formatHijriCompact(date: Date, lang: Lang): string {
  const locale = lang === "ar" ? "ar-SA-u-ca-islamic-umalqura-nu-latn" : "en-SA-u-ca-islamic-umalqura";
  return dateFormat(locale, { day: "numeric", month: "numeric", year: "numeric" }).format(date);
}

/**
 * A formatted date inside a sentence, with the Umm al-Qura date after it on Arabic pages:
 * «الخميس 3 ديسمبر 2026 (12 جمادى الآخرة 1448 هـ)». English pages keep the Gregorian date alone.
 */
export function withHijri(formatted: string, date: Date, lang: Lang): string {
  return lang === "ar" ? `${formatted} (${formatHijriDate(date, lang)})` : formatted;
}

/**
 * A date and time inside a notification, SMS or e-mail: on Arabic texts the Umm al-Qura date in
 * figures after it, «03/12/2026، 9:00 م (23/6/1448 هـ)» (compact: an Arabic SMS segment holds 70
 * characters); English texts keep the Gregorian date alone, as the English pages do.
 */
export function formatDateTimeWithHijri(date: Date, lang: Lang): string {
  const formatted = formatDateTime(date, lang);
  return lang === "ar" ? `${formatted} (${formatHijriCompact(date, lang)})` : formatted;
}

/** Normalises Arabic-Indic (٠-٩) and Persian (۰-۹) digits and separators to ASCII. */
export function toLatinDigits(input: string): string {
  return input
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, ".")
    .replace(/[\u066c\u060c]/g, ",");
}

/** A short figure for a chart's axis: "1.2M" / «1.2 مليون». */
export function formatCompact(value: number, lang: Lang): string {
  return numberFormat(lang, { notation: "compact", maximumFractionDigits: 2 }).format(value);
}

/** A calendar day ("2026-11-26") as "26 Nov" / «26 نوفمبر». */
export function formatShortDay(day: string, lang: Lang): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locales[lang], { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

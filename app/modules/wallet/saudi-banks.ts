import type { Lang } from "~/i18n/config";
import { ibanBankCode } from "./iban";

/*
 * The banks behind Saudi IBANs, by the two-digit code SAMA allocated to each (the check-clearing
 * code in IBAN positions 5–6). Banks that merged keep their codes on existing accounts: such an
 * IBAN is named after the bank that holds it now.
 */

export type SaudiBank = { code: string; ar: string; en: string };

export const saudiBanks: readonly SaudiBank[] = [
  { code: "05", ar: "مصرف الإنماء", en: "Alinma Bank" },
  { code: "10", ar: "البنك الأهلي السعودي", en: "Saudi National Bank (SNB)" },
  { code: "15", ar: "بنك البلاد", en: "Bank Albilad" },
  { code: "20", ar: "بنك الرياض", en: "Riyad Bank" },
  { code: "30", ar: "البنك العربي الوطني", en: "Arab National Bank" },
  { code: "40", ar: "البنك الأهلي السعودي (سامبا سابقًا)", en: "Saudi National Bank (formerly Samba)" },
  { code: "45", ar: "البنك السعودي الأول", en: "Saudi Awwal Bank (SAB)" },
  { code: "50", ar: "البنك السعودي الأول (الأول سابقًا)", en: "Saudi Awwal Bank (formerly Alawwal)" },
  { code: "55", ar: "البنك السعودي الفرنسي", en: "Banque Saudi Fransi" },
  { code: "60", ar: "بنك الجزيرة", en: "Bank AlJazira" },
  { code: "65", ar: "البنك السعودي للاستثمار", en: "Saudi Investment Bank" },
  { code: "71", ar: "بنك البحرين الوطني", en: "National Bank of Bahrain" },
  { code: "75", ar: "بنك الكويت الوطني", en: "National Bank of Kuwait" },
  { code: "76", ar: "بنك مسقط", en: "Bank Muscat" },
  { code: "80", ar: "مصرف الراجحي", en: "Al Rajhi Bank" },
  { code: "81", ar: "دويتشه بنك", en: "Deutsche Bank" },
  { code: "82", ar: "بنك باكستان الوطني", en: "National Bank of Pakistan" },
  { code: "84", ar: "بنك زراعات التركي", en: "T.C. Ziraat Bankası" },
  { code: "85", ar: "بي إن بي باريبا", en: "BNP Paribas" },
  { code: "86", ar: "جي بي مورغان تشيس", en: "JPMorgan Chase" },
  { code: "90", ar: "بنك الخليج الدولي", en: "Gulf International Bank" },
  { code: "95", ar: "بنك الإمارات دبي الوطني", en: "Emirates NBD" },
];

const byCode = new Map(saudiBanks.map((bank) => [bank.code, bank]));

/** The bank of a (normalised, valid) Saudi IBAN, or null when its code is not in the table. */
export function bankOfIban(iban: string): SaudiBank | null {
  return byCode.get(ibanBankCode(iban)) ?? null;
}

/** The bank's name in `lang`, or null when the IBAN's code is not in the table. */
export function bankNameOf(iban: string, lang: Lang): string | null {
  return bankOfIban(iban)?.[lang] ?? null;
}

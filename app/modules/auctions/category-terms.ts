import type { PropertyCategory } from "./auction-filter-params";
import { normalizeSearchText } from "~/modules/search/normalize-search-text";

/*
 * The words people search a property type by, in Arabic and English: singulars, sound and broken
 * plurals, and the common spellings of each («فلل» and «فيلات» for villas, «أراضٍ»/«أراضي»/«اراضي»
 * for land, «عمائر» for buildings). A search word that is one of them also finds every property of
 * that category, whatever its title says (ADR 007). Stored normalised, as the search text is.
 */
const TERMS: Record<PropertyCategory, string[]> = {
  apartment: ["شقة", "شقق", "شقه", "apartment", "apartments", "flat", "flats"],
  villa: ["فيلا", "فيلة", "فلة", "فلل", "فيلات", "فلات", "villa", "villas"],
  house: ["بيت", "بيوت", "منزل", "منازل", "مسكن", "مساكن", "house", "houses", "home", "homes"],
  land: ["أرض", "أراض", "أراضٍ", "أراضي", "قطعة", "land", "lands", "plot", "plots"],
  building: ["عمارة", "عمائر", "عمارات", "مبنى", "مباني", "بناية", "بنايات", "building", "buildings"],
  commercial: ["محل", "محلات", "معرض", "معارض", "shop", "shops", "store", "stores", "showroom", "showrooms"],
  farm: ["مزرعة", "مزارع", "farm", "farms"],
};

const byTerm = new Map<string, PropertyCategory>();
for (const [category, words] of Object.entries(TERMS) as [PropertyCategory, string[]][]) {
  for (const word of words) byTerm.set(normalizeSearchText(word), category);
}

/**
 * The category a normalised search word names, or null: «فلل», «الفلل», "villas" → villa. The
 * Arabic article (ال, and وال/بال/فال/لل) is looked through, so «الشقق» finds apartments.
 */
export function categoryOfTerm(word: string): PropertyCategory | null {
  const found = byTerm.get(word);
  if (found) return found;
  const bare = word.replace(/^(?:ال|وال|بال|فال|كال|لل)/, "");
  return bare !== word && bare.length >= 2 ? (byTerm.get(bare) ?? null) : null;
}

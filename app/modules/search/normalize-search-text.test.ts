import { describe, expect, it } from "vitest";
import { normalizeSearchText } from "./normalize-search-text";

describe("normalizeSearchText", () => {
  it.each([
    ["أبحر", "ابحر"],
    ["إسكان", "اسكان"],
    ["آل", "ال"],
    ["المدينة المنورة", "المدينه المنوره"],
    ["مكة", "مكه"],
    ["الأحساء", "الاحسا"],
    ["مستشفى", "مستشفي"],
    ["جِدَّة", "جده"],
    ["الريـــاض", "الرياض"],
    ["مؤسسة", "موسسه"],
    ["الطائف", "الطايف"],
    ["MZ-104523", "mz 104523"],
    ["١٠٤٥٢٣", "104523"],
    ["Ḥaʼil", "hail"],
    ["  Al   Malqa, Riyadh ", "al malqa riyadh"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  it("makes spelling variants equal", () => {
    expect(normalizeSearchText("حي الروضة")).toBe(normalizeSearchText("حى الروضه"));
    expect(normalizeSearchText("أبها")).toBe(normalizeSearchText("ابها"));
  });
});

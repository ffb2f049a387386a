import { describe, expect, it } from "vitest";
import { categoryOfTerm } from "./category-terms";
import { normalizeSearchText } from "~/modules/search/normalize-search-text";

const of = (typed: string) => categoryOfTerm(normalizeSearchText(typed));

describe("categoryOfTerm", () => {
  it.each([
    ["فيلا", "villa"],
    ["فلل", "villa"],
    ["الفلل", "villa"],
    ["فيلات", "villa"],
    ["شقة", "apartment"],
    ["شقق", "apartment"],
    ["الشقق", "apartment"],
    ["أرض", "land"],
    ["أراضي", "land"],
    ["اراضي", "land"],
    ["أراضٍ", "land"],
    ["الأراضي", "land"],
    ["عمارة", "building"],
    ["عمائر", "building"],
    ["عمارات", "building"],
    ["بيوت", "house"],
    ["منازل", "house"],
    ["محلات", "commercial"],
    ["معارض", "commercial"],
    ["مزارع", "farm"],
    ["Villas", "villa"],
    ["apartments", "apartment"],
    ["plots", "land"],
  ])("%s → %s", (typed, category) => {
    expect(of(typed)).toBe(category);
  });

  it("names no category for other words, or for a bare article", () => {
    for (const typed of ["الرياض", "حي", "ال", "لل", "أرضي", "تجاري", "villager"])
      expect(of(typed), typed).toBeNull();
  });
});

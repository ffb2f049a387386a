import { describe, expect, it } from "vitest";
import { filtersToSearchParams, parseAssetNumber } from "./auction-filter-params";
import { AuctionFiltersSchema, toAuctionQuery } from "./auction-filters";

describe("asset numbers typed in the search box", () => {
  it.each([
    ["MZ-104523", "MZ-104523"],
    ["mz 104523", "MZ-104523"],
    ["mz104523", "MZ-104523"],
    ["104523", "MZ-104523"],
    ["١٠٤٥٢٣", "MZ-104523"],
    [" MZ_104.523 ", "MZ-104523"],
  ])("%s is %s", (typed, canonical) => {
    expect(parseAssetNumber(typed)).toBe(canonical);
  });

  it.each(["Riyadh", "12345", "1045234", "MX-104523", "", "مكة"])("%s is not an asset number", (typed) => {
    expect(parseAssetNumber(typed)).toBeNull();
  });
});

describe("listing filters", () => {
  it("round-trips through a short query string without defaults", () => {
    const filters = AuctionFiltersSchema.parse({
      status: "upcoming",
      city: "riyadh",
      category: "villa",
      minPrice: "٢٥٠٬٠٠٠",
      sort: "price_desc",
      page: "3",
      utm_source: "newsletter",
    });
    const qs = filtersToSearchParams(filters).toString();
    expect(qs).toBe("status=upcoming&city=riyadh&category=villa&minPrice=250000&sort=price_desc&page=3");
    expect(AuctionFiltersSchema.parse(Object.fromEntries(new URLSearchParams(qs)))).toEqual(filters);
    expect(filtersToSearchParams(AuctionFiltersSchema.parse({})).toString()).toBe("");
  });

  it("turns riyals into halalas for the query", () => {
    const query = toAuctionQuery(AuctionFiltersSchema.parse({ minPrice: "1500000", maxPrice: "2000000" }));
    expect(query).toMatchObject({ minPriceHalalas: 150_000_000, maxPriceHalalas: 200_000_000 });
    expect(query).not.toHaveProperty("minPrice");
  });
});

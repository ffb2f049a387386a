import type {
  auctions,
  bids,
  Boundaries,
  BoundarySide,
  properties,
  propertyDocuments,
  propertyPhotos,
} from "~/db/schema";
import { artKey, artView, artViewLabel, designNumberFor, type ArtStyle } from "./property-art";
import type { SeedAgent } from "./data/agents";
import type { SeedCity, SeedDistrict } from "./data/cities";
import { DEFAULT_INCREMENT_LADDER, ladderIncrement } from "~/modules/bidding/increments";

type Category = (typeof properties.$inferInsert)["category"];
type Use = (typeof properties.$inferInsert)["use"];
export type DemoStatus = "upcoming" | "current" | "finished" | "cancelled";

export type DemoProperty = Omit<typeof properties.$inferInsert, "districtId" | "sellingAgentId">;
export type DemoPhoto = Omit<typeof propertyPhotos.$inferInsert, "propertyId">;
export type DemoDocument = Omit<typeof propertyDocuments.$inferInsert, "propertyId">;
export type DemoAuction = Omit<typeof auctions.$inferInsert, "propertyId"> & { status: DemoStatus };
export type DemoBid = Omit<typeof bids.$inferInsert, "auctionId">;

/** One property with everything that hangs off it; ids are resolved by the seed on insert. */
export type DemoListing = {
  cityId: string;
  districtNameAr: string;
  agentLicenseNumber: string;
  property: DemoProperty;
  photos: DemoPhoto[];
  documents: DemoDocument[];
  auction: DemoAuction;
  /** The auction's bid history, oldest first; `bidCount` bids ending at `currentPrice`. */
  bids: DemoBid[];
};

const SAR = 100;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const ANNOUNCE_DAYS = 5;
export const COMMISSION_RATE_BP = 250;
const DEPOSIT_RATE_BP = 500;

/** The price-band ladder the demo auctions without their own increment follow (a setting). */
export const BID_INCREMENT_LADDER = DEFAULT_INCREMENT_LADDER;
export { ladderIncrement };

// --- deterministic randomness -----------------------------------------------------------------

type Rng = () => number;

function seededRandom(seed: string): Rng {
  let state = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) state = Math.imul(state ^ seed.charCodeAt(i), 0x01000193);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Range = readonly [number, number];
const between = (rnd: Rng, [min, max]: Range) => min + rnd() * (max - min);
const whole = (rnd: Rng, min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
const pick = <T>(rnd: Rng, items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;
const chance = (rnd: Rng, probability: number) => rnd() < probability;

function weighted<T>(rnd: Rng, items: readonly (readonly [T, number])[]): T {
  let roll = rnd() * items.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [item, weight] of items) {
    roll -= weight;
    if (roll < 0) return item;
  }
  return items[items.length - 1]![0];
}

function shuffle<T>(rnd: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const formatNumber = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 2 });

// --- what each category looks like ------------------------------------------------------------

type CategorySpec = {
  count: number;
  uses: readonly (readonly [Use, number])[];
  areaM2: (use: Use) => Range;
  sarPerM2: (use: Use) => Range;
  /** frontage² / area: below 1 the plot is deeper than it is wide. */
  aspect: Range;
  built: boolean;
};

const SPECS: Record<Category, CategorySpec> = {
  apartment: {
    count: 13,
    uses: [["residential", 1]],
    areaM2: () => [110, 260],
    sarPerM2: () => [4200, 6800],
    aspect: [0.5, 1],
    built: true,
  },
  villa: {
    count: 16,
    uses: [["residential", 1]],
    areaM2: () => [300, 750],
    sarPerM2: () => [5200, 8200],
    aspect: [0.45, 0.9],
    built: true,
  },
  house: {
    count: 8,
    uses: [["residential", 1]],
    areaM2: () => [200, 480],
    sarPerM2: () => [2600, 4200],
    aspect: [0.5, 1],
    built: true,
  },
  land: {
    count: 19,
    uses: [
      ["residential", 10],
      ["commercial", 4],
      ["residential_commercial", 3],
      ["industrial", 2],
    ],
    areaM2: (use) =>
      use === "industrial" ? [2000, 10000] : use === "residential" ? [400, 900] : [800, 3000],
    sarPerM2: (use) =>
      use === "industrial" ? [600, 1400] : use === "residential" ? [2500, 5500] : [4000, 9000],
    aspect: [0.5, 1.2],
    built: false,
  },
  building: {
    count: 10,
    uses: [
      ["residential", 4],
      ["residential_commercial", 4],
      ["commercial", 2],
    ],
    areaM2: () => [600, 1100],
    sarPerM2: () => [6500, 10500],
    aspect: [0.6, 1.2],
    built: true,
  },
  commercial: {
    count: 10,
    uses: [["commercial", 1]],
    areaM2: () => [400, 2400],
    sarPerM2: () => [5500, 11000],
    aspect: [0.8, 1.8],
    built: true,
  },
  farm: {
    count: 8,
    uses: [["agricultural", 1]],
    areaM2: () => [15000, 80000],
    sarPerM2: () => [40, 110],
    aspect: [0.5, 2],
    built: false,
  },
};

const CITY_WEIGHT: Record<string, number> = {
  riyadh: 2.2,
  jeddah: 1.7,
  makkah: 1.2,
  madinah: 1.1,
  khobar: 1.2,
  dammam: 1.2,
};

type Slot = { category: Category; use: Use; city: SeedCity; district: SeedDistrict };

function districtFits(district: SeedDistrict, category: Category, use: Use): boolean {
  if (category === "farm") return district.kind === "rural";
  if (use === "industrial") return district.kind === "industrial";
  return district.kind === undefined;
}

/** Spreads every category over the cities that suit it, busier cities getting more listings. */
function planSlots(rnd: Rng, cities: SeedCity[]): Slot[] {
  const perCity = new Map<string, number>();
  const perDistrict = new Map<SeedDistrict, number>();
  const slots: Slot[] = [];
  for (const [category, spec] of Object.entries(SPECS) as [Category, CategorySpec][]) {
    for (let i = 0; i < spec.count; i++) {
      const use = weighted(rnd, spec.uses);
      const candidates = cities.filter((c) => c.districts.some((d) => districtFits(d, category, use)));
      const load = (c: SeedCity) => ((perCity.get(c.id) ?? 0) + rnd() * 0.5) / (CITY_WEIGHT[c.id] ?? 1);
      const city = candidates.reduce((best, c) => (load(c) < load(best) ? c : best));
      const districts = city.districts.filter((d) => districtFits(d, category, use));
      const district = districts.reduce((best, d) =>
        (perDistrict.get(d) ?? 0) < (perDistrict.get(best) ?? 0) ? d : best,
      );
      perCity.set(city.id, (perCity.get(city.id) ?? 0) + 1);
      perDistrict.set(district, (perDistrict.get(district) ?? 0) + 1);
      slots.push({ category, use, city, district });
    }
  }
  return shuffle(rnd, slots);
}

// --- the plot: dimensions, streets, boundaries --------------------------------------------------

type Side = "north" | "south" | "east" | "west";
const SIDES: readonly Side[] = ["north", "east", "south", "west"];
const SIDE_AR: Record<Side, { adjective: string; adverb: string }> = {
  north: { adjective: "الشمالية", adverb: "شمالاً" },
  south: { adjective: "الجنوبية", adverb: "جنوباً" },
  east: { adjective: "الشرقية", adverb: "شرقاً" },
  west: { adjective: "الغربية", adverb: "غرباً" },
};

type Street = { side: Side; widthM: number };

type Plot = {
  areaM2: number;
  northM: number;
  southM: number;
  eastM: number;
  westM: number;
  streets: Street[];
  schemeNumber: string | null;
  partNumber: string | null;
};

function measurePlot(rnd: Rng, slot: Slot, building: Building): Plot {
  const spec = SPECS[slot.category];
  const target = between(rnd, spec.areaM2(slot.use));
  const frontage = Math.round(Math.sqrt(target * between(rnd, spec.aspect)) * 2) / 2;
  const depth = round2(target / frontage);
  const irregular = slot.category !== "apartment" && chance(rnd, 0.25);
  const northM = frontage;
  const southM = irregular ? frontage + pick(rnd, [-1.5, -1, -0.5, 0.5, 1, 2]) : frontage;
  const eastM = depth;
  const westM = irregular ? round2(depth + pick(rnd, [-1, -0.5, 0.5, 1.5])) : depth;
  const areaM2 = round2(((northM + southM) / 2) * ((eastM + westM) / 2));
  const heritage = slot.category === "house" && building.ageYears! >= 40;
  return {
    areaM2,
    northM,
    southM,
    eastM,
    westM,
    streets: layStreets(rnd, slot),
    schemeNumber: slot.category === "farm" || heritage ? null : String(whole(rnd, 1000, 3999)),
    partNumber: slot.category === "farm" ? null : String(whole(rnd, 1, 2400)),
  };
}

function isBusyStreetListing(slot: Slot): boolean {
  return slot.category === "commercial" || (slot.use !== "residential" && slot.category !== "farm");
}

function layStreets(rnd: Rng, slot: Slot): Street[] {
  const count = weighted(rnd, [
    [1, 60],
    [2, 35],
    [3, 5],
  ] as const);
  const first = pick(rnd, SIDES);
  const sides = [first, SIDES[(SIDES.indexOf(first) + 1) % 4]!, SIDES[(SIDES.indexOf(first) + 3) % 4]!];
  const mainWidths =
    slot.category === "farm"
      ? [15, 20, 30]
      : isBusyStreetListing(slot)
        ? [30, 36, 40, 60]
        : [15, 18, 20, 25, 30];
  const streets = sides.slice(0, count).map((side, i) => ({
    side,
    widthM: i === 0 ? pick(rnd, mainWidths) : pick(rnd, [12, 15, 18]),
  }));
  return streets.sort((a, b) => SIDES.indexOf(a.side) - SIDES.indexOf(b.side));
}

function streetSide(slot: Slot, widthM: number): BoundarySide {
  return slot.category === "farm"
    ? { ar: `طريق زراعي عرض ${widthM}م`, en: `Farm road ${widthM} m wide` }
    : { ar: `شارع عرض ${widthM}م`, en: `Street ${widthM} m wide` };
}

function neighbourSide(rnd: Rng, slot: Slot, plot: Plot): BoundarySide {
  if (slot.category === "farm") {
    return pick(rnd, [
      { ar: "مزرعة مجاورة", en: "Neighbouring farm" },
      { ar: "أرض فضاء", en: "Vacant land" },
    ]);
  }
  if (slot.category === "apartment") {
    return pick(rnd, [
      { ar: "ممر مشترك", en: "Shared corridor" },
      apartmentNeighbour(whole(rnd, 1, 12)),
      { ar: "منور", en: "Light well" },
      { ar: "ارتداد", en: "Setback" },
    ]);
  }
  const plotNumber = Number(plot.partNumber ?? 0) + pick(rnd, [-2, -1, 1, 2]);
  return weighted(rnd, [
    [{ ar: "جار", en: "Neighbour" }, 5],
    [{ ar: `قطعة رقم ${Math.max(1, plotNumber)}`, en: `Plot No. ${Math.max(1, plotNumber)}` }, 4],
    [{ ar: "ممر مشاة عرض 6م", en: "Footpath 6 m wide" }, 0.5],
    [{ ar: "حديقة عامة", en: "Public park" }, slot.use === "industrial" ? 0 : 0.5],
  ]);
}

function apartmentNeighbour(number: number): BoundarySide {
  return { ar: `شقة رقم ${number}`, en: `Apartment No. ${number}` };
}

function boundariesOf(rnd: Rng, slot: Slot, plot: Plot): Boundaries {
  const side = (s: Side) => {
    const street = plot.streets.find((st) => st.side === s);
    return street ? streetSide(slot, street.widthM) : neighbourSide(rnd, slot, plot);
  };
  return { north: side("north"), south: side("south"), east: side("east"), west: side("west") };
}

// --- rooms and building facts -------------------------------------------------------------------

type Building = {
  rooms: number | null;
  bathrooms: number | null;
  receptions: number | null;
  ageYears: number | null;
  floors: number | null;
  level: number | null;
  units: number | null;
  shops: number | null;
};

const NOT_BUILT: Building = {
  rooms: null,
  bathrooms: null,
  receptions: null,
  ageYears: null,
  floors: null,
  level: null,
  units: null,
  shops: null,
};

function describeBuilding(rnd: Rng, slot: Slot): Building {
  switch (slot.category) {
    case "apartment": {
      const rooms = whole(rnd, 2, 5);
      return {
        ...NOT_BUILT,
        rooms,
        bathrooms: Math.max(1, rooms - whole(rnd, 0, 1)),
        receptions: whole(rnd, 1, 2),
        ageYears: whole(rnd, 0, 15),
        level: whole(rnd, 0, 6),
      };
    }
    case "villa": {
      const rooms = whole(rnd, 4, 8);
      return {
        ...NOT_BUILT,
        rooms,
        bathrooms: rooms - whole(rnd, 0, 2),
        receptions: whole(rnd, 2, 3),
        ageYears: whole(rnd, 0, 25),
        floors: 2,
      };
    }
    case "house":
      return {
        ...NOT_BUILT,
        rooms: whole(rnd, 3, 7),
        bathrooms: whole(rnd, 2, 4),
        receptions: whole(rnd, 1, 2),
        ageYears: whole(rnd, 15, 60),
        floors: whole(rnd, 1, 2),
      };
    case "building":
      return describeApartmentBlock(rnd, slot);
    case "commercial":
      // A shop or showroom has no bedrooms ("الغرف" reads as bedrooms in Saudi listings). The draw
      // stays so that every later listing of the demo data comes out the same as before.
      whole(rnd, 1, 4);
      return {
        ...NOT_BUILT,
        bathrooms: whole(rnd, 1, 4),
        ageYears: whole(rnd, 1, 20),
        floors: whole(rnd, 1, 2),
        shops: whole(rnd, 3, 8),
      };
    default:
      return NOT_BUILT;
  }
}

function describeApartmentBlock(rnd: Rng, slot: Slot): Building {
  const floors = whole(rnd, 3, 5);
  const offices = slot.use === "commercial";
  const units = offices ? floors * whole(rnd, 2, 4) : floors * 2;
  const roomsPerUnit = offices ? 2 : whole(rnd, 3, 4);
  return {
    rooms: units * roomsPerUnit,
    bathrooms: units * (offices ? 1 : 2),
    receptions: offices ? null : units,
    ageYears: whole(rnd, 2, 30),
    floors,
    level: null,
    units,
    shops: slot.use === "residential_commercial" ? whole(rnd, 3, 6) : null,
  };
}

// --- bilingual text -----------------------------------------------------------------------------

type Text = { ar: string; en: string };

type Noun = { one: string; two: string; few: string; many: string; en: [string, string] };

const NOUNS = {
  bedroom: {
    one: "غرفة نوم واحدة",
    two: "غرفتي نوم",
    few: "غرف نوم",
    many: "غرفة نوم",
    en: ["bedroom", "bedrooms"],
  },
  bathroom: {
    one: "دورة مياه واحدة",
    two: "دورتي مياه",
    few: "دورات مياه",
    many: "دورة مياه",
    en: ["bathroom", "bathrooms"],
  },
  majlis: {
    one: "مجلس واحد",
    two: "مجلسين",
    few: "مجالس",
    many: "مجلساً",
    en: ["reception room (majlis)", "reception rooms (majlis)"],
  },
  hectare: {
    one: "هكتار واحد",
    two: "هكتارين",
    few: "هكتارات",
    many: "هكتاراً",
    en: ["hectare", "hectares"],
  },
  year: { one: "سنة واحدة", two: "سنتين", few: "سنوات", many: "سنة", en: ["year", "years"] },
  floor: { one: "دور واحد", two: "دورين", few: "أدوار", many: "دوراً", en: ["floor", "floors"] },
  apartment: { one: "شقة واحدة", two: "شقتين", few: "شقق", many: "شقة", en: ["flat", "flats"] },
  office: {
    one: "مكتب واحد",
    two: "مكتبين",
    few: "مكاتب",
    many: "مكتباً",
    en: ["office", "offices"],
  },
  shop: {
    one: "محل تجاري واحد",
    two: "محلين تجاريين",
    few: "محلات تجارية",
    many: "محلًا تجاريًا",
    en: ["shop", "shops"],
  },
} satisfies Record<string, Noun>;

function counted(count: number, noun: Noun): Text {
  const ar =
    count === 1
      ? noun.one
      : count === 2
        ? noun.two
        : count <= 10
          ? `${count} ${noun.few}`
          : `${count} ${noun.many}`;
  return { ar, en: `${count} ${count === 1 ? noun.en[0] : noun.en[1]}` };
}

function listOf(items: Text[]): Text {
  const join = (words: string[], and: string, comma: string) =>
    words.length <= 1
      ? (words[0] ?? "")
      : `${words.slice(0, -1).join(comma)}${and}${words[words.length - 1]}`;
  return {
    ar: join(
      items.map((t) => t.ar),
      " و",
      " و",
    ),
    en: join(
      items.map((t) => t.en),
      " and ",
      ", ",
    ),
  };
}

const LEVEL: Text[] = [
  { ar: "الأرضي", en: "ground" },
  { ar: "الأول", en: "first" },
  { ar: "الثاني", en: "second" },
  { ar: "الثالث", en: "third" },
  { ar: "الرابع", en: "fourth" },
  { ar: "الخامس", en: "fifth" },
  { ar: "السادس", en: "sixth" },
];

const USE_ADJECTIVE: Record<Use, Text> = {
  residential: { ar: "سكنية", en: "residential" },
  commercial: { ar: "تجارية", en: "commercial" },
  residential_commercial: { ar: "سكنية تجارية", en: "residential and commercial" },
  agricultural: { ar: "زراعية", en: "agricultural" },
  industrial: { ar: "صناعية", en: "industrial" },
};

type FarmKind = { title: Text; produce: (palms: number) => Text };

const PALM_FARM = (title: Text): FarmKind => ({
  title,
  produce: (palms) => ({
    ar: `تضم نحو ${formatNumber(palms)} نخلة منتجة وبئراً ارتوازية وشبكة ري بالتنقيط، مع سكن للعمال.`,
    en: `It has around ${formatNumber(palms)} productive date palms, an artesian well and drip irrigation, with workers' housing.`,
  }),
});

const FARM_KINDS: Record<string, FarmKind> = {
  "al-ahsa": PALM_FARM({ ar: "مزرعة نخيل خلاص", en: "Khalas date palm farm" }),
  buraidah: PALM_FARM({ ar: "مزرعة نخيل سكري", en: "Sukkari date palm farm" }),
  hail: {
    title: { ar: "مزرعة نخيل وقمح", en: "Palm and wheat farm" },
    produce: (palms) => ({
      ar: `تضم نحو ${formatNumber(palms)} نخلة وأرضاً مهيأة لزراعة القمح، مع بئرين ومحور ري.`,
      en: `It has around ${formatNumber(palms)} palms and land prepared for wheat, with two wells and a centre-pivot irrigation system.`,
    }),
  },
  taif: {
    title: { ar: "مزرعة ورد طائفي", en: "Taif rose farm" },
    produce: () => ({
      ar: "تضم مدرجات مزروعة بالورد الطائفي ومعمل تقطير صغيراً وبئراً.",
      en: "It has terraces planted with Taif roses, a small rose-water distillery and a well.",
    }),
  },
  abha: {
    title: { ar: "مزرعة مدرجات جبلية", en: "Terraced mountain farm" },
    produce: () => ({
      ar: "مدرجات زراعية تقليدية مزروعة بأشجار الفاكهة الموسمية، مع خزانات لمياه الأمطار.",
      en: "Traditional terraces planted with seasonal fruit trees, with rainwater storage tanks.",
    }),
  },
  riyadh: {
    title: { ar: "مزرعة مع استراحة", en: "Farm with rest house" },
    produce: (palms) => ({
      ar: `تضم استراحة مجهزة بمجلس ومسبح، ونحو ${formatNumber(palms)} نخلة وبئراً.`,
      en: `It has a furnished rest house with a majlis and a pool, around ${formatNumber(palms)} palms and a well.`,
    }),
  },
};

const DEFAULT_FARM = PALM_FARM({ ar: "مزرعة نخيل منتجة", en: "Productive date palm farm" });

const SWIMMING_POOL: Text = { ar: "مسبح", en: "a swimming pool" };

const FEATURES: Record<Category, Text[]> = {
  apartment: [
    { ar: "مصعد", en: "a lift" },
    { ar: "موقف سيارة خاص", en: "a private parking space" },
    { ar: "غرفة خادمة", en: "a maid's room" },
    { ar: "مطبخ مجهز", en: "a fitted kitchen" },
    { ar: "تكييف مركزي", en: "central air conditioning" },
    { ar: "عداد كهرباء مستقل", en: "its own electricity meter" },
  ],
  villa: [
    SWIMMING_POOL,
    { ar: "غرفة سائق", en: "a driver's room" },
    { ar: "حديقة", en: "a garden" },
    { ar: "مصعد داخلي", en: "an internal lift" },
    { ar: "تكييف مركزي", en: "central air conditioning" },
    { ar: "مجلس رجال بمدخل مستقل", en: "a men's majlis with its own entrance" },
  ],
  house: [
    { ar: "حوش واسع", en: "a large courtyard" },
    { ar: "ملحق خارجي", en: "an outdoor annex" },
    { ar: "سطح", en: "a roof terrace" },
    { ar: "مجلس عربي", en: "a traditional majlis" },
  ],
  land: [
    { ar: "سطح مستوٍ جاهز للبناء", en: "a level surface ready to build on" },
    {
      ar: "خدمات الكهرباء والمياه والصرف الصحي",
      en: "electricity, water and sewerage connections",
    },
    { ar: "شارع مسفلت ومنار", en: "a paved, lit street" },
  ],
  building: [
    { ar: "مصعد", en: "a lift" },
    { ar: "عدادات كهرباء مستقلة", en: "separate electricity meters" },
    { ar: "مواقف سيارات", en: "parking" },
    { ar: "خزانات مياه علوية وأرضية", en: "roof and underground water tanks" },
    { ar: "غرفة حارس", en: "a caretaker's room" },
  ],
  commercial: [
    { ar: "مواقف أمامية", en: "front parking" },
    { ar: "واجهة زجاجية", en: "a glass frontage" },
    { ar: "ميزانين", en: "a mezzanine" },
    { ar: "رخصة دفاع مدني سارية", en: "a valid Civil Defence licence" },
    { ar: "مساحات للوحات الإعلانية", en: "signage space" },
  ],
  farm: [
    { ar: "سور كامل", en: "a perimeter wall" },
    { ar: "كهرباء عامة", en: "mains electricity" },
    { ar: "خزانات مياه", en: "water storage tanks" },
  ],
};

type Listing = {
  slot: Slot;
  plot: Plot;
  building: Building;
  style: ArtStyle;
  /** Title variant chosen for this listing. */
  variant: string;
  masculine: boolean;
  palms: number;
};

function chooseVariant(rnd: Rng, l: Omit<Listing, "variant" | "masculine">): [string, boolean] {
  const { slot, plot, building } = l;
  const corner = plot.streets.length >= 2;
  switch (slot.category) {
    case "apartment":
      if (building.level === 0) return ["ground", false];
      if (building.level! >= 4) return [pick(rnd, ["view", "duplex"]), false];
      return [pick(rnd, ["rooms", "rooms", "family"]), false];
    case "villa":
      if (corner && chance(rnd, 0.5)) return ["corner", false];
      if (l.style === "modern" && building.ageYears! <= 10) return ["pool", false];
      return [pick(rnd, ["annex", "hall-stairs", "floor-and-flats"]), false];
    case "house":
      if (building.ageYears! >= 40) return [l.style === "hijazi" ? "hijazi-heritage" : "mud-heritage", true];
      return [corner ? "corner" : "popular", true];
    case "building":
      return [slot.use, slot.use === "commercial"];
    case "commercial": {
      const variant = pick(rnd, ["showroom", "shops", "strip-mall"]);
      return [variant, variant !== "shops"];
    }
    default:
      return [slot.use, false];
  }
}

function titleOf(l: Listing): Text {
  const d = l.slot.district;
  const inDistrict = (ar: string, en: string): Text => ({
    ar: `${ar} في حي ${d.nameAr}`,
    en: `${en} in ${d.nameEn}`,
  });
  const { building: b, plot } = l;
  const mainStreet = Math.max(...plot.streets.map((s) => s.widthM));
  switch (`${l.slot.category}:${l.variant}`) {
    case "apartment:ground":
      return inDistrict("شقة أرضية بمدخل خاص", "Ground-floor apartment with private entrance");
    case "apartment:view":
      return inDistrict("شقة فاخرة بإطلالة مفتوحة", "Premium apartment with open views");
    case "apartment:duplex":
      return inDistrict("شقة دوبلكس مع سطح خاص", "Duplex apartment with private roof");
    case "apartment:family":
      return inDistrict("شقة تمليك عائلية", "Freehold family apartment");
    case "apartment:rooms": {
      const rooms = counted(b.rooms!, NOUNS.bedroom);
      const level = LEVEL[b.level!]!;
      return {
        ar: `شقة من ${rooms.ar} في الدور ${level.ar} بحي ${d.nameAr}`,
        en: `${b.rooms}-bedroom apartment on the ${level.en} floor in ${d.nameEn}`,
      };
    }
    case "villa:corner":
      return inDistrict("فيلا زاوية على شارعين", "Corner villa on two streets");
    case "villa:pool":
      return inDistrict("فيلا حديثة مع مسبح", "Modern villa with swimming pool");
    case "villa:annex":
      return inDistrict("فيلا دورين مع ملحق", "Two-storey villa with annex");
    case "villa:hall-stairs":
      return inDistrict("فيلا درج صالة", "Villa with internal hall staircase");
    case "villa:floor-and-flats":
      return inDistrict("فيلا دور وشقتين", "Villa with a main floor and two flats");
    case "house:hijazi-heritage":
      return inDistrict("بيت حجازي تراثي بالرواشين", "Hijazi heritage house with rawasheen");
    case "house:mud-heritage":
      return inDistrict("بيت طيني تراثي مرمم", "Restored mud-brick heritage house");
    case "house:corner":
      return inDistrict("بيت شعبي على شارعين", "Traditional corner house on two streets");
    case "house:popular":
      return b.floors === 1
        ? inDistrict("بيت شعبي دور واحد", "Single-storey traditional house")
        : inDistrict("بيت شعبي دورين", "Two-storey traditional house");
    case "building:residential":
      return inDistrict(
        `عمارة سكنية من ${counted(b.floors!, NOUNS.floor).ar}`,
        `${b.floors}-storey residential building`,
      );
    case "building:residential_commercial":
      return inDistrict(
        `عمارة سكنية تجارية على شارع ${mainStreet}م`,
        `Residential and commercial building on a ${mainStreet} m street`,
      );
    case "building:commercial":
      return inDistrict("مبنى مكاتب إدارية", "Office building");
    case "commercial:showroom":
      return inDistrict(`معرض تجاري على شارع ${mainStreet}م`, `Showroom on a ${mainStreet} m street`);
    case "commercial:shops":
      return inDistrict("محلات تجارية مؤجرة", "Leased retail shops");
    case "commercial:strip-mall":
      return inDistrict("مجمع تجاري مفتوح", "Open-air strip mall");
    case "farm:agricultural": {
      const kind = FARM_KINDS[l.slot.city.id] ?? DEFAULT_FARM;
      return { ar: `${kind.title.ar} في ${d.nameAr}`, en: `${kind.title.en} in ${d.nameEn}` };
    }
    default:
      return landTitle(l, mainStreet);
  }
}

function landTitle(l: Listing, mainStreet: number): Text {
  const d = l.slot.district;
  const area = formatNumber(Math.round(l.plot.areaM2));
  switch (l.slot.use) {
    case "commercial":
      return {
        ar: `أرض تجارية على شارع ${mainStreet}م في حي ${d.nameAr}`,
        en: `Commercial plot on a ${mainStreet} m street in ${d.nameEn}`,
      };
    case "residential_commercial":
      return {
        ar: `أرض سكنية تجارية في حي ${d.nameAr}`,
        en: `Residential and commercial plot in ${d.nameEn}`,
      };
    case "industrial":
      return {
        ar: `أرض صناعية بمساحة ${area} م² في حي ${d.nameAr}`,
        en: `${area} m² industrial plot in ${d.nameEn}`,
      };
    default:
      return l.plot.streets.length >= 2
        ? {
            ar: `أرض سكنية زاوية على شارعين في حي ${d.nameAr}`,
            en: `Corner residential plot on two streets in ${d.nameEn}`,
          }
        : {
            ar: `أرض سكنية بمساحة ${area} م² في حي ${d.nameAr}`,
            en: `${area} m² residential plot in ${d.nameEn}`,
          };
  }
}

function introOf(l: Listing): Text {
  const { building: b, plot } = l;
  const area = formatNumber(plot.areaM2);
  const rooms = () =>
    listOf([
      counted(b.rooms!, NOUNS.bedroom),
      counted(b.bathrooms!, NOUNS.bathroom),
      counted(b.receptions!, NOUNS.majlis),
    ]);
  switch (l.slot.category) {
    case "apartment": {
      const level = LEVEL[b.level!]!;
      return {
        ar: `شقة في الدور ${level.ar} بمساحة ${area} م²، تتكون من ${rooms().ar}.`,
        en: `An apartment on the ${level.en} floor, ${area} m², with ${rooms().en}.`,
      };
    }
    case "villa":
      return {
        ar: `فيلا سكنية من دورين على أرض مساحتها ${area} م²، تتكون من ${rooms().ar}.`,
        en: `A two-storey villa on a ${area} m² plot, with ${rooms().en}.`,
      };
    case "house":
      return {
        ar: `بيت من ${counted(b.floors!, NOUNS.floor).ar} على أرض مساحتها ${area} م²، يضم ${rooms().ar}.`,
        en: `A ${b.floors === 1 ? "single" : "two"}-storey house on a ${area} m² plot, with ${rooms().en}.`,
      };
    case "building":
      return buildingIntro(l, area);
    case "commercial":
      return commercialIntro(l, area);
    case "farm": {
      const kind = FARM_KINDS[l.slot.city.id] ?? DEFAULT_FARM;
      const hectares = counted(Math.round(plot.areaM2 / 10_000), NOUNS.hectare);
      const produce = kind.produce(l.palms);
      return {
        ar: `مزرعة مساحتها ${area} م² (نحو ${hectares.ar}). ${produce.ar}`,
        en: `A farm of ${area} m² (about ${hectares.en}). ${produce.en}`,
      };
    }
    default: {
      const use = USE_ADJECTIVE[l.slot.use];
      const plan = plot.schemeNumber
        ? { ar: ` ضمن المخطط رقم ${plot.schemeNumber}`, en: ` in plan No. ${plot.schemeNumber}` }
        : { ar: "", en: "" };
      return {
        ar: `أرض ${use.ar} بمساحة ${area} م²${plan.ar}، قطعة رقم ${plot.partNumber}.`,
        en: `A ${use.en} plot of ${area} m²${plan.en}, plot No. ${plot.partNumber}.`,
      };
    }
  }
}

function buildingIntro(l: Listing, area: string): Text {
  const b = l.building;
  const floors = counted(b.floors!, NOUNS.floor);
  if (l.slot.use === "commercial") {
    const offices = counted(b.units!, NOUNS.office);
    return {
      ar: `مبنى إداري من ${floors.ar} على أرض مساحتها ${area} م²، يضم ${offices.ar}.`,
      en: `A ${b.floors}-storey office building on a ${area} m² plot with ${offices.en}.`,
    };
  }
  const parts = [counted(b.units!, NOUNS.apartment)];
  if (b.shops) parts.push(counted(b.shops, NOUNS.shop));
  const contents = listOf(parts);
  return {
    ar: `عمارة من ${floors.ar} على أرض مساحتها ${area} م²، تضم ${contents.ar}.`,
    en: `A ${b.floors}-storey building on a ${area} m² plot with ${contents.en}.`,
  };
}

function commercialIntro(l: Listing, area: string): Text {
  const shops = counted(l.building.shops!, NOUNS.shop);
  switch (l.variant) {
    case "showroom":
      return {
        ar: `معرض تجاري بمساحة ${area} م² بواجهة زجاجية بطول ${formatNumber(l.plot.northM)} م.`,
        en: `A ${area} m² showroom with a ${formatNumber(l.plot.northM)} m glass frontage.`,
      };
    case "shops":
      return {
        ar: `${shops.ar} على أرض مساحتها ${area} م²، مؤجرة بالكامل بعقود موثقة في منصة إيجار.`,
        en: `${capitalise(shops.en)} on a ${area} m² plot, fully let on contracts registered with the Ejar platform.`,
      };
    default:
      return {
        ar: `مجمع تجاري مفتوح يضم ${shops.ar} مع مواقف أمامية، على أرض مساحتها ${area} م².`,
        en: `An open-air strip mall with ${shops.en} and front parking on a ${area} m² plot.`,
      };
  }
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function streetsSentence(l: Listing): Text {
  const streets = l.plot.streets;
  const faces = l.masculine ? "يطل" : "تطل";
  const road =
    l.slot.category === "farm" ? { ar: "طريق زراعي", en: "farm road" } : { ar: "شارع", en: "street" };
  if (streets.length === 1) {
    const [s] = streets as [Street];
    return {
      ar: `${faces} على ${road.ar} عرض ${s.widthM}م من الجهة ${SIDE_AR[s.side].adjective}.`,
      en: `It fronts a ${road.en} ${s.widthM} m wide on the ${s.side} side.`,
    };
  }
  const list = listOf(
    streets.map((s) => ({
      ar: `${s.widthM}م ${SIDE_AR[s.side].adverb}`,
      en: `${s.widthM} m to the ${s.side}`,
    })),
  );
  const count =
    streets.length === 2 ? { ar: "شارعين", en: "two streets" } : { ar: "ثلاثة شوارع", en: "three streets" };
  return { ar: `${faces} على ${count.ar}: ${list.ar}.`, en: `It faces ${count.en}: ${list.en}.` };
}

function ageSentence(l: Listing): Text | null {
  const age = l.building.ageYears;
  if (age === null) return null;
  if (l.variant.endsWith("heritage")) {
    return {
      ar: `بُني قبل نحو ${age} سنة ورُمّم مع المحافظة على طابعه التراثي.`,
      en: `Built some ${age} years ago and restored in keeping with its heritage character.`,
    };
  }
  if (age === 0) return { ar: "البناء جديد لم يُسكن.", en: "Newly built and never occupied." };
  const years = counted(age, NOUNS.year);
  return { ar: `عمر البناء ${years.ar}.`, en: `The building is ${years.en} old.` };
}

function featuresSentence(rnd: Rng, l: Listing): Text {
  const pool = shuffle(rnd, [...FEATURES[l.slot.category]]);
  if (l.variant === "pool") pool.sort((a) => (a === SWIMMING_POOL ? -1 : 0));
  const chosen = listOf(pool.slice(0, whole(rnd, 2, Math.min(4, pool.length))));
  return {
    ar: `${l.masculine ? "من مميزاته" : "من مميزاتها"}: ${chosen.ar}.`,
    en: `Features include ${chosen.en}.`,
  };
}

function locationSentence(l: Listing): Text {
  const { city, district } = l.slot;
  if (l.slot.category === "farm") {
    const km = Math.round(distanceKm(city, district));
    return km >= 5
      ? { ar: `تبعد نحو ${km} كم عن ${city.nameAr}.`, en: `About ${km} km from ${city.nameEn}.` }
      : {
          ar: `تقع في ${district.nameAr} بمدينة ${city.nameAr}.`,
          en: `Located in ${district.nameEn}, ${city.nameEn}.`,
        };
  }
  if (l.slot.use === "industrial") {
    return {
      ar: `في منطقة صناعية مخدومة بطرق الشاحنات في ${city.nameAr}، ومناسبة للمستودعات والورش.`,
      en: `In a serviced industrial area of ${city.nameEn} with truck access, suited to warehouses and workshops.`,
    };
  }
  if (l.slot.use === "residential") {
    return {
      ar: `في حي ${district.nameAr} بمدينة ${city.nameAr}، قريباً من المدارس والمساجد والخدمات.`,
      en: `In ${district.nameEn}, ${city.nameEn}, close to schools, mosques and everyday services.`,
    };
  }
  return {
    ar: `في موقع حيوي من حي ${district.nameAr} بمدينة ${city.nameAr} بحركة مرورية عالية.`,
    en: `In a busy part of ${district.nameEn}, ${city.nameEn}, with heavy passing traffic.`,
  };
}

function incomeSentence(l: Listing, openingSar: number): Text | null {
  const let_ = l.slot.category === "building" || l.variant === "shops" || l.variant === "strip-mall";
  if (!let_) return null;
  const income = formatNumber(Math.round((openingSar * 0.068) / 1000) * 1000);
  return {
    ar: `الدخل الإيجاري السنوي الحالي نحو ${income} ريال.`,
    en: `Current annual rental income is about SAR ${income}.`,
  };
}

function descriptionOf(rnd: Rng, l: Listing, openingSar: number): Text {
  const sentences = [
    introOf(l),
    streetsSentence(l),
    ageSentence(l),
    featuresSentence(rnd, l),
    incomeSentence(l, openingSar),
    locationSentence(l),
  ].filter((s): s is Text => s !== null);
  return { ar: sentences.map((s) => s.ar).join(" "), en: sentences.map((s) => s.en).join(" ") };
}

function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

/** A point within ~1.2 km of the district centre. */
function nearDistrict(rnd: Rng, district: SeedDistrict): { latitude: number; longitude: number } {
  const km = Math.sqrt(rnd()) * 1.2;
  const angle = rnd() * 2 * Math.PI;
  const latitude = district.latitude + (km * Math.cos(angle)) / 111.32;
  const longitude =
    district.longitude + (km * Math.sin(angle)) / (111.32 * Math.cos(district.latitude * (Math.PI / 180)));
  return {
    latitude: Math.round(latitude * 1e6) / 1e6,
    longitude: Math.round(longitude * 1e6) / 1e6,
  };
}

// --- money --------------------------------------------------------------------------------------

function openingPriceSar(rnd: Rng, l: Listing): number {
  const spec = SPECS[l.slot.category];
  const level = l.slot.category === "farm" ? 1 : l.slot.city.priceLevel;
  const sar = l.plot.areaM2 * between(rnd, spec.sarPerM2(l.slot.use)) * level;
  const step = sar < 5_000_000 ? 10_000 : 50_000;
  return Math.max(step * 5, Math.round(sar / step) * step);
}

function depositFor(openingHalalas: number): number {
  const thousandSar = 1_000 * SAR;
  return Math.floor((openingHalalas * DEPOSIT_RATE_BP) / 10_000 / thousandSar) * thousandSar;
}

function reserveFor(rnd: Rng, openingHalalas: number): number {
  const step = 10_000 * SAR;
  return Math.round((openingHalalas * between(rnd, [1.05, 1.2])) / step) * step;
}

type Bidding = { currentPrice: number | null; bidCount: number };

/** Bids that climbed `raises` increments above the opening price, some raises skipping steps. */
function biddingAfter(rnd: Rng, opening: number, increment: number, raises: number): Bidding {
  const skipped = whole(rnd, 0, Math.floor(raises / 3));
  return { currentPrice: opening + raises * increment, bidCount: raises + 1 - skipped };
}

// --- schedule -----------------------------------------------------------------------------------

const CANCEL_REASONS: Text[] = [
  {
    ar: "لم يكتمل النصاب النظامي للوثائق",
    en: "The required documents were not completed in time",
  },
  {
    ar: "سُحب العقار بطلب من المالك وموافقة اللجنة المنظمة",
    en: "Withdrawn at the owner's request with the organizing committee's approval",
  },
  {
    ar: "وجود نزاع قائم على الصك قيد النظر لدى المحكمة",
    en: "A dispute over the title deed is pending before the court",
  },
  {
    ar: "عدم مطابقة بيانات الصك مع الطبيعة",
    en: "The title deed details do not match the site survey",
  },
  {
    ar: "إيقاف البيع بقرار من الجهة المختصة",
    en: "The sale was suspended by order of the competent authority",
  },
  {
    ar: "تعديل شروط المزاد وإعادة جدولته لاحقاً",
    en: "The auction terms are being revised and it will be rescheduled",
  },
];

const ENDING_SOON_MINUTES = [30, 60, 105, 140, 170];
const STARTING_SOON_MINUTES = [70, 95, 115];
const FEATURED = { current: [1, 6, 12], upcoming: [3, 8, 15] } as const;

const FIVE_MINUTES = 5 * MINUTE;
const onGrid = (time: number) => new Date(Math.round(time / FIVE_MINUTES) * FIVE_MINUTES);
const onGridBefore = (time: number) => new Date(Math.floor(time / FIVE_MINUTES) * FIVE_MINUTES);

type Schedule = Pick<
  DemoAuction,
  | "status"
  | "startsAt"
  | "endsAt"
  | "scheduledEndsAt"
  | "announcedAt"
  | "cancelledAt"
  | "cancelReasonAr"
  | "cancelReasonEn"
  | "featured"
> & { live: boolean };

function announcedBefore(rnd: Rng, startsAt: Date, latest: number): Date {
  const announced = startsAt.getTime() - ANNOUNCE_DAYS * DAY - between(rnd, [0, 6 * DAY]);
  return onGridBefore(Math.min(announced, latest));
}

function scheduleFor(rnd: Rng, now: number, status: DemoStatus, rank: number): Schedule {
  const blank = { cancelledAt: null, cancelReasonAr: null, cancelReasonEn: null, live: false };
  switch (status) {
    case "current": {
      const endsIn =
        rank < ENDING_SOON_MINUTES.length
          ? ENDING_SOON_MINUTES[rank]! * MINUTE
          : between(rnd, [3.5 * HOUR, 71.5 * HOUR]);
      const startsAt = onGrid(now - between(rnd, [HOUR + FIVE_MINUTES, 47.5 * HOUR]));
      const endsAt = onGrid(now + endsIn);
      const featured = (FEATURED.current as readonly number[]).includes(rank);
      return {
        ...blank,
        status,
        startsAt,
        endsAt,
        scheduledEndsAt: endsAt,
        announcedAt: announcedBefore(rnd, startsAt, now),
        featured,
        live: true,
      };
    }
    case "upcoming": {
      const startsIn =
        rank < STARTING_SOON_MINUTES.length
          ? STARTING_SOON_MINUTES[rank]! * MINUTE
          : between(rnd, [3 * HOUR, 19.9 * DAY]);
      const startsAt = onGrid(now + startsIn);
      const endsAt = onGrid(startsAt.getTime() + between(rnd, [DAY, 3 * DAY]));
      const announcedAt = announcedBefore(rnd, startsAt, now - between(rnd, [HOUR, 2 * DAY]));
      const featured = (FEATURED.upcoming as readonly number[]).includes(rank);
      return { ...blank, status, startsAt, endsAt, scheduledEndsAt: endsAt, announcedAt, featured };
    }
    case "finished": {
      const endsAt = onGrid(now - between(rnd, [DAY, 59.9 * DAY]));
      const startsAt = onGrid(endsAt.getTime() - between(rnd, [DAY, 3 * DAY]));
      return {
        ...blank,
        status,
        startsAt,
        endsAt,
        scheduledEndsAt: endsAt,
        announcedAt: announcedBefore(rnd, startsAt, now),
        featured: false,
      };
    }
    case "cancelled":
      return cancelledSchedule(rnd, now);
  }
}

function cancelledSchedule(rnd: Rng, now: number): Schedule {
  const cancelledAt = onGrid(now - between(rnd, [2 * HOUR, 20 * DAY]));
  const live = chance(rnd, 0.3);
  const startsAt = onGrid(
    live
      ? cancelledAt.getTime() - between(rnd, [2 * HOUR, 30 * HOUR])
      : cancelledAt.getTime() + between(rnd, [DAY, 12 * DAY]),
  );
  const endsAt = onGrid(startsAt.getTime() + between(rnd, [DAY, 3 * DAY]));
  const reason = pick(rnd, CANCEL_REASONS);
  return {
    status: "cancelled",
    startsAt,
    endsAt,
    scheduledEndsAt: endsAt,
    announcedAt: announcedBefore(rnd, startsAt, cancelledAt.getTime() - HOUR),
    cancelledAt,
    cancelReasonAr: reason.ar,
    cancelReasonEn: reason.en,
    featured: false,
    live,
  };
}

function statusPlan(rnd: Rng, total: number): DemoStatus[] {
  const current = Math.round(total * 0.35);
  const upcoming = Math.round(total * 0.3);
  const finished = Math.round(total * 0.25);
  const cancelled = total - current - upcoming - finished;
  const plan: DemoStatus[] = [
    ...Array<DemoStatus>(current).fill("current"),
    ...Array<DemoStatus>(upcoming).fill("upcoming"),
    ...Array<DemoStatus>(finished).fill("finished"),
    ...Array<DemoStatus>(cancelled).fill("cancelled"),
  ];
  return shuffle(rnd, plan);
}

function auctionFor(rnd: Rng, schedule: Schedule, openingSar: number): DemoAuction {
  const openingPrice = openingSar * SAR;
  const bidIncrement = chance(rnd, 0.15) ? null : ladderIncrement(openingPrice);
  const step = bidIncrement ?? ladderIncrement(openingPrice);
  const { live, ...times } = schedule;
  let bidding: Bidding = { currentPrice: null, bidCount: 0 };
  if (times.status === "finished") bidding = biddingAfter(rnd, openingPrice, step, whole(rnd, 2, 45));
  else if (live && chance(rnd, 0.8)) bidding = biddingAfter(rnd, openingPrice, step, whole(rnd, 0, 24));
  const open = times.status === "upcoming" || times.status === "current";
  return {
    ...times,
    openingPrice,
    currentPrice: bidding.currentPrice,
    endPrice: times.status === "finished" ? bidding.currentPrice : null,
    reservePrice: open && chance(rnd, 0.25) ? reserveFor(rnd, openingPrice) : null,
    bidIncrement,
    deposit: depositFor(openingPrice),
    commissionRateBp: COMMISSION_RATE_BP,
    bidCount: bidding.bidCount,
  };
}

// --- bid history --------------------------------------------------------------------------------

type BidSource = DemoBid["source"];

/** How a bidder usually bids; automatic bids come on top, from anybody with a maximum set. */
const CHANNELS: readonly (readonly [BidSource, number])[] = [
  ["web", 55],
  ["app", 35],
  ["agent", 7],
  ["on_site", 3],
];

/**
 * A history consistent with the auction: `bidCount` strictly rising bids from the opening price,
 * every raise a whole number of increments (an automatic bid raises by exactly one), the last equal
 * to `currentPrice`; a few bidders, never the same one twice in a row; placed while the auction
 * was open and before `now`, clear of the closing minutes where a bid would have extended it.
 */
function bidHistoryFor(rnd: Rng, auction: DemoAuction, now: Date): DemoBid[] {
  const count = auction.bidCount ?? 0;
  if (count === 0 || auction.currentPrice == null) return [];
  const increment = auction.bidIncrement ?? ladderIncrement(auction.openingPrice);
  const extra = (auction.currentPrice - auction.openingPrice) / increment - (count - 1);
  if (!Number.isInteger(extra) || extra < 0) throw new Error("Demo seed: bid count and price disagree");
  // Raise i (1-based) is 1 increment plus the extra ones that landed on it.
  const raises = Array<number>(count).fill(1);
  raises[0] = 0;
  for (let i = 0; i < extra; i++) raises[whole(rnd, 1, count - 1)]! += 1;

  const closeWindow = (auction.extensionWindowSeconds ?? 300) * 1000;
  const opened = auction.startsAt.getTime();
  const closed = Math.min(
    now.getTime(),
    auction.endsAt.getTime() - closeWindow,
    auction.cancelledAt?.getTime() ?? Infinity,
  );
  const times = placedTimes(rnd, opened, closed, count);

  const channel = new Map<number, BidSource>();
  const bidderCount = Math.min(count, whole(rnd, 2, 7));
  let amount = auction.openingPrice;
  let previous = 0;
  return raises.map((raise, i) => {
    amount += raise * increment;
    const seen = channel.size;
    const bidder =
      seen < bidderCount && (seen <= 1 || chance(rnd, 0.4))
        ? seen + 1
        : pick(
            rnd,
            [...channel.keys()].filter((n) => n !== previous),
          );
    if (!channel.has(bidder)) channel.set(bidder, weighted(rnd, CHANNELS));
    previous = bidder;
    const automatic = i > 0 && raise === 1 && chance(rnd, 0.18);
    return {
      sequence: i + 1,
      amount,
      source: automatic ? "automatic" : channel.get(bidder)!,
      bidderNumber: bidder,
      placedAt: times[i]!,
      createdAt: times[i]!,
    };
  });
}

/** `count` strictly increasing whole seconds in [from, to), thicker towards the end as in real auctions. */
function placedTimes(rnd: Rng, from: number, to: number, count: number): Date[] {
  const first = Math.ceil(from / 1000) + 60;
  const last = Math.floor(to / 1000) - 1;
  const span = last - first - count;
  if (span < 0) throw new Error("Demo seed: no room for the bids");
  const offsets = Array.from({ length: count }, () => Math.floor(rnd() ** 0.6 * span)).sort((a, b) => a - b);
  return offsets.map((offset, i) => new Date((first + offset + i) * 1000));
}

// --- photos and documents -----------------------------------------------------------------------

/** A listing's photos: the façade first, then the views its kind of property calls for (artView). */
function photosFor(rnd: Rng, l: Listing, ref: number, title: Text): DemoPhoto[] {
  const design = designNumberFor(l.style, ref);
  const category = l.slot.category;
  return Array.from({ length: whole(rnd, 3, 5) }, (_, position) => {
    const view = artViewLabel(category, artView({ category, photo: position }));
    return {
      storageKey: `generated:${artKey(category, design, position)}`,
      altAr: `${title.ar} – ${view.ar}`,
      altEn: `${title.en} – ${view.en}`,
      width: 1200,
      height: 800,
      position,
    };
  });
}

const KILOBYTE = 1024;

function documentsFor(rnd: Rng, l: Listing, ref: number, instrumentNumber: string): DemoDocument[] {
  const doc = (kind: DemoDocument["kind"], title: Text, size: Range): DemoDocument => ({
    kind,
    titleAr: title.ar,
    titleEn: title.en,
    storageKey: `generated-doc:${kind}-${ref}`,
    mimeType: "application/pdf",
    sizeBytes: Math.round(between(rnd, size)),
  });
  const documents = [
    doc(
      "title_deed",
      { ar: `صك الملكية رقم ${instrumentNumber}`, en: `Title deed No. ${instrumentNumber}` },
      [180 * KILOBYTE, 420 * KILOBYTE],
    ),
    doc("site_plan", { ar: "كروكي الموقع", en: "Site plan (kroki)" }, [300 * KILOBYTE, 1200 * KILOBYTE]),
    doc("valuation_report", { ar: "تقرير التقييم العقاري المعتمد", en: "Accredited valuation report" }, [
      1024 * KILOBYTE,
      4096 * KILOBYTE,
    ]),
    doc("special_rules", { ar: "الشروط الخاصة بالمزاد", en: "Auction special rules" }, [
      150 * KILOBYTE,
      300 * KILOBYTE,
    ]),
  ];
  if (SPECS[l.slot.category].built && l.building.ageYears! < 40) {
    documents.push(
      doc("building_permit", { ar: "رخصة البناء", en: "Building permit" }, [200 * KILOBYTE, 600 * KILOBYTE]),
    );
  }
  return documents;
}

// --- assembly -----------------------------------------------------------------------------------

function styleFor(rnd: Rng, slot: Slot): ArtStyle {
  const regional = slot.city.style === "modern" && slot.category === "house" ? "najdi" : slot.city.style;
  const modernises = ["apartment", "villa", "building", "commercial"].includes(slot.category);
  return modernises && chance(rnd, 0.45) ? "modern" : regional;
}

function assetNumbers(count: number): string[] {
  const rnd = seededRandom("mazad-demo-asset-numbers");
  const numbers = new Set<string>();
  while (numbers.size < count) numbers.add(`MZ-${whole(rnd, 100_000, 999_999)}`);
  return [...numbers];
}

function instrumentNumber(rnd: Rng): string {
  let digits = pick(rnd, ["3", "4"]);
  for (let i = 0; i < 11; i++) digits += String(whole(rnd, 0, 9));
  return digits;
}

function agentFor(rnd: Rng, city: SeedCity, agents: SeedAgent[]): SeedAgent {
  const local = agents.filter((agent) => agent.cityIds.includes(city.id));
  return pick(rnd, local.length ? local : agents);
}

function palmCount(slot: Slot, plot: Plot): number {
  return slot.category === "farm" ? Math.round(plot.areaM2 / 110 / 10) * 10 : 0;
}

/**
 * The demo catalogue: the same properties on every run; only the auction times follow `now`, so
 * the site always has auctions live, starting soon, finished and cancelled.
 */
// --- REGA disclosures ---------------------------------------------------------------------------

/**
 * The advertisement licence and the disclosures of a demo property (issue 15): most are clear;
 * some are mortgaged to a bank (released from the sale price), a few older buildings have a known
 * defect, and every one has its survey. Drawn from its own random stream so the rest of the
 * catalogue stays as it was.
 */
function regaFor(rnd: Rng, l: Listing, areaM2: number) {
  const none = { present: false, ar: "", en: "" };
  const mortgaged = chance(rnd, 0.2);
  const bank = pick(rnd, [
    { ar: "مصرف الراجحي", en: "Al Rajhi Bank" },
    { ar: "البنك الأهلي السعودي", en: "Saudi National Bank" },
    { ar: "بنك الرياض", en: "Riyad Bank" },
  ]);
  const old = (l.building.ageYears ?? 0) >= 15;
  const defect = old && chance(rnd, 0.5);
  const area = areaM2.toLocaleString("en-US");
  return {
    advertisementLicenseNumber: `72${String(whole(rnd, 0, 99_999_999)).padStart(8, "0")}`,
    disclosures: {
      encumbrances: none,
      mortgages: mortgaged
        ? {
            present: true,
            ar: `العقار مرهون لصالح ${bank.ar}، ويُفك الرهن من ثمن البيع قبل الإفراغ.`,
            en: `Mortgaged to ${bank.en}; the mortgage is released from the sale price before the transfer.`,
          }
        : none,
      disputes: none,
      defects: defect
        ? {
            present: true,
            ar: "تسرّب مياه سابق في دورة مياه الدور الأول، وآثار رطوبة في سقف المطبخ.",
            en: "A past water leak in a first-floor bathroom, and damp marks on the kitchen ceiling.",
          }
        : none,
      survey: {
        ar: `رفع مساحي معتمد من مكتب هندسي مرخّص؛ المساحة على الطبيعة ${area} م² مطابقة للصك.`,
        en: `Certified survey by a licensed engineering office; the measured area of ${area} m² matches the deed.`,
      },
    },
  };
}

export function generateDemoProperties(now: Date, cities: SeedCity[], agents: SeedAgent[]): DemoListing[] {
  const rnd = seededRandom("mazad-demo-catalogue-v1");
  const clock = seededRandom("mazad-demo-schedule-v1");
  const slots = planSlots(rnd, cities);
  const statuses = statusPlan(clock, slots.length);
  const numbers = assetNumbers(slots.length);
  const rank = new Map<DemoStatus, number>();
  return slots.map((slot, index) => {
    const ref = index + 1;
    const building = describeBuilding(rnd, slot);
    const plot = measurePlot(rnd, slot, building);
    const base = { slot, plot, building, style: styleFor(rnd, slot), palms: palmCount(slot, plot) };
    const [variant, masculine] = chooseVariant(rnd, base);
    const listing: Listing = { ...base, variant, masculine };
    const openingSar = openingPriceSar(rnd, listing);
    const title = titleOf(listing);
    const description = descriptionOf(rnd, listing, openingSar);
    const deed = instrumentNumber(rnd);
    const status = statuses[index]!;
    const statusRank = rank.get(status) ?? 0;
    rank.set(status, statusRank + 1);
    const auction = auctionFor(clock, scheduleFor(clock, now.getTime(), status, statusRank), openingSar);
    const createdAt = new Date(auction.announcedAt!.getTime() - whole(rnd, 1, 10) * DAY);
    return {
      cityId: slot.city.id,
      districtNameAr: slot.district.nameAr,
      agentLicenseNumber: agentFor(rnd, slot.city, agents).licenseNumber,
      property: {
        assetNumber: numbers[index]!,
        cityId: slot.city.id,
        category: slot.category,
        use: slot.use,
        titleAr: title.ar,
        titleEn: title.en,
        descriptionAr: description.ar,
        descriptionEn: description.en,
        streetWidthM: Math.max(...plot.streets.map((s) => s.widthM)),
        schemeNumber: plot.schemeNumber,
        partNumber: plot.partNumber,
        instrumentNumber: deed,
        northM: plot.northM,
        southM: plot.southM,
        eastM: plot.eastM,
        westM: plot.westM,
        boundaries: boundariesOf(rnd, slot, plot),
        rooms: listing.building.rooms,
        bathrooms: listing.building.bathrooms,
        receptions: listing.building.receptions,
        areaM2: plot.areaM2,
        buildingAgeYears: listing.building.ageYears,
        ...nearDistrict(rnd, slot.district),
        ...regaFor(seededRandom(`mazad-demo-rega-v1-${ref}`), listing, plot.areaM2),
        createdAt,
        updatedAt: createdAt,
      },
      photos: photosFor(rnd, listing, ref, title),
      documents: documentsFor(rnd, listing, ref, deed),
      auction: {
        ...auction,
        createdAt,
        liveVideoUrl:
          auction.status === "current" || auction.status === "upcoming"
            ? `https://live.mazad.example/sessions/${numbers[index]!}`
            : null,
      },
      bids: bidHistoryFor(seededRandom(`mazad-demo-bids-v1-${ref}`), auction, now),
    };
  });
}

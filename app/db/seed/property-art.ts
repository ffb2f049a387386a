/**
 * Demo photos drawn on request: a deterministic architectural illustration per art key.
 *
 * A key reads `<category>-<design>-<photo>`, e.g. `villa-31-2`. The design number fixes the
 * building (style, palette, proportions) for every photo of one property; its remainder by three
 * picks the style (Najdi, Hijazi, modern). The photo number picks the view, as a listing's
 * photographer would (`artView`): the façade, a room inside, the floor plan, the street, the site
 * plan; for land and farms the plot, its sketch and its place in the district. Street scenes
 * change the time of day and the framing.
 */

import { propertyCategories } from "~/modules/auctions/auction-filter-params";
import {
  drawFloorPlan,
  drawInterior,
  drawLocationPlan,
  drawSitePlan,
  type ViewScene,
} from "./property-art-views";

/** Every kind of property has its own drawing. */
export const artCategories = propertyCategories;
export type ArtCategory = (typeof artCategories)[number];
export type ArtStyle = "najdi" | "hijazi" | "modern";
export type ArtTimeOfDay = "morning" | "noon" | "golden" | "dusk";
export type ArtKey = { category: ArtCategory; design: number; photo: number };
export type ArtView = "facade" | "street" | "interior" | "floorPlan" | "sitePlan" | "locationPlan";

/** The views of each kind of property, in gallery order: the first three say the most. */
const VIEWS: Record<ArtCategory, readonly ArtView[]> = {
  villa: ["facade", "interior", "floorPlan", "street", "sitePlan"],
  house: ["facade", "interior", "floorPlan", "street", "sitePlan"],
  apartment: ["facade", "interior", "floorPlan", "street", "locationPlan"],
  building: ["facade", "floorPlan", "interior", "street", "sitePlan"],
  commercial: ["facade", "interior", "floorPlan", "street", "sitePlan"],
  land: ["facade", "sitePlan", "street", "locationPlan", "facade"],
  farm: ["facade", "sitePlan", "street", "locationPlan", "facade"],
};

export function artView(key: Pick<ArtKey, "category" | "photo">): ArtView {
  const views = VIEWS[key.category];
  return views[key.photo % views.length]!;
}

type Label = { ar: string; en: string };

/** What the façade shows, by kind of property. */
const FRONT: Record<ArtCategory, Label> = {
  villa: { ar: "واجهة الفيلا", en: "Front of the villa" },
  house: { ar: "واجهة البيت", en: "Front of the house" },
  apartment: { ar: "واجهة العمارة التي فيها الشقة", en: "The building the flat is in" },
  building: { ar: "واجهة العمارة", en: "Front of the building" },
  commercial: { ar: "واجهات المحلات", en: "The shop fronts" },
  land: { ar: "الأرض على الطبيعة", en: "The plot as it stands" },
  farm: { ar: "المزرعة", en: "The farm" },
};

/** What a room inside shows, by kind of property (land and farms have none). */
const INSIDE: Partial<Record<ArtCategory, Label>> = {
  villa: { ar: "المجلس من الداخل", en: "Inside: the reception room (majlis)" },
  house: { ar: "المجلس من الداخل", en: "Inside: the reception room (majlis)" },
  apartment: { ar: "صالة الشقة", en: "The flat's living room" },
  building: { ar: "صالة إحدى الشقق", en: "Living room of one of the flats" },
  commercial: { ar: "أحد المحلات من الداخل", en: "Inside one of the shops" },
};

/** The words for a demo photo, e.g. «مخطط الدور الأرضي» / "Ground-floor plan", for its alt text. */
export function artViewLabel(category: ArtCategory, view: ArtView): Label {
  switch (view) {
    case "facade":
      return FRONT[category];
    case "street":
      return category === "land" || category === "farm"
        ? { ar: "الموقع من الشارع المجاور", en: "The site from the street beside it" }
        : { ar: "منظر من الشارع", en: "View from the street" };
    case "interior":
      return INSIDE[category] ?? { ar: "من الداخل", en: "Inside" };
    case "floorPlan":
      if (category === "building") return { ar: "مخطط الدور المتكرر", en: "Typical floor plan" };
      if (category === "apartment") return { ar: "مخطط الشقة", en: "Floor plan of the flat" };
      if (category === "commercial")
        return { ar: "مخطط المحلات والمستودع", en: "Plan of the shops and the store room" };
      return { ar: "مخطط الدور الأرضي", en: "Ground-floor plan" };
    case "sitePlan":
      if (category === "land")
        return { ar: "كروكي الأرض وحدودها", en: "Sketch of the plot and its boundaries" };
      if (category === "farm") return { ar: "مخطط المزرعة وحقولها", en: "Plan of the farm and its fields" };
      return { ar: "المخطط العام للموقع", en: "Site plan" };
    case "locationPlan":
      return { ar: "الموقع داخل الحي", en: "Where it lies in the district" };
  }
}

const ART_KEY = /^(apartment|villa|house|land|building|commercial|farm)-(0|[1-9]\d{0,5})-(\d)$/;
const STYLES: readonly ArtStyle[] = ["najdi", "hijazi", "modern"];

export function parseArtKey(key: string): ArtKey | null {
  if (typeof key !== "string" || key.length > 40) return null;
  const match = ART_KEY.exec(key);
  if (!match) return null;
  return { category: match[1] as ArtCategory, design: Number(match[2]), photo: Number(match[3]) };
}

export function artKey(category: ArtCategory, design: number, photo: number): string {
  return `${category}-${design}-${photo}`;
}

/** The design number whose style is `style`: lets the seed match a building to its region. */
export function designNumberFor(style: ArtStyle, serial: number): number {
  return serial * STYLES.length + STYLES.indexOf(style);
}

export function artStyle(design: number): ArtStyle {
  return STYLES[design % STYLES.length]!;
}

export function artTimeOfDay(key: ArtKey): ArtTimeOfDay {
  return SKIES[(hashString(`sky-${key.design}`) + key.photo) % SKIES.length]!.name;
}

// --- randomness -------------------------------------------------------------------------------

type Rng = () => number;

function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rnd: Rng, min: number, max: number) => min + rnd() * (max - min);
const whole = (rnd: Rng, min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
const pick = <T>(rnd: Rng, items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;

// --- palettes and skies -----------------------------------------------------------------------

type Palette = {
  wall: string;
  side: string;
  roof: string;
  trim: string;
  accent: string;
  glass: string;
  door: string;
  ground: string;
  groundFar: string;
};

const PALETTES: Record<ArtStyle, Palette[]> = {
  najdi: [
    {
      wall: "#d8b48a",
      side: "#b58f67",
      roof: "#e8cda6",
      trim: "#f0e2ca",
      accent: "#8a5a34",
      glass: "#4a3b32",
      door: "#6e4325",
      ground: "#e3c9a0",
      groundFar: "#d6b68a",
    },
    {
      wall: "#c9a27a",
      side: "#a57f5a",
      roof: "#dcc09a",
      trim: "#ead7b8",
      accent: "#7b4a2a",
      glass: "#3f3630",
      door: "#5c3a22",
      ground: "#dcc29a",
      groundFar: "#cfae84",
    },
  ],
  hijazi: [
    {
      wall: "#f2ece0",
      side: "#d6ccb8",
      roof: "#faf6ee",
      trim: "#ffffff",
      accent: "#2f6b62",
      glass: "#36474f",
      door: "#7a4b26",
      ground: "#e8dcc4",
      groundFar: "#d9cbb0",
    },
    {
      wall: "#ebe3d3",
      side: "#cdc2ab",
      roof: "#f6f0e4",
      trim: "#fbf8f2",
      accent: "#8b5a2b",
      glass: "#3a4650",
      door: "#5e3b1d",
      ground: "#e4d6bb",
      groundFar: "#d5c5a6",
    },
  ],
  modern: [
    {
      wall: "#eeece8",
      side: "#cbc7c0",
      roof: "#f7f6f3",
      trim: "#9aa3a8",
      accent: "#2f3a40",
      glass: "#5f869c",
      door: "#3a3f44",
      ground: "#e6dccb",
      groundFar: "#d6c9b2",
    },
    {
      wall: "#e4ddd2",
      side: "#c2b8a8",
      roof: "#f0ebe3",
      trim: "#b08d63",
      accent: "#3b3b3b",
      glass: "#6b8fa3",
      door: "#4a3a2c",
      ground: "#e3d5bf",
      groundFar: "#d3c2a6",
    },
  ],
};

type Sky = {
  name: ArtTimeOfDay;
  top: string;
  middle: string;
  bottom: string;
  sun: string;
  sunX: number;
  sunY: number;
  haze: string;
  tint?: { color: string; opacity: number };
  lit: boolean;
  clouds: boolean;
};

const SKIES: Sky[] = [
  {
    name: "morning",
    top: "#9cc3e4",
    middle: "#d9e4ea",
    bottom: "#f7e1c0",
    sun: "#fff4d6",
    sunX: 0.18,
    sunY: 0.62,
    haze: "#c4c9d0",
    lit: false,
    clouds: true,
  },
  {
    name: "noon",
    top: "#4f8fcf",
    middle: "#9fc4e6",
    bottom: "#d4e7f3",
    sun: "#fffbea",
    sunX: 0.72,
    sunY: 0.16,
    haze: "#b3c0cc",
    lit: false,
    clouds: true,
  },
  {
    name: "golden",
    top: "#6a9fd4",
    middle: "#e6cfae",
    bottom: "#f4b77a",
    sun: "#ffd79a",
    sunX: 0.84,
    sunY: 0.58,
    haze: "#c7a890",
    tint: { color: "#ff9a3c", opacity: 0.08 },
    lit: false,
    clouds: true,
  },
  {
    name: "dusk",
    top: "#2f3d6b",
    middle: "#8a6a8a",
    bottom: "#ee9464",
    sun: "#ffc07a",
    sunX: 0.14,
    sunY: 0.94,
    haze: "#6a5a78",
    tint: { color: "#2a2050", opacity: 0.16 },
    lit: true,
    clouds: false,
  },
];

// --- drawing primitives -----------------------------------------------------------------------

const W = 1200;
const H = 800;

type Scene = {
  rnd: Rng;
  view: Rng;
  style: ArtStyle;
  p: Palette;
  sky: Sky;
  glass: string;
  horizon: number;
  uid: string;
  defs: string[];
  symbols: Set<string>;
};

const n = (value: number) => Math.round(value * 10) / 10;

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
}

function poly(points: number[], fill: string, extra = ""): string {
  return `<polygon points="${points.map(n).join(" ")}" fill="${fill}"${extra}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
}

function define(s: Scene, body: (id: string) => string): string {
  const id = `${s.uid}${s.defs.length}`;
  s.defs.push(body(id));
  return id;
}

/** Fills a façade area with a repeated cell, stretched so a whole number of cells fits. */
function tiled(
  s: Scene,
  area: { x: number; y: number; w: number; h: number },
  cell: { w: number; h: number },
  draw: (w: number, h: number) => string,
): string {
  const cw = area.w / Math.max(1, Math.round(area.w / cell.w));
  const ch = area.h / Math.max(1, Math.round(area.h / cell.h));
  const id = define(
    s,
    (id) =>
      `<pattern id="${id}" patternUnits="userSpaceOnUse" x="${n(area.x)}" y="${n(area.y)}" width="${n(cw)}" height="${n(ch)}">${draw(cw, ch)}</pattern>`,
  );
  return rect(area.x, area.y, area.w, area.h, `url(#${id})`);
}

const SLOPE = 0.45;

/** A flat-roofed volume seen from the front-left: front face, right side and roof. */
function box(s: Scene, x: number, y: number, w: number, h: number, depth: number): string {
  const dy = depth * SLOPE;
  return (
    poly([x, y, x + depth, y - dy, x + w + depth, y - dy, x + w, y], s.p.roof) +
    poly([x + w, y, x + w + depth, y - dy, x + w + depth, y + h - dy, x + w, y + h], s.p.side) +
    rect(x, y, w, h, s.p.wall)
  );
}

/** Windows on a box's right side, skewed to follow it. */
function sideWindows(s: Scene, x: number, y: number, h: number, depth: number, rowH: number) {
  const skew = `matrix(1 ${-SLOPE} 0 1 0 ${n(SLOPE * x)})`;
  const grid = tiled(s, { x: x + 8, y: y + 10, w: depth - 16, h: h - 20 }, { w: 34, h: rowH }, (w, h) =>
    rect(w * 0.25, h * 0.2, w * 0.5, h * 0.55, s.glass, ' opacity=".75"'),
  );
  return `<g transform="${skew}">${grid}</g>`;
}

function groundShadow(s: Scene, x: number, base: number, w: number, depth: number): string {
  const reach = s.sky.sunX < 0.5 ? 1 : -1;
  const far = depth * 1.4 * reach;
  const points =
    reach > 0
      ? [
          x + w,
          base,
          x + w + far,
          base - 4,
          x + w + far + depth,
          base - depth * SLOPE,
          x + w + depth,
          base - depth * SLOPE,
        ]
      : [x, base, x + far, base + 10, x + far + w, base + 10, x + w, base];
  return poly(points, "#3a2a1a", ' opacity=".16"');
}

function waterTanks(x: number, y: number, count: number): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const cx = x + i * 30;
    out += rect(cx, y - 22, 24, 22, "#f4f4f2", ' rx="5"') + rect(cx, y - 22, 24, 5, "#d9dcdf", ' rx="3"');
  }
  return out;
}

function useSymbol(s: Scene, name: string, x: number, y: number, scale: number): string {
  s.symbols.add(name);
  return `<use href="#${s.uid}${name}" transform="translate(${n(x)} ${n(y)}) scale(${Math.round(scale * 100) / 100})"/>`;
}

function palmSymbol(uid: string): string {
  const leaf = `${uid}l`;
  const right = [-50, -22, 6, 30].map((a) => `<use href="#${leaf}" transform="rotate(${a})"/>`);
  const left = [-50, -22, 6, 30].map((a) => `<use href="#${leaf}" transform="scale(-1 1) rotate(${a})"/>`);
  return (
    `<path id="${leaf}" d="M0 0Q40-24 96 6Q46-8 0 5Z"/>` +
    `<g id="${uid}palm"><path d="M-7 0Q-3-100 2-190L12-190Q7-100 7 0Z" fill="#7a5a3a"/>` +
    `<path d="M0-8Q3-100 7-186" stroke="#5e4329" stroke-width="9" stroke-dasharray="2 7" fill="none"/>` +
    `<g transform="translate(7 -190)"><g fill="#46662f">${left.join("")}</g>` +
    `<g fill="#5b8040">${right.join("")}<use href="#${leaf}" transform="rotate(-86)"/></g>` +
    `<circle cx="-8" cy="10" r="7" fill="#c8782c"/><circle cx="9" cy="12" r="6" fill="#b5651d"/></g></g>`
  );
}

function shrubSymbol(uid: string): string {
  return (
    `<g id="${uid}shrub"><ellipse cx="0" cy="-10" rx="26" ry="14" fill="#6f7f45"/>` +
    `<ellipse cx="-14" cy="-6" rx="16" ry="10" fill="#5d6d3a"/>` +
    `<ellipse cx="12" cy="-16" rx="14" ry="10" fill="#82925a"/></g>`
  );
}

function roseSymbol(uid: string): string {
  return (
    `<g id="${uid}rose"><ellipse cy="-12" rx="24" ry="14" fill="#4d7a3a"/>` +
    `<circle cx="-9" cy="-18" r="4.5" fill="#e0508a"/><circle cx="6" cy="-21" r="4.5" fill="#f06ba0"/>` +
    `<circle cx="13" cy="-10" r="4" fill="#d43f78"/><circle cx="-15" cy="-8" r="3.5" fill="#f06ba0"/></g>`
  );
}

function fruitTreeSymbol(uid: string): string {
  return (
    `<g id="${uid}tree"><rect x="-4" y="-34" width="8" height="34" fill="#6b4a2e"/>` +
    `<circle cy="-50" r="26" fill="#5f8a3e"/><circle cx="-11" cy="-58" r="13" fill="#6f9a4a"/>` +
    `<circle cx="10" cy="-42" r="5" fill="#e07b39"/><circle cx="-13" cy="-40" r="4" fill="#e07b39"/></g>`
  );
}

function car(s: Scene, x: number, y: number, scale: number): string {
  const body = pick(s.view, ["#f2f2f0", "#b9bdc1", "#2b2d30", "#7c1f24", "#d8c6a6"]);
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${Math.round(scale * 100) / 100})">` +
    poly([-60, -34, -40, -58, 36, -58, 58, -34], body) +
    poly([-48, -36, -34, -54, -4, -54, -4, -36], s.glass, ' opacity=".85"') +
    poly([4, -36, 4, -54, 32, -54, 46, -36], s.glass, ' opacity=".85"') +
    rect(-82, -38, 164, 30, body, ' rx="10"') +
    rect(-82, -20, 164, 4, "#000", ' opacity=".15"') +
    circle(-48, -8, 15, "#222") +
    circle(48, -8, 15, "#222") +
    circle(-48, -8, 6, "#9ca3a8") +
    circle(48, -8, 6, "#9ca3a8") +
    "</g>"
  );
}

// --- backdrop ---------------------------------------------------------------------------------

function skyLayer(s: Scene): string {
  const { sky, uid } = s;
  s.defs.push(
    `<linearGradient id="${uid}s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset=".62" stop-color="${sky.middle}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient>`,
    `<radialGradient id="${uid}g"><stop offset="0" stop-color="${sky.sun}" stop-opacity=".85"/><stop offset="1" stop-color="${sky.sun}" stop-opacity="0"/></radialGradient>`,
  );
  const sx = sky.sunX * W;
  const sy = sky.sunY * s.horizon;
  let out = rect(0, 0, W, s.horizon + 60, `url(#${uid}s)`);
  out += circle(sx, sy, 190, `url(#${uid}g)`) + circle(sx, sy, 34, sky.sun);
  if (sky.clouds) out += clouds(s);
  return out;
}

function clouds(s: Scene): string {
  let out = "";
  for (let i = 0, count = whole(s.view, 1, 3); i < count; i++) {
    const x = between(s.view, 80, 1100);
    const y = between(s.view, 60, s.horizon * 0.45);
    const w = between(s.view, 70, 140);
    out +=
      `<g fill="#fff" opacity=".55"><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w)}" ry="${n(w * 0.22)}"/>` +
      `<ellipse cx="${n(x - w * 0.3)}" cy="${n(y - w * 0.12)}" rx="${n(w * 0.45)}" ry="${n(w * 0.2)}"/>` +
      `<ellipse cx="${n(x + w * 0.25)}" cy="${n(y - w * 0.18)}" rx="${n(w * 0.4)}" ry="${n(w * 0.24)}"/></g>`;
  }
  return out;
}

function skylineLayer(s: Scene): string {
  let out = "";
  let x = -20;
  while (x < W + 20) {
    const w = between(s.rnd, 30, 90);
    const h = s.rnd() < 0.12 ? between(s.rnd, 120, 190) : between(s.rnd, 20, 80);
    out += rect(x, s.horizon - h, w - 6, h + 4, s.sky.haze);
    x += w + between(s.rnd, 0, 40);
  }
  return `<g opacity=".5">${out}</g>`;
}

function hillsLayer(s: Scene, rugged: boolean): string {
  const step = rugged ? 110 : 220;
  let d = `M-40 ${n(s.horizon + 4)}`;
  for (let x = -40; x <= W + step; x += step) {
    const peak = s.horizon - (rugged ? between(s.rnd, 40, 150) : between(s.rnd, 8, 34));
    d += rugged
      ? `L${n(x + step / 2)} ${n(peak)}`
      : `Q${n(x + step / 2)} ${n(peak)} ${n(x + step)} ${n(s.horizon - 6)}`;
  }
  d += `L${W + 200} ${n(s.horizon + 4)}Z`;
  return `<path d="${d}" fill="${s.sky.haze}" opacity=".6"/>`;
}

function groundLayer(s: Scene): string {
  const id = define(
    s,
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.p.groundFar}"/><stop offset="1" stop-color="${s.p.ground}"/></linearGradient>`,
  );
  return rect(-300, s.horizon, W + 600, H - s.horizon + 200, `url(#${id})`);
}

function road(y: number): string {
  return (
    rect(-300, y - 12, W + 600, 12, "#cfc6b6") +
    rect(-300, y, W + 600, 300, "#57585c") +
    `<path d="M-300 ${y + 52}H${W + 300}" stroke="#e9e2cf" stroke-width="4" stroke-dasharray="46 34"/>`
  );
}

// --- subjects ---------------------------------------------------------------------------------

function drawApartment(s: Scene): string {
  const { rnd, p } = s;
  const base = 690;
  const floors = whole(rnd, 7, 11);
  const floorH = between(rnd, 34, 40);
  const bayW = between(rnd, 64, 84);
  const w = whole(rnd, 4, 5) * bayW;
  const h = floors * floorH + 48;
  const x = 600 - w / 2 + between(rnd, -160, 40);
  const depth = between(rnd, 90, 130);
  const y = base - h;
  let out = drawBackTower(s, x, base);
  out += groundShadow(s, x, base, w, depth) + box(s, x, y, w, h, depth);
  out += sideWindows(s, x + w, y + 10, h - 58, depth, floorH);
  out += tiled(s, { x: x + 10, y: y + 14, w: w - 20, h: floors * floorH }, { w: bayW, h: floorH }, (cw, ch) =>
    balconyCell(s, cw, ch),
  );
  out += rect(x, base - 48, w, 48, p.accent) + rect(x + 14, base - 42, w - 28, 42, s.glass, ' opacity=".9"');
  out += rect(x + w / 2 - 30, base - 40, 60, 40, p.door) + rect(x - 10, base - 54, w + 20, 8, p.trim);
  out += rect(x - 4, y - 10, w + 8, 12, p.trim) + waterTanks(x + w * 0.55, y - 8, 3);
  out += streetPalms(s, base + 12, 2);
  return out;
}

function balconyCell(s: Scene, w: number, h: number): string {
  return (
    rect(w * 0.12, h * 0.12, w * 0.76, h * 0.62, s.glass) +
    rect(w * 0.49, h * 0.12, 2, h * 0.62, s.p.trim) +
    rect(w * 0.05, h * 0.56, w * 0.9, h * 0.22, s.p.accent, ' opacity=".5"') +
    rect(0, h * 0.78, w, h * 0.1, s.p.trim)
  );
}

function drawBackTower(s: Scene, frontX: number, base: number): string {
  if (s.rnd() < 0.35) return "";
  const w = between(s.rnd, 200, 260);
  const h = between(s.rnd, 330, 420);
  const x = frontX + between(s.rnd, 260, 420);
  const y = base - 40 - h;
  return (
    `<g opacity=".8">${box(s, x, y, w, h, 60)}` +
    tiled(s, { x: x + 10, y: y + 12, w: w - 20, h: h - 24 }, { w: 50, h: 34 }, (cw, ch) =>
      rect(cw * 0.2, ch * 0.2, cw * 0.6, ch * 0.55, s.glass, ' opacity=".8"'),
    ) +
    "</g>"
  );
}

function streetPalms(s: Scene, base: number, count: number): string {
  let out = "";
  for (let i = 0; i < count; i++)
    out += useSymbol(s, "palm", between(s.view, 60, 1140), base, between(s.view, 0.7, 0.95));
  return out;
}

function drawVilla(s: Scene): string {
  const { rnd } = s;
  const base = 648;
  const floorH = between(rnd, 76, 90);
  const w = between(rnd, 440, 560);
  const x = 600 - w / 2 + between(rnd, -110, 30);
  const h = floorH * 2 + 18;
  const y = base - h;
  const depth = between(rnd, 60, 90);
  let out = groundShadow(s, x, base, w, depth) + box(s, x, y, w, h, depth);
  out += villaAnnex(s, x, y, w, depth);
  out += villaFacade(s, x, y + 18, w, floorH);
  out += parapet(s, x, y, w);
  out += villaPalms(s, x, w, depth);
  out += boundaryWall(s, x + w / 2);
  return out + bougainvillea(s);
}

function villaAnnex(s: Scene, x: number, y: number, w: number, depth: number): string {
  const aw = w * between(s.rnd, 0.28, 0.38);
  const ax = s.rnd() < 0.5 ? x + 24 : x + w - aw - 20;
  const ay = y - depth * SLOPE * 0.45;
  const ah = between(s.rnd, 56, 70);
  return (
    box(s, ax, ay - ah, aw, ah, depth * 0.4) +
    rect(ax + aw * 0.2, ay - ah * 0.72, aw * 0.25, ah * 0.5, s.glass) +
    rect(ax + aw * 0.6, ay - ah * 0.72, aw * 0.2, ah * 0.72, s.p.door)
  );
}

function villaFacade(s: Scene, x: number, y: number, w: number, floorH: number): string {
  const { p } = s;
  const upper = { x: x + 16, y, w: w - 32, h: floorH };
  const lower = { x: x + 16, y: y + floorH, w: w - 32, h: floorH };
  if (s.style === "modern") {
    return (
      tiled(s, upper, { w: 120, h: floorH }, (cw, ch) =>
        rect(cw * 0.08, ch * 0.2, cw * 0.84, ch * 0.5, s.glass),
      ) +
      rect(x - 20, y + floorH - 8, w * 0.7, 12, p.accent) +
      tiled(s, { x: x + w * 0.62, y, w: w * 0.3, h: floorH * 2 - 8 }, { w: 14, h: 40 }, (cw, ch) =>
        rect(0, 0, cw * 0.45, ch, p.trim),
      ) +
      rect(lower.x, lower.y + 10, lower.w * 0.55, floorH - 10, s.glass)
    );
  }
  const framedWindow = (cw: number, ch: number) =>
    rect(cw * 0.32, ch * 0.16, cw * 0.36, ch * 0.62, s.glass, ` stroke="${p.trim}" stroke-width="4"`) +
    (s.style === "najdi"
      ? poly([cw * 0.38, ch * 0.13, cw * 0.5, ch * 0.03, cw * 0.62, ch * 0.13], p.accent)
      : "");
  const roshan = (cw: number, ch: number) =>
    rect(cw * 0.24, ch * 0.08, cw * 0.52, ch * 0.78, p.accent) +
    rect(cw * 0.3, ch * 0.16, cw * 0.4, ch * 0.6, p.trim, ' opacity=".25"') +
    rect(cw * 0.2, ch * 0.04, cw * 0.6, ch * 0.06, p.accent);
  return (
    tiled(s, upper, { w: 110, h: floorH }, s.style === "hijazi" ? roshan : framedWindow) +
    tiled(s, lower, { w: 110, h: floorH }, framedWindow) +
    (s.style === "najdi"
      ? tiled(s, { x, y: y - 12, w, h: 10 }, { w: 16, h: 10 }, (cw, ch) =>
          poly([0, 0, cw / 2, ch, cw, 0], p.accent),
        )
      : "")
  );
}

function parapet(s: Scene, x: number, y: number, w: number): string {
  if (s.style !== "najdi") return rect(x - 4, y - 8, w + 8, 10, s.p.trim);
  return tiled(s, { x, y: y - 16, w, h: 16 }, { w: 22, h: 16 }, (cw, ch) =>
    poly(
      [0, ch, cw * 0.2, ch, cw * 0.2, ch * 0.5, cw * 0.5, 0, cw * 0.8, ch * 0.5, cw * 0.8, ch, cw, ch],
      s.p.wall,
    ),
  );
}

function villaPalms(s: Scene, x: number, w: number, depth: number): string {
  const scale = between(s.rnd, 1.05, 1.3);
  let out = useSymbol(s, "palm", x - between(s.rnd, 30, 90), 610, scale);
  out += useSymbol(s, "palm", x + w + depth + between(s.rnd, 20, 80), 612, scale * 0.92);
  if (s.rnd() < 0.5) out += useSymbol(s, "palm", x + w + depth + 140, 606, scale * 0.8);
  return out;
}

function boundaryWall(s: Scene, gateCentre: number): string {
  const { p } = s;
  const top = 588;
  const gw = 170;
  const gx = Math.min(Math.max(gateCentre - gw / 2, 120), W - 360);
  let out = rect(30, top, W - 60, 116, p.wall) + rect(30, top, W - 60, 116, "#000", ' opacity=".05"');
  out += rect(24, top - 9, W - 48, 11, p.trim);
  for (let px = 30; px <= W - 30; px += 190)
    out += rect(px - 10, top - 18, 20, 134, p.side) + rect(px - 13, top - 22, 26, 6, p.trim);
  out += rect(gx, top + 8, gw, 108, p.accent);
  out += tiled(s, { x: gx + 8, y: top + 16, w: gw - 16, h: 92 }, { w: 14, h: 92 }, (_, ch) =>
    rect(0, 0, 3, ch, "#000", ' opacity=".3"'),
  );
  out += rect(gx + gw + 30, top + 26, 54, 90, p.door) + rect(gx + gw + 72, top + 68, 5, 10, p.trim);
  out += rect(-300, top + 116, W + 600, 4, "#000", ' opacity=".12"');
  return out + road(712);
}

function bougainvillea(s: Scene): string {
  const x = s.rnd() < 0.5 ? between(s.rnd, 60, 200) : between(s.rnd, 900, 1080);
  let out = "";
  for (let i = 0; i < 9; i++) {
    const cx = x + between(s.rnd, -50, 50);
    const cy = 580 + between(s.rnd, -16, 40);
    out += circle(cx, cy, between(s.rnd, 9, 20), i % 3 === 0 ? "#4f7a3a" : i % 2 ? "#c23b7a" : "#e05a95");
  }
  return out;
}

function drawHouse(s: Scene): string {
  return s.style === "hijazi" ? drawHijaziHouse(s) : drawNajdiHouse(s);
}

function drawNajdiHouse(s: Scene): string {
  const { rnd, p } = s;
  const base = 680;
  const w = between(rnd, 380, 460);
  const h = between(rnd, 190, 230);
  const x = 600 - w / 2 + between(rnd, -90, 60);
  const y = base - h;
  const towerW = between(rnd, 100, 130);
  const tx = rnd() < 0.5 ? x - towerW + 20 : x + w - 20;
  const towerTop = y - between(rnd, 60, 90);
  let out = groundShadow(s, x, base, w, 40);
  out += useSymbol(s, "palm", x + w * between(rnd, 0.2, 0.8), y + 40, 1.15);
  out +=
    taperedWall(s, tx, towerTop, towerW, base - towerTop) + crenellation(s, tx + 6, towerTop, towerW - 12);
  out += taperedWall(s, x, y, w, h) + crenellation(s, x + 8, y, w - 16);
  out += tiled(s, { x: x + 30, y: y + 20, w: w - 60, h: 18 }, { w: 30, h: 18 }, (cw, ch) =>
    poly([cw * 0.3, ch, cw * 0.5, ch * 0.2, cw * 0.7, ch], "#5a3a22", ' opacity=".7"'),
  );
  out += tiled(
    s,
    { x: x + 40, y: y + 60, w: w - 80, h: h * 0.3 },
    { w: 90, h: h * 0.3 },
    (cw, ch) =>
      rect(cw * 0.36, ch * 0.2, cw * 0.28, ch * 0.5, s.glass) +
      rect(cw * 0.33, ch * 0.16, cw * 0.34, ch * 0.06, p.accent),
  );
  out += najdiDoor(s, x + w / 2 - 40, base - 110);
  out += mudTexture(s, x, y, w, h);
  return out + road(718);
}

function taperedWall(s: Scene, x: number, y: number, w: number, h: number): string {
  return (
    poly([x, y + h, x + w, y + h, x + w - 8, y, x + 8, y], s.p.wall) +
    poly([x + w - 18, y + h, x + w, y + h, x + w - 8, y, x + w - 22, y], s.p.side, ' opacity=".6"')
  );
}

function crenellation(s: Scene, x: number, y: number, w: number): string {
  return tiled(s, { x, y: y - 18, w, h: 18 }, { w: 24, h: 18 }, (cw, ch) =>
    poly([cw * 0.15, ch, cw * 0.15, ch * 0.55, cw * 0.5, 0, cw * 0.85, ch * 0.55, cw * 0.85, ch], s.p.wall),
  );
}

function najdiDoor(s: Scene, x: number, y: number): string {
  const { p } = s;
  return (
    rect(x - 8, y - 8, 96, 118, p.side) +
    rect(x, y, 80, 110, p.door) +
    tiled(
      s,
      { x: x + 6, y: y + 8, w: 68, h: 24 },
      { w: 17, h: 12 },
      (cw, ch) =>
        poly([0, ch, cw / 2, 0, cw, ch], "#d9a441") +
        poly([cw * 0.3, ch, cw / 2, ch * 0.4, cw * 0.7, ch], "#2f6b62"),
    ) +
    tiled(s, { x: x + 6, y: y + 40, w: 68, h: 60 }, { w: 17, h: 15 }, (cw, ch) =>
      circle(cw / 2, ch / 2, 2.5, "#e6d3a8"),
    )
  );
}

function mudTexture(s: Scene, x: number, y: number, w: number, h: number): string {
  return tiled(s, { x: x + 10, y: y + 4, w: w - 20, h: h - 8 }, { w: 60, h: 14 }, (cw, ch) =>
    rect(0, ch - 2, cw * 0.7, 1.2, "#5a3a22", ' opacity=".12"'),
  );
}

function drawHijaziHouse(s: Scene): string {
  const { rnd, p } = s;
  const base = 690;
  const floors = whole(rnd, 3, 4);
  const floorH = between(rnd, 78, 88);
  const w = between(rnd, 300, 360);
  const h = floors * floorH + 24;
  const x = 600 - w / 2 + between(rnd, -120, 40);
  const y = base - h;
  let out = box(s, x - 230, base - h * 0.7, 220, h * 0.7, 40);
  out += tiled(
    s,
    { x: x - 215, y: base - h * 0.7 + 20, w: 190, h: h * 0.7 - 40 },
    { w: 95, h: floorH },
    (cw, ch) => rect(cw * 0.3, ch * 0.15, cw * 0.4, ch * 0.6, p.accent, ' opacity=".85"'),
  );
  out += groundShadow(s, x, base, w, 50) + box(s, x, y, w, h, 50);
  for (let f = 0; f < floors; f++) out += rect(x, y + 20 + f * floorH, w, 6, p.accent, ' opacity=".7"');
  out += tiled(
    s,
    { x: x + 30, y: y + 30, w: w - 60, h: (floors - 1) * floorH },
    { w: 120, h: floorH },
    (cw, ch) =>
      rect(cw * 0.12, ch * 0.08, cw * 0.76, ch * 0.84, p.accent) +
      rect(cw * 0.18, ch * 0.16, cw * 0.64, ch * 0.62, p.door, ' opacity=".55"') +
      rect(cw * 0.08, ch * 0.04, cw * 0.84, ch * 0.06, p.accent) +
      rect(cw * 0.22, ch * 0.22, cw * 0.56, 3, p.trim, ' opacity=".5"') +
      rect(cw * 0.22, ch * 0.5, cw * 0.56, 3, p.trim, ' opacity=".5"'),
  );
  out += `<path d="M${n(x + w / 2 - 40)} ${base}v-80a40 40 0 0 1 80 0v80Z" fill="${p.door}"/>`;
  out += rect(x - 4, y - 10, w + 8, 12, p.trim);
  return out + road(712);
}

function drawLand(s: Scene): string {
  const { rnd } = s;
  const near = 735;
  const far = s.horizon + between(rnd, 60, 90);
  const nl = between(rnd, 140, 260);
  const nr = between(rnd, 940, 1060);
  const fl = between(rnd, 330, 420);
  const fr = between(rnd, 800, 880);
  let out = poly([nl, near, nr, near, fr, far, fl, far], "#f0dcb6", ' opacity=".55"');
  out += `<polygon points="${[nl, near, nr, near, fr, far, fl, far].map(n).join(" ")}" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="14 10" opacity=".85"/>`;
  out += tyreTracks(s, near, far);
  for (let i = 0; i < 7; i++)
    out += useSymbol(
      s,
      "shrub",
      between(s.view, -40, W + 40),
      between(s.view, far - 20, 790),
      between(s.view, 0.4, 1),
    );
  const pegs: [number, number, number][] = [
    [fl, far, 0.55],
    [fr, far, 0.55],
    [(fl + fr) / 2, far, 0.55],
    [(nl + fl) / 2, (near + far) / 2, 0.75],
    [(nr + fr) / 2, (near + far) / 2, 0.75],
    [nl, near, 1],
    [nr, near, 1],
  ];
  for (const [px, py, scale] of pegs) out += surveyPeg(px, py, scale);
  return out + saleBoard(s, nr - 40, near - 70);
}

function tyreTracks(s: Scene, near: number, far: number): string {
  const x = between(s.rnd, 450, 700);
  return `<path d="M${n(x)} ${near + 60}Q${n(x + 80)} ${n((near + far) / 2)} ${n(x + 20)} ${n(far)}M${n(x + 40)} ${near + 60}Q${n(x + 120)} ${n((near + far) / 2)} ${n(x + 50)} ${n(far)}" stroke="#b89a70" stroke-width="5" fill="none" opacity=".4"/>`;
}

function surveyPeg(x: number, y: number, scale: number): string {
  const h = 62 * scale;
  const w = 7 * scale;
  return (
    `<ellipse cx="${n(x + 8 * scale)}" cy="${n(y)}" rx="${n(14 * scale)}" ry="${n(3 * scale)}" fill="#000" opacity=".15"/>` +
    rect(x - w / 2, y - h, w, h, "#9a7a52") +
    rect(x - w / 2 - 1, y - h, w + 2, h * 0.3, "#e0582c")
  );
}

function saleBoard(s: Scene, x: number, y: number): string {
  const { p } = s;
  return (
    rect(x - 60, y - 60, 8, 100, "#6b6b6b") +
    rect(x + 52, y - 60, 8, 100, "#6b6b6b") +
    rect(x - 78, y - 130, 156, 82, p.accent) +
    rect(x - 66, y - 116, 100, 12, "#fff", ' opacity=".9"') +
    rect(x - 66, y - 96, 130, 8, "#fff", ' opacity=".6"') +
    rect(x - 66, y - 80, 80, 8, "#fff", ' opacity=".6"')
  );
}

function drawBuilding(s: Scene): string {
  const { rnd, p } = s;
  const base = 690;
  const floors = whole(rnd, 3, 5);
  const floorH = between(rnd, 48, 56);
  const shopH = 74;
  const w = between(rnd, 520, 660);
  const h = floors * floorH + shopH + 12;
  const x = 600 - w / 2 + between(rnd, -130, 20);
  const y = base - h;
  const depth = between(rnd, 100, 140);
  let out = groundShadow(s, x, base, w, depth) + box(s, x, y, w, h, depth);
  out += sideWindows(s, x + w, y + 12, h - shopH - 12, depth, floorH);
  out += tiled(s, { x: x + 14, y: y + 16, w: w - 28, h: floors * floorH }, { w: 92, h: floorH }, (cw, ch) =>
    buildingWindow(s, cw, ch),
  );
  out += shopFronts(s, x, base - shopH, w, shopH);
  out += rect(x - 5, y - 10, w + 10, 12, p.trim) + waterTanks(x + 30, y - 8, 4);
  out += rect(x + w - 140, y - 38, 60, 30, "#b9bec2") + rect(x + w - 70, y - 30, 40, 22, "#a9aeb2");
  out += road(712) + car(s, between(s.view, 150, 1050), 780, 0.9);
  return out;
}

function buildingWindow(s: Scene, w: number, h: number): string {
  const { p } = s;
  if (s.style === "modern") {
    return rect(0, h * 0.2, w, h * 0.5, s.glass) + rect(w * 0.46, 0, w * 0.08, h, p.trim);
  }
  const shutter = s.style === "hijazi" ? p.accent : p.side;
  return (
    rect(w * 0.3, h * 0.2, w * 0.4, h * 0.55, s.glass) +
    rect(w * 0.18, h * 0.2, w * 0.1, h * 0.55, shutter) +
    rect(w * 0.72, h * 0.2, w * 0.1, h * 0.55, shutter) +
    rect(w * 0.26, h * 0.76, w * 0.48, h * 0.06, p.trim)
  );
}

function shopFronts(s: Scene, x: number, y: number, w: number, h: number): string {
  const { p } = s;
  return (
    rect(x, y, w, 22, p.accent) +
    tiled(s, { x: x + 10, y: y + 4, w: w - 20, h: 14 }, { w: 150, h: 14 }, (cw, ch) =>
      rect(cw * 0.15, ch * 0.2, cw * 0.6, ch * 0.6, "#fff", ' opacity=".7"'),
    ) +
    tiled(
      s,
      { x, y: y + 22, w, h: h - 22 },
      { w: 150, h: h - 22 },
      (cw, ch) =>
        rect(cw * 0.06, 4, cw * 0.88, ch - 4, s.glass) +
        rect(cw * 0.5 - 1.5, 4, 3, ch - 4, p.accent) +
        rect(cw * 0.3, ch * 0.35, cw * 0.4, ch * 0.65, p.door, ' opacity=".6"'),
    )
  );
}

const AWNINGS = [
  ["#b23a3a", "#f3efe6"],
  ["#2f6b62", "#f3efe6"],
  ["#c7822e", "#fffaf0"],
  ["#2d4f7c", "#f0f0f0"],
] as const;

function drawCommercial(s: Scene): string {
  const { rnd, p } = s;
  const base = 640;
  const shops = whole(rnd, 3, 5);
  const shopW = between(rnd, 170, 210);
  const w = shops * shopW;
  const h = rnd() < 0.5 ? 170 : 250;
  const x = 600 - w / 2 + between(rnd, -80, 20);
  const y = base - h;
  let out = groundShadow(s, x, base, w, 60) + box(s, x, y, w, h, 60);
  if (h > 200)
    out += tiled(s, { x: x + 12, y: y + 16, w: w - 24, h: 60 }, { w: 80, h: 60 }, (cw, ch) =>
      rect(cw * 0.1, ch * 0.2, cw * 0.8, ch * 0.55, s.glass),
    );
  for (let i = 0; i < shops; i++) out += shop(s, x + i * shopW, base, shopW, pick(rnd, AWNINGS));
  out += rect(x - 4, y - 8, w + 8, 10, p.trim);
  out += parking(s, base) + road(712);
  for (let i = 0, count = whole(s.view, 1, 3); i < count; i++)
    out += car(s, x + 90 + i * between(s.view, 190, 260), 700, 0.8);
  return out;
}

function shop(s: Scene, x: number, base: number, w: number, colours: readonly [string, string]): string {
  const [a, b] = colours;
  const stripes = tiled(
    s,
    { x: x + 2, y: base - 132, w: w - 4, h: 26 },
    { w: 20, h: 26 },
    (cw, ch) => rect(0, 0, cw / 2, ch, a) + rect(cw / 2, 0, cw / 2, ch, b),
  );
  const scallops = tiled(
    s,
    { x: x + 2, y: base - 106, w: w - 4, h: 9 },
    { w: 20, h: 9 },
    (cw) => circle(cw / 4, 0, cw / 4, a) + circle((cw * 3) / 4, 0, cw / 4, b),
  );
  return (
    rect(x + 18, base - 178, w - 36, 34, s.p.accent) +
    rect(x + 30, base - 168, (w - 60) * 0.6, 14, "#fff", ' opacity=".8"') +
    circle(x + w - 38, base - 161, 8, a) +
    rect(x + 12, base - 104, w - 24, 104, s.glass) +
    rect(x + w / 2 - 22, base - 86, 44, 86, s.p.door, ' opacity=".7"') +
    rect(x + 12, base - 104, 4, 104, s.p.accent) +
    stripes +
    scallops
  );
}

function parking(s: Scene, base: number): string {
  return (
    rect(-300, base, W + 600, 60, "#8d8b87") +
    tiled(s, { x: -300, y: base + 8, w: W + 600, h: 44 }, { w: 90, h: 44 }, (_, ch) =>
      rect(0, 0, 4, ch, "#f2efe8", ' opacity=".8"'),
    )
  );
}

/** Najdi oases grow date palms; the Hijaz and Asir highlands farm terraces. */
function drawFarm(s: Scene): string {
  return s.style === "najdi" ? drawPalmGrove(s) : drawTerraces(s);
}

function drawTerraces(s: Scene): string {
  const { rnd, p } = s;
  const plant = s.style === "hijazi" ? "rose" : "tree";
  const bandH = (H - s.horizon + 90) / 5;
  let out = hillsLayer(s, true);
  for (let i = 0; i < 5; i++) {
    const top = s.horizon - 70 + i * bandH;
    const wave = between(rnd, -14, 14);
    out += `<path d="M-300 ${n(top + 10)}Q600 ${n(top - 10 + wave)} ${W + 300} ${n(top + 6)}V${H + 200}H-300Z" fill="${i % 2 ? "#7c9f55" : "#8cae62"}"/>`;
    out += rect(-300, top + bandH - 6, W + 600, 8 + i * 3, p.side, ' opacity=".8"');
    if (i === 1) out += farmhouse(s, between(rnd, 200, 900), top + bandH * 0.55);
    for (let k = 0, count = 7 + i * 2; k < count; k++) {
      const x = ((k + between(rnd, 0.1, 0.9)) / count) * (W + 80) - 40;
      out += useSymbol(s, plant, x, top + bandH * between(rnd, 0.55, 0.8), 0.45 + i * 0.17);
    }
  }
  return out;
}

function drawPalmGrove(s: Scene): string {
  const { rnd, p } = s;
  const vx = 600 + between(rnd, -200, 200);
  const vy = s.horizon;
  let out = hillsLayer(s, rnd() < 0.5);
  const greens = ["#7fa35a", "#6d9249", "#8cab62", "#c9b07d"];
  for (let i = -6; i < 7; i++) {
    const a = i * 260;
    const b = a + 260;
    out += poly(
      [vx + i * 12, vy, vx + (i + 1) * 12, vy, vx + b, H + 40, vx + a, H + 40],
      greens[(i + 6) % greens.length]!,
      ' opacity=".75"',
    );
  }
  out += farmhouse(s, vx + between(rnd, 60, 180), vy + 20);
  const palms: { x: number; y: number; k: number }[] = [];
  for (const lane of pick(rnd, [
    [-1.6, -0.8, 0.8, 1.6],
    [-2, -1.2, 1.2, 2],
    [-1.4, 1.4],
  ])) {
    for (let t = 0.14; t < 1; t += 0.16) {
      const y = vy + (H + 40 - vy) * t;
      palms.push({ x: vx + lane * 300 * t, y, k: 0.2 + t * 1.1 });
    }
  }
  palms.sort((a, b) => a.y - b.y);
  for (const palm of palms) out += useSymbol(s, "palm", palm.x, palm.y, palm.k);
  return out + rect(-300, vy, W + 600, 3, p.side, ' opacity=".4"');
}

function farmhouse(s: Scene, x: number, y: number): string {
  const { p } = s;
  return (
    box(s, x, y - 36, 90, 36, 24) +
    rect(x + 20, y - 26, 14, 14, s.glass) +
    rect(x + 52, y - 30, 16, 30, p.door) +
    rect(x + 130, y - 70, 4, 70, "#6b6b6b") +
    rect(x + 158, y - 70, 4, 70, "#6b6b6b") +
    rect(x + 124, y - 96, 44, 28, "#e8e8e4", ' rx="4"')
  );
}

const DRAW: Record<ArtCategory, (s: Scene) => string> = {
  apartment: drawApartment,
  villa: drawVilla,
  house: drawHouse,
  land: drawLand,
  building: drawBuilding,
  commercial: drawCommercial,
  farm: drawFarm,
};

const BACKDROP: Record<ArtCategory, (s: Scene) => string> = {
  apartment: skylineLayer,
  villa: (s) => hillsLayer(s, false),
  house: (s) => hillsLayer(s, s.style === "hijazi"),
  land: (s) => hillsLayer(s, false) + skylineLayer(s),
  building: skylineLayer,
  commercial: skylineLayer,
  farm: () => "",
};

const VIEW_DRAWINGS = {
  interior: drawInterior,
  floorPlan: drawFloorPlan,
  sitePlan: drawSitePlan,
  locationPlan: drawLocationPlan,
} satisfies Partial<Record<ArtView, (s: ViewScene) => string>>;

// --- assembly ---------------------------------------------------------------------------------

function createScene(key: ArtKey): Scene {
  const rnd = mulberry32(hashString(`${key.category}-${key.design}`));
  const view = mulberry32(hashString(`${key.category}-${key.design}-${key.photo}`));
  const style = artStyle(key.design);
  const p = PALETTES[style][Math.floor(key.design / STYLES.length) % PALETTES[style].length]!;
  const sky = SKIES.find((candidate) => candidate.name === artTimeOfDay(key))!;
  return {
    rnd,
    view,
    style,
    p,
    sky,
    glass: sky.lit ? "#f2c46d" : p.glass,
    horizon: Math.round(between(rnd, 500, 540)),
    uid: `a${hashString(`${key.category}${key.design}${key.photo}`).toString(36).slice(0, 4)}`,
    defs: [],
    symbols: new Set(),
  };
}

function cameraTransform(s: Scene, photo: number, view: ArtView): string {
  if (photo === 0) return "";
  // From across the street: further back, off to one side.
  const street = view === "street";
  const scale = Math.round(between(s.view, street ? 0.76 : 0.94, street ? 0.86 : 1.12) * 100) / 100;
  const shift = Math.round(
    street ? (s.view() < 0.5 ? -1 : 1) * between(s.view, 110, 170) : between(s.view, -90, 90),
  );
  return ` transform="translate(${600 + shift} 700) scale(${scale}) translate(-600 -700)"`;
}

function atmosphere(s: Scene): string {
  const id = define(
    s,
    (id) =>
      `<radialGradient id="${id}" cx=".5" cy=".45" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></radialGradient>`,
  );
  const tint = s.sky.tint ? rect(0, 0, W, H, s.sky.tint.color, ` opacity="${s.sky.tint.opacity}"`) : "";
  return tint + rect(0, 0, W, H, `url(#${id})`);
}

function symbolDefs(s: Scene): string {
  let out = "";
  if (s.symbols.has("palm")) out += palmSymbol(s.uid);
  if (s.symbols.has("shrub")) out += shrubSymbol(s.uid);
  if (s.symbols.has("rose")) out += roseSymbol(s.uid);
  if (s.symbols.has("tree")) out += fruitTreeSymbol(s.uid);
  return out;
}

function dimension(value: number | undefined, fallback: number): number {
  return Number.isInteger(value) && value! > 0 && value! <= 4000 ? value! : fallback;
}

/** A self-contained SVG (no fonts, scripts or external references) for an art key. */
export function renderPropertyArt(key: string, options: { width?: number; height?: number } = {}): string {
  const parsed = parseArtKey(key);
  if (!parsed) throw new Error(`Not a property art key: ${JSON.stringify(key)}`);
  const s = createScene(parsed);
  const view = artView(parsed);
  const width = dimension(options.width, W);
  const height = dimension(options.height, H);
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">`;
  const drawing = VIEW_DRAWINGS[view as keyof typeof VIEW_DRAWINGS];
  if (drawing) {
    const scene: ViewScene = {
      category: parsed.category,
      style: s.style,
      p: s.p,
      rnd: s.rnd,
      uid: s.uid,
      defs: [],
    };
    const body = drawing(scene);
    return `${open}<defs>${scene.defs.join("")}</defs>${body}</svg>`;
  }
  const backdrop = skyLayer(s) + BACKDROP[parsed.category](s);
  const foreground = groundLayer(s) + DRAW[parsed.category](s);
  const overlay = atmosphere(s);
  return (
    open +
    `<defs>${s.defs.join("")}${symbolDefs(s)}</defs>` +
    backdrop +
    `<g${cameraTransform(s, parsed.photo, view)}>${foreground}</g>` +
    overlay +
    "</svg>"
  );
}

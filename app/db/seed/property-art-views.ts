/**
 * The demo photos that are not street scenes: a room inside, the floor plan, the site plan and
 * the plot's place in its neighbourhood, drawn as SVG from the property's own randomness (so its
 * plan and its interior stay the same on every visit). Shapes only: no text, fonts or images.
 */

export type ViewCategory = "apartment" | "villa" | "house" | "land" | "building" | "commercial" | "farm";
export type ViewStyle = "najdi" | "hijazi" | "modern";
export type ViewPalette = {
  wall: string;
  side: string;
  roof: string;
  trim: string;
  accent: string;
  glass: string;
  door: string;
  ground: string;
};

export type ViewScene = {
  category: ViewCategory;
  style: ViewStyle;
  p: ViewPalette;
  /** The property's randomness: the same for every photo of it. */
  rnd: () => number;
  uid: string;
  defs: string[];
};

const W = 1200;
const H = 800;
const n = (value: number) => Math.round(value * 10) / 10;
const between = (rnd: () => number, min: number, max: number) => min + rnd() * (max - min);
const whole = (rnd: () => number, min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
}
function poly(points: number[], fill: string, extra = ""): string {
  return `<polygon points="${points.map(n).join(" ")}" fill="${fill}"${extra}/>`;
}
function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
}
function define(s: ViewScene, body: (id: string) => string): string {
  const id = `${s.uid}v${s.defs.length}`;
  s.defs.push(body(id));
  return id;
}

// --- inside ---------------------------------------------------------------------------------------

/** One-point perspective: the back wall's corners and the vanishing point. */
const BACK = { x0: 290, y0: 170, x1: 910, y1: 540 };
const VP = { x: 600, y: 360 };
/** Where a point on the back wall's floor line meets the picture's bottom edge. */
const toFront = (x: number) => VP.x + ((x - VP.x) * (H - VP.y)) / (BACK.y1 - VP.y);

function room(
  s: ViewScene,
  colours: { wall: string; side: string; ceiling: string; floor: string; joint: string },
) {
  const { x0, y0, x1, y1 } = BACK;
  let joints = "";
  for (let x = x0; x <= x1 + 1; x += (x1 - x0) / 8) joints += `M${n(x)} ${y1}L${n(toFront(x))} ${H}`;
  for (let k = 1; k < 6; k++) {
    const y = y1 + (H - y1) * (k / 6) ** 1.6;
    joints += `M0 ${n(y)}H${W}`;
  }
  return (
    rect(0, 0, W, H, colours.ceiling) +
    poly([0, H, W, H, x1, y1, x0, y1], colours.floor) +
    `<path d="${joints}" stroke="${colours.joint}" stroke-width="2" opacity=".5"/>` +
    poly([0, 0, x0, y0, x0, y1, 0, H], colours.side) +
    poly([W, 0, x1, y0, x1, y1, W, H], colours.side) +
    rect(x0, y0, x1 - x0, y1 - y0, colours.wall) +
    // Skirting and cornice lines where the walls meet the floor and the ceiling.
    `<path d="M0 ${H}L${x0} ${y1}H${x1}L${W} ${H}M0 0L${x0} ${y0}H${x1}L${W} 0" stroke="#000" stroke-opacity=".12" stroke-width="3" fill="none"/>` +
    downlights(s)
  );
}

function downlights(s: ViewScene): string {
  let out = "";
  for (const t of [0.35, 0.7])
    for (const u of [-0.3, 0, 0.3]) {
      const y = BACK.y0 * (1 - t) + 18 * t;
      const x = VP.x + u * (BACK.x1 - BACK.x0) * (1 + t * 0.9);
      out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(12 + t * 10)}" ry="${n(3 + t * 2)}" fill="#fff8e1"/>`;
    }
  const glow = define(
    s,
    (id) =>
      `<radialGradient id="${id}"><stop offset="0" stop-color="#fff6d8" stop-opacity=".45"/><stop offset="1" stop-color="#fff6d8" stop-opacity="0"/></radialGradient>`,
  );
  return out + `<ellipse cx="600" cy="360" rx="520" ry="300" fill="url(#${glow})"/>`;
}

/** A window in the back wall, the sky and a neighbour's wall behind it, curtains either side. */
function backWindow(s: ViewScene, x: number, w: number, curtain: string): string {
  const y = BACK.y0 + 40;
  const h = 230;
  const sky = define(
    s,
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fbde0"/><stop offset="1" stop-color="#e6eef2"/></linearGradient>`,
  );
  return (
    rect(x - 8, y - 8, w + 16, h + 16, s.p.trim) +
    rect(x, y, w, h, `url(#${sky})`) +
    rect(x, y + h * 0.62, w, h * 0.38, s.p.wall, ' opacity=".55"') +
    rect(x + w / 2 - 3, y, 6, h, s.p.trim) +
    rect(x - 34, y - 14, 40, h + 40, curtain, ' rx="6"') +
    rect(x + w - 6, y - 14, 40, h + 40, curtain, ' rx="6"')
  );
}

function rug(s: ViewScene, colour: string, border: string): string {
  const pattern = define(
    s,
    (id) =>
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="36" height="36"><rect width="36" height="36" fill="${colour}"/><path d="M18 4L32 18L18 32L4 18Z" fill="${border}" opacity=".45"/></pattern>`,
  );
  return (
    poly([350, 760, 850, 760, 760, 600, 440, 600], border) +
    poly([372, 748, 828, 748, 748, 612, 452, 612], `url(#${pattern})`)
  );
}

const pickOf = <T>(rnd: () => number, items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;
const NAJDI_SEATS: readonly (readonly [string, string])[] = [
  ["#8c2f2a", "#b24a3b"],
  ["#6e3b1f", "#94552e"],
  ["#7a2f45", "#9c4560"],
];
const HIJAZI_SEATS: readonly (readonly [string, string])[] = [
  ["#2f5d62", "#3f7a7f"],
  ["#35507a", "#4a6a98"],
  ["#5a6b3a", "#738850"],
];

/** Floor seating along three walls, as in a Najdi or Hijazi majlis. */
function majlis(s: ViewScene): string {
  const { x0, x1, y1 } = BACK;
  const [seat, back] = pickOf(s.rnd, s.style === "najdi" ? NAJDI_SEATS : HIJAZI_SEATS);
  let out = rect(x0, y1 - 96, x1 - x0, 60, back, ' rx="6"') + rect(x0, y1 - 40, x1 - x0, 40, seat);
  for (let x = x0 + 20; x < x1 - 40; x += 78)
    out += rect(x, y1 - 90, 64, 48, "#e9d9b4", ' rx="10" opacity=".9"');
  // The side runs of seating, foreshortened along the side walls.
  out +=
    poly([x0, y1 - 40, x0, y1, 120, 700, 60, 700], seat) +
    poly([x0, y1 - 96, x0, y1 - 40, 60, 700, 40, 560], back);
  out +=
    poly([x1, y1 - 40, x1, y1, 1080, 700, 1140, 700], seat) +
    poly([x1, y1 - 96, x1, y1 - 40, 1140, 700, 1160, 560], back);
  out += rug(
    s,
    pickOf(s.rnd, ["#a8432f", "#29505a", "#7a2f45", "#5b4a86"]),
    pickOf(s.rnd, ["#e4c98f", "#f0e6d0"]),
  );
  // A low tray with the coffee pot (dallah) and cups.
  out += `<ellipse cx="600" cy="672" rx="110" ry="26" fill="#b08a4a"/><ellipse cx="600" cy="666" rx="100" ry="20" fill="#d4b06a"/>`;
  out += `<path d="M580 664h40l-6-42q14-4 16-20h-9q-1 12-11 14l-2-14h-18l-6 14q-12 6-16 22l10 2q3-10 10-14z" fill="#c9a24c" stroke="#8c6a2a" stroke-width="2"/>`;
  for (const cx of [530, 660, 690]) out += `<path d="M${cx - 9} 660h18l-3 10h-12z" fill="#f4efe3"/>`;
  return out;
}

/** A sofa seen from behind, a television wall and a coffee table: a modern flat or villa. */
function livingRoom(s: ViewScene): string {
  const { x0, x1, y1 } = BACK;
  const sofa = pickOf(s.rnd, ["#6f7b82", "#a88c6a", "#4f6a5a", "#8a5a4a", "#5a6478"]);
  const tv = x0 + Math.round(between(s.rnd, 110, 200));
  let out = rect(tv + 20, y1 - 210, 280, 150, "#2c3236", ' rx="4"');
  out +=
    rect(tv, y1 - 56, 320, 40, s.p.door, ' rx="4"') + rect(tv + 10, y1 - 50, 300, 6, "#000", ' opacity=".2"');
  out += backWindow(s, x1 - 150, 110, "#efe6d6").replace(/<rect/g, "<rect");
  out += `<path d="M${x1 - 60} ${y1}v-150" stroke="#6b5b45" stroke-width="4"/><path d="M${x1 - 90} ${y1 - 150}h60l-10-40h-40z" fill="#f3e3c0"/>`;
  out += rug(
    s,
    pickOf(s.rnd, ["#d9d2c3", "#c9d3d6", "#e0cfc0"]),
    pickOf(s.rnd, ["#b7ab93", "#8f9ea6", "#b08f77"]),
  );
  out += `<ellipse cx="600" cy="640" rx="120" ry="28" fill="${s.p.door}"/><ellipse cx="600" cy="634" rx="120" ry="26" fill="#e8e0d2"/>`;
  out += `<path d="M560 630q-4-30 16-40q24 12 10 40z" fill="#6f8f4e"/>`;
  // The sofa's back fills the foreground.
  out +=
    rect(150, 700, 900, 140, sofa, ' rx="28"') +
    rect(120, 660, 110, 180, sofa, ' rx="26"') +
    rect(970, 660, 110, 180, sofa, ' rx="26"');
  out += rect(150, 700, 900, 14, "#fff", ' opacity=".12"');
  // A plant in the corner.
  out +=
    rect(x0 + 20, y1 - 60, 46, 60, "#c9b89c") +
    `<path d="M${x0 + 43} ${y1 - 60}q-50-60-10-140q10 70 10 140q20-90 50-120q-10 80-50 120z" fill="#4f7a3a"/>`;
  return out;
}

/** An empty showroom: shelves on the back wall, a counter, the glass front on one side. */
function showroom(s: ViewScene): string {
  const { x0, y0, x1, y1 } = BACK;
  let out = "";
  for (let y = y0 + 60; y < y1 - 40; y += 70)
    out +=
      rect(x0 + 30, y, x1 - x0 - 60, 10, "#d6d2ca") +
      rect(x0 + 30, y + 10, x1 - x0 - 60, 4, "#000", ' opacity=".12"');
  for (let x = x0 + 50; x < x1 - 80; x += 46) {
    if (s.rnd() < 0.2) continue;
    const h = between(s.rnd, 20, 52);
    out += rect(x, y0 + 60 - h, 30, h, s.p.accent, ' opacity=".55"');
  }
  // The glass front along the left wall, with the street's light through it.
  out += poly([0, 40, x0 - 20, y0 + 30, x0 - 20, y1 - 10, 0, 760], "#bcd6e6");
  out += `<path d="M${n(x0 * 0.33)} ${n(40 + (y0 - 10) * 0.33)}V${n(760 - 220 * 0.33)}M${n(x0 * 0.66)} ${n(40 + (y0 - 10) * 0.66)}V${n(760 - 220 * 0.66)}" stroke="${s.p.accent}" stroke-width="6"/>`;
  // The counter on the right.
  out +=
    poly([x1 - 40, y1 - 80, x1 - 40, y1 + 6, 1010, 690, 1010, 560], s.p.door) +
    poly([x1 - 40, y1 - 80, 1010, 560, 1060, 550, x1 - 10, y1 - 86], "#ece7dd");
  return out;
}

export function drawInterior(s: ViewScene): string {
  const warm = s.style === "modern" ? "#e9e6e0" : s.style === "najdi" ? "#e6d3b5" : "#f1ebe0";
  const shop = s.category === "commercial";
  let out = room(s, {
    wall: shop ? "#f2f1ee" : warm,
    side: shop ? "#e2e0db" : s.style === "modern" ? "#dcd8d0" : "#d9c4a2",
    ceiling: "#f7f5f0",
    floor: shop ? "#cfd2d4" : s.style === "modern" ? "#cdb79a" : "#d8c6a8",
    joint: shop ? "#aab0b4" : "#a8916e",
  });
  if (shop) out += showroom(s);
  else if (s.style === "modern" || s.category === "apartment" || s.category === "building")
    out += livingRoom(s);
  else out += backWindow(s, Math.round(between(s.rnd, 420, 640)), 140, s.p.accent) + majlis(s);
  return out;
}

// --- plans ----------------------------------------------------------------------------------------

type Box = { x: number; y: number; w: number; h: number };
type RoomKind = "living" | "bed" | "bath" | "kitchen" | "majlis" | "dining" | "shop" | "store";

const PAPER = "#f8f6f0";
const INK = "#2d3134";

/** Cuts `area` into `count` rooms, always across its longer side. */
function partition(rnd: () => number, area: Box, count: number): Box[] {
  if (count <= 1) return [area];
  const first = Math.floor(count / 2);
  const share = between(rnd, 0.4, 0.6) * (first / count) * 2;
  if (area.w >= area.h) {
    const w = Math.round(area.w * Math.min(0.7, Math.max(0.3, share)));
    return [
      ...partition(rnd, { ...area, w }, first),
      ...partition(rnd, { ...area, x: area.x + w, w: area.w - w }, count - first),
    ];
  }
  const h = Math.round(area.h * Math.min(0.7, Math.max(0.3, share)));
  return [
    ...partition(rnd, { ...area, h }, first),
    ...partition(rnd, { ...area, y: area.y + h, h: area.h - h }, count - first),
  ];
}

function furniture(kind: RoomKind, b: Box): string {
  const cx = b.x + b.w / 2;
  const cy = b.y + b.h / 2;
  const line = ` stroke="${INK}" stroke-width="2" fill="none"`;
  switch (kind) {
    case "bed":
      return (
        `<rect x="${n(cx - 45)}" y="${n(cy - 60)}" width="90" height="120" rx="6"${line}/>` +
        `<rect x="${n(cx - 38)}" y="${n(cy - 54)}" width="34" height="20" rx="5"${line}/><rect x="${n(cx + 4)}" y="${n(cy - 54)}" width="34" height="20" rx="5"${line}/>` +
        `<path d="M${n(cx - 45)} ${n(cy - 20)}H${n(cx + 45)}"${line}/>`
      );
    case "bath":
      return (
        `<rect x="${n(b.x + 14)}" y="${n(b.y + 14)}" width="${n(Math.min(110, b.w - 28))}" height="50" rx="14"${line}/>` +
        `<ellipse cx="${n(b.x + b.w - 30)}" cy="${n(b.y + b.h - 34)}" rx="13" ry="18"${line}/>` +
        `<circle cx="${n(b.x + 34)}" cy="${n(b.y + b.h - 30)}" r="12"${line}/>`
      );
    case "kitchen":
      return (
        `<path d="M${n(b.x + 12)} ${n(b.y + b.h - 12)}V${n(b.y + 12)}H${n(b.x + b.w - 12)}V${n(b.y + 52)}H${n(b.x + 52)}V${n(b.y + b.h - 12)}Z"${line}/>` +
        `<circle cx="${n(b.x + b.w / 2)}" cy="${n(b.y + 32)}" r="10"${line}/><circle cx="${n(b.x + 32)}" cy="${n(b.y + b.h / 2)}" r="8"${line}/>`
      );
    case "dining": {
      let chairs = "";
      for (const dx of [-30, 0, 30])
        chairs +=
          circle(cx + dx, cy - 38, 9, "none", ` stroke="${INK}" stroke-width="2"`) +
          circle(cx + dx, cy + 38, 9, "none", ` stroke="${INK}" stroke-width="2"`);
      return `<rect x="${n(cx - 52)}" y="${n(cy - 24)}" width="104" height="48" rx="6"${line}/>` + chairs;
    }
    case "majlis":
      return `<path d="M${n(b.x + 16)} ${n(b.y + b.h - 16)}V${n(b.y + 16)}H${n(b.x + b.w - 16)}V${n(b.y + b.h - 16)}" stroke="${INK}" stroke-width="22" stroke-opacity=".18" fill="none"/><rect x="${n(cx - 40)}" y="${n(cy - 24)}" width="80" height="48" rx="24"${line}/>`;
    case "living":
      return (
        `<path d="M${n(cx - 80)} ${n(cy - 40)}v70h160v-70" stroke="${INK}" stroke-width="18" stroke-opacity=".22" fill="none"/>` +
        `<rect x="${n(cx - 34)}" y="${n(cy - 22)}" width="68" height="36" rx="4"${line}/>`
      );
    case "shop":
      return `<path d="M${n(b.x + 14)} ${n(b.y + 20)}H${n(b.x + b.w - 14)}M${n(b.x + 14)} ${n(b.y + 44)}H${n(b.x + b.w - 14)}" stroke="${INK}" stroke-width="6" stroke-opacity=".3"/>`;
    case "store":
      return `<path d="M${n(b.x + 10)} ${n(b.y + 10)}L${n(b.x + b.w - 10)} ${n(b.y + b.h - 10)}M${n(b.x + b.w - 10)} ${n(b.y + 10)}L${n(b.x + 10)} ${n(b.y + b.h - 10)}" stroke="${INK}" stroke-width="1.5" stroke-opacity=".35"/>`;
  }
}

const FLOORS: Record<RoomKind, string> = {
  living: "#efe3cf",
  majlis: "#efe3cf",
  dining: "#efe3cf",
  bed: "#f3ead9",
  bath: "#dbe6ea",
  kitchen: "#e4e4df",
  shop: "#eceae4",
  store: "#e3ded4",
};

/** What each room is for, the largest rooms first: the majlis and the living room, the baths last. */
function roomKinds(s: ViewScene, rooms: Box[]): RoomKind[] {
  const kinds: RoomKind[] =
    s.category === "apartment" || s.category === "building"
      ? ["living", "bed", "bed", "kitchen", "bath", "dining", "bath"]
      : ["majlis", "living", "bed", "dining", "bed", "kitchen", "bath", "bath"];
  const bySize = rooms.map((b, i) => ({ i, area: b.w * b.h })).sort((a, b) => b.area - a.area);
  const out: RoomKind[] = [];
  bySize.forEach(({ i }, rank) => (out[i] = kinds[Math.min(rank, kinds.length - 1)]!));
  return out;
}

function plan(s: ViewScene, outline: Box, rooms: Box[], kinds: RoomKind[]): string {
  const { rnd } = s;
  let floors = "";
  let walls = "";
  let doors = "";
  rooms.forEach((b, i) => {
    const kind = kinds[i % kinds.length]!;
    floors += rect(b.x, b.y, b.w, b.h, FLOORS[kind]) + furniture(kind, b);
    walls += `<rect x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w)}" height="${n(b.h)}" fill="none" stroke="${INK}" stroke-width="6"/>`;
    // A door in the room's top or start wall unless that wall is the outline.
    const onTop = b.y > outline.y + 1 && (b.w > 110 || b.x <= outline.x + 1);
    if (onTop) {
      const dx = b.x + between(rnd, 20, Math.max(24, b.w - 80));
      doors +=
        rect(dx, b.y - 5, 56, 10, FLOORS[kind]) +
        `<path d="M${n(dx)} ${n(b.y)}v52a52 52 0 0 0 52-52" stroke="${INK}" stroke-width="1.5" fill="none"/>`;
    } else if (b.x > outline.x + 1) {
      const dy = b.y + between(rnd, 20, Math.max(24, b.h - 80));
      doors +=
        rect(b.x - 5, dy, 10, 56, FLOORS[kind]) +
        `<path d="M${n(b.x)} ${n(dy)}h52a52 52 0 0 1-52 52" stroke="${INK}" stroke-width="1.5" fill="none"/>`;
    }
  });
  // Windows in the outer walls: a light break with a thin double line.
  let windows = "";
  for (let x = outline.x + 70; x < outline.x + outline.w - 110; x += between(rnd, 150, 230))
    windows +=
      rect(x, outline.y - 8, 70, 16, PAPER) +
      `<path d="M${n(x)} ${n(outline.y - 3)}h70M${n(x)} ${n(outline.y + 3)}h70" stroke="${INK}" stroke-width="2"/>`;
  for (let y = outline.y + 70; y < outline.y + outline.h - 110; y += between(rnd, 150, 230))
    windows +=
      rect(outline.x + outline.w - 8, y, 16, 70, PAPER) +
      `<path d="M${n(outline.x + outline.w - 3)} ${n(y)}v70M${n(outline.x + outline.w + 3)} ${n(y)}v70" stroke="${INK}" stroke-width="2"/>`;
  const o = outline;
  return (
    floors +
    walls +
    doors +
    `<rect x="${o.x}" y="${o.y}" width="${o.w}" height="${o.h}" fill="none" stroke="${INK}" stroke-width="14"/>` +
    windows +
    dimensions(o)
  );
}

/** Dimension lines along the top and the start side, with ticks (the figures are in the documents). */
function dimensions(o: Box): string {
  const top = o.y - 40;
  const side = o.x - 40;
  return `<path d="M${o.x} ${top}H${o.x + o.w}M${o.x} ${top - 8}v16M${o.x + o.w} ${top - 8}v16M${side} ${o.y}V${o.y + o.h}M${side - 8} ${o.y}h16M${side - 8} ${o.y + o.h}h16" stroke="${INK}" stroke-width="1.5" stroke-opacity=".6"/>`;
}

function northArrow(x: number, y: number): string {
  return `<g transform="translate(${x} ${y})"><circle r="30" fill="none" stroke="${INK}" stroke-width="2"/><path d="M0-26L10 12L0 4L-10 12Z" fill="${INK}"/></g>`;
}

function paper(s: ViewScene): string {
  const grid = define(
    s,
    (id) =>
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="40" height="40"><path d="M40 0H0V40" fill="none" stroke="#8aa4b8" stroke-opacity=".18"/></pattern>`,
  );
  return rect(0, 0, W, H, PAPER) + rect(0, 0, W, H, `url(#${grid})`);
}

export function drawFloorPlan(s: ViewScene): string {
  const { rnd } = s;
  const w = Math.round(between(rnd, 760, 900));
  const h = Math.round(between(rnd, 500, 580));
  const outline = { x: Math.round((W - w) / 2 + 20), y: Math.round((H - h) / 2 + 20), w, h };
  let out = paper(s);
  if (s.category === "building") {
    // A typical floor: two flats either side of the stair and lift core.
    const core = { x: outline.x + w / 2 - 70, y: outline.y, w: 140, h: h * 0.45 };
    const left = partition(rnd, { x: outline.x, y: outline.y, w: w / 2 - 70, h }, 5);
    const right = left.map((b) => ({ ...b, x: outline.x + w - (b.x - outline.x) - b.w }));
    const kinds = roomKinds(s, left);
    out += plan(
      s,
      outline,
      [...left, ...right, { x: core.x, y: core.y + core.h, w: 140, h: h - core.h }],
      [...kinds, ...kinds, "living"],
    );
    let steps = "";
    for (let y = core.y + 12; y < core.y + core.h - 10; y += 14) steps += `M${n(core.x + 10)} ${n(y)}h70`;
    out += rect(core.x, core.y, core.w, core.h, "#e6e3dc", ` stroke="${INK}" stroke-width="6"`);
    out +=
      `<path d="${steps}" stroke="${INK}" stroke-width="1.5"/>` +
      rect(core.x + 92, core.y + 14, 38, 50, "none", ` stroke="${INK}" stroke-width="2"`);
  } else if (s.category === "commercial") {
    const shops = whole(rnd, 3, 5);
    const front = partition(rnd, { ...outline, h: Math.round(h * 0.72) }, shops);
    const back = { x: outline.x, y: outline.y + Math.round(h * 0.72), w, h: h - Math.round(h * 0.72) };
    out += plan(s, outline, [...front, back], [...front.map((): RoomKind => "shop"), "store"]);
    // Shop fronts glazed along the street side.
    out += `<path d="M${outline.x} ${outline.y}h${w}" stroke="#7fb0cc" stroke-width="8"/>`;
  } else {
    const rooms = partition(rnd, outline, s.category === "apartment" ? whole(rnd, 5, 6) : whole(rnd, 6, 8));
    out += plan(s, outline, rooms, roomKinds(s, rooms));
  }
  return out + northArrow(W - 70, 70);
}

// --- the site -------------------------------------------------------------------------------------

function street(y: number, h: number, vertical = false): string {
  if (vertical)
    return (
      rect(y, -10, h, H + 20, "#b9b6ae") +
      `<path d="M${y + h / 2} 0V${H}" stroke="#f5f1e4" stroke-width="3" stroke-dasharray="24 18"/>`
    );
  return (
    rect(-10, y, W + 20, h, "#b9b6ae") +
    `<path d="M0 ${y + h / 2}H${W}" stroke="#f5f1e4" stroke-width="3" stroke-dasharray="24 18"/>`
  );
}

function tree(x: number, y: number, r: number): string {
  return (
    circle(x, y, r, "#7d9c5a", ' stroke="#5b7a3c" stroke-width="2"') +
    circle(x - r * 0.3, y - r * 0.3, r * 0.35, "#9bb978")
  );
}

function hatch(s: ViewScene, colour: string): string {
  const id = define(
    s,
    (id) =>
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="14" height="14" patternTransform="rotate(45)"><rect width="14" height="14" fill="${colour}"/><path d="M0 0V14" stroke="${INK}" stroke-opacity=".25" stroke-width="2"/></pattern>`,
  );
  return `url(#${id})`;
}

export function drawSitePlan(s: ViewScene): string {
  const { rnd, p } = s;
  const corner = rnd() < 0.5;
  const roadY = 620;
  let out = rect(0, 0, W, H, "#ebe5d8") + street(roadY, 110);
  if (corner) out += street(70, 100, true);
  // The neighbours' plots and buildings, faint.
  const plotW = Math.round(s.category === "farm" ? between(rnd, 680, 800) : between(rnd, 420, 580));
  const plot = { x: corner ? 220 : Math.round((W - plotW) / 2), y: 150, w: plotW, h: roadY - 30 - 150 };
  for (const x of [plot.x - plotW - 20, plot.x + plotW + 20])
    out +=
      rect(x, plot.y, plotW, plot.h, "#e2dccd", ' stroke="#9f9889" stroke-width="2"') +
      rect(x + 60, plot.y + 60, plotW - 120, plot.h - 150, "#cfc8b8");
  out += rect(0, 0, W, 120, "#e2dccd") + `<path d="M0 120H${W}" stroke="#9f9889" stroke-width="2"/>`;
  if (corner) out += street(70, 100, true);
  // The sidewalk along the property.
  out += rect(-10, roadY - 30, W + 20, 30, "#d8d2c4");
  const boundary = s.category === "land" ? ' stroke-dasharray="18 10"' : "";
  out += rect(
    plot.x,
    plot.y,
    plot.w,
    plot.h,
    s.category === "land" ? "#e7d6b4" : "#dfe6cf",
    ` stroke="${p.accent}" stroke-width="6"${boundary}`,
  );
  const inner = { x: plot.x + 40, y: plot.y + 40, w: plot.w - 80, h: plot.h - 100 };
  if (s.category === "land") {
    for (const [x, y] of [
      [plot.x, plot.y],
      [plot.x + plot.w, plot.y],
      [plot.x, plot.y + plot.h],
      [plot.x + plot.w, plot.y + plot.h],
    ])
      out += circle(x!, y!, 10, "#e0582c", ` stroke="${INK}" stroke-width="2"`);
    out += dimensions(plot);
  } else if (s.category === "farm") {
    const fields = partition(rnd, inner, whole(rnd, 4, 6));
    const greens = ["#9fbf74", "#b7cf8c", "#8aae62", "#c9d7a0"];
    fields.forEach((f, i) => {
      out += rect(f.x + 6, f.y + 6, f.w - 12, f.h - 12, greens[i % greens.length]!);
      for (let x = f.x + 24; x < f.x + f.w - 12; x += 30)
        for (let y = f.y + 24; y < f.y + f.h - 12; y += 30) out += i % 2 ? circle(x, y, 8, "#5b7a3c") : "";
    });
    out += circle(inner.x + inner.w - 30, inner.y + 30, 18, "#7fb0cc", ` stroke="${INK}" stroke-width="3"`);
  } else {
    // The building's footprint, an L or a plain block, with parking and planting.
    const bw = inner.w * (s.category === "villa" ? 0.62 : 0.8);
    const bh = inner.h * 0.7;
    const bx = inner.x + (s.category === "villa" ? 0 : (inner.w - bw) / 2);
    const by = inner.y;
    out += rect(bx, by, bw, bh, hatch(s, p.roof), ` stroke="${INK}" stroke-width="4"`);
    if (s.category === "villa" || s.category === "house")
      out += rect(
        bx + bw * 0.55,
        by + bh,
        bw * 0.45,
        inner.h * 0.2,
        hatch(s, p.roof),
        ` stroke="${INK}" stroke-width="4"`,
      );
    if (s.category === "villa") {
      out += rect(
        bx + bw + 24,
        by + 20,
        inner.w - bw - 40,
        120,
        "#8cc6de",
        ` rx="16" stroke="${INK}" stroke-width="3"`,
      );
      out += tree(bx + bw + 60, by + 200, 26) + tree(bx + bw + 120, by + 240, 20);
    }
    for (let x = plot.x + 30; x < plot.x + plot.w - 60; x += 60)
      out += `<path d="M${x} ${roadY - 32}v-40" stroke="#f8f6f0" stroke-width="3"/>`;
    out += tree(plot.x + 24, plot.y + 24, 18) + tree(plot.x + plot.w - 24, plot.y + 24, 18);
  }
  for (let x = 40; x < W; x += 150) out += tree(x + (corner ? 130 : 0), roadY - 15, 12);
  // A scale bar beside the north arrow.
  out += `<path d="M${W - 240} ${H - 30}h160" stroke="${INK}" stroke-width="6" stroke-dasharray="40 40"/><path d="M${W - 240} ${H - 30}h160" stroke="${INK}" stroke-width="1" fill="none"/>`;
  return out + northArrow(W - 70, 70);
}

/** The plot within its district: the street grid, a mosque, a park, the plot marked. */
export function drawLocationPlan(s: ViewScene): string {
  const { rnd, p } = s;
  const angle = Math.round(between(rnd, -14, 14));
  const block = Math.round(between(rnd, 150, 190));
  const street = 34;
  const bh = block * 0.7;
  const grid = define(
    s,
    (id) =>
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${block + street}" height="${n(bh + street)}"><rect width="${block}" height="${n(bh)}" fill="#e8e1d1" stroke="#c9c0ad" stroke-width="2"/></pattern>`,
  );
  let blocks = rect(-400, -400, 2000, 1600, `url(#${grid})`);
  const marked = { i: whole(rnd, 2, 4), j: whole(rnd, 1, 3) };
  // A park here and there, and the district's mosques with their domes.
  for (let k = 0; k < 6; k++) {
    const i = whole(rnd, -1, 7);
    const j = whole(rnd, -1, 5);
    if (i === marked.i && j === marked.j) continue;
    const x = i * (block + street);
    const y = j * (bh + street);
    blocks +=
      k % 2
        ? rect(x, y, block, bh, "#b9d29a")
        : rect(x + block / 2 - 26, y + 20, 52, 52, "#f4efe3", ` stroke="${INK}" stroke-width="2"`) +
          circle(x + block / 2, y + 46, 16, "#9fc3b5");
  }
  blocks += rect(marked.i * (block + street), marked.j * (bh + street), block, bh, p.accent);
  const mx = marked.i * (block + street) + block / 2;
  const my = marked.j * (bh + street) + bh / 2;
  return (
    rect(0, 0, W, H, "#cfcbc2") +
    `<g transform="rotate(${angle} 600 400)">${blocks}` +
    `<path d="M-400 ${n(3 * (bh + street) - street / 2)}H1800" stroke="#f2c46d" stroke-width="22"/>` +
    `<g transform="translate(${n(mx)} ${n(my)}) rotate(${-angle})"><path d="M0 0c-14-22-26-34-26-50a26 26 0 0 1 52 0c0 16-12 28-26 50z" fill="#c0392b" stroke="#fff" stroke-width="4"/><circle cy="-50" r="9" fill="#fff"/></g></g>` +
    northArrow(W - 70, 70)
  );
}

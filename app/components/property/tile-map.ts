// The property page's map, drawn with code of our own (ADR 045): the page shows one place, so it
// needs tiles around a point, a marker, zoom buttons, the keyboard and a mouse drag, which fit in
// under 2 KiB gzipped where Leaflet took 42. Run by map-loader, in the browser, when the map's
// frame nears the screen. The property forms' location picker, where tapping, pinching and
// dragging on a phone are the whole point, keeps Leaflet (forms/leaflet-picker.ts).

export type MapOptions = {
  latitude: number;
  longitude: number;
  /** A tile server's URL template: `{z}`, `{x}` and `{y}`, optionally `{s}` (a, b or c) and `{r}`. */
  tileUrl: string;
  /** The tile server's credit: trusted markup from the app's own messages. */
  attribution: string;
  zoomInTitle: string;
  zoomOutTitle: string;
  /** Called once when the tiles cannot be drawn: every tile failed, or none came within `tileTimeoutMs`. */
  onTilesFailed?: () => void;
  tileTimeoutMs?: number;
};

const TILE = 256;
const MIN_ZOOM = 3;
const MAX_ZOOM = 19;
const START_ZOOM = 16;
/** How far an arrow key moves the map, in pixels. */
const KEY_PAN = 80;
const KEY_MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-KEY_PAN, 0],
  ArrowRight: [KEY_PAN, 0],
  ArrowUp: [0, -KEY_PAN],
  ArrowDown: [0, KEY_PAN],
};

/** A point in Web Mercator pixels at `zoom` (the tile servers' projection). */
export function project(latitude: number, longitude: number, zoom: number) {
  const size = TILE * 2 ** zoom;
  const sin = Math.min(Math.max(Math.sin((latitude * Math.PI) / 180), -0.9999), 0.9999);
  return {
    x: ((longitude + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/** The URL of tile `x`, `y` at `zoom`, `x` wrapped around the world. */
export function tileSource(template: string, zoom: number, x: number, y: number): string {
  const count = 2 ** zoom;
  const wrapped = ((x % count) + count) % count;
  return template
    .replace("{s}", "abc"[Math.abs(wrapped + y) % 3]!)
    .replace("{z}", String(zoom))
    .replace("{x}", String(wrapped))
    .replace("{y}", String(y))
    .replace("{r}", "");
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  return node;
}

/** Draws the property's location into `container`; returns the function that removes it. */
export function mountPropertyMap(container: HTMLElement, options: MapOptions): () => void {
  let zoom = START_ZOOM;
  // The view's centre in pixels at `zoom`; the marker stays at the property's own point.
  let center = project(options.latitude, options.longitude, zoom);
  const tiles = new Map<string, HTMLImageElement>();

  const pane = element("div", "absolute inset-0 overflow-hidden select-none");
  pane.setAttribute("aria-hidden", "true");
  const marker = element("div", "map-marker");
  const controls = element("div", "map-zoom");
  const zoomIn = element("button", "");
  const zoomOut = element("button", "");
  for (const [button, label, text] of [
    [zoomIn, options.zoomInTitle, "+"],
    [zoomOut, options.zoomOutTitle, "−"],
  ] as const) {
    button.type = "button";
    button.title = label;
    button.setAttribute("aria-label", label);
    button.textContent = text;
    controls.append(button);
  }
  const credit = element("div", "map-credit");
  credit.dir = document.documentElement.dir || "ltr";
  credit.innerHTML = options.attribution;
  container.append(pane, marker, controls, credit);
  container.tabIndex = 0;
  container.classList.add("tile-map");

  // A tile server that is blocked, offline or refusing us leaves a grey box: the page shows the
  // address and the link instead. One tile that loads is enough to keep the map.
  let loaded = false;
  let failed = false;
  const fail = () => {
    if (loaded || failed) return;
    failed = true;
    options.onTilesFailed?.();
  };
  const timer = setTimeout(fail, options.tileTimeoutMs ?? 15_000);
  const onTileLoad = (event: Event) => {
    (event.target as HTMLImageElement).classList.add("map-tile-loaded");
    loaded = true;
    clearTimeout(timer);
  };
  const onTileError = (event: Event) => {
    (event.target as HTMLImageElement).dataset.failed = "";
    if ([...tiles.values()].every((tile) => tile.dataset.failed !== undefined)) fail();
  };

  const render = () => {
    const width = container.clientWidth;
    const height = container.clientHeight;
    const left = Math.round(center.x - width / 2);
    const top = Math.round(center.y - height / 2);
    const last = 2 ** zoom - 1;
    const wanted = new Set<string>();
    for (
      let y = Math.max(0, Math.floor(top / TILE));
      y <= Math.min(last, Math.floor((top + height) / TILE));
      y++
    ) {
      for (let x = Math.floor(left / TILE); x <= Math.floor((left + width) / TILE); x++) {
        const key = `${zoom}/${x}/${y}`;
        wanted.add(key);
        let tile = tiles.get(key);
        if (!tile) {
          tile = element("img", "map-tile");
          tile.alt = "";
          tile.draggable = false;
          tile.width = tile.height = TILE;
          tile.addEventListener("load", onTileLoad);
          tile.addEventListener("error", onTileError);
          tile.src = tileSource(options.tileUrl, zoom, x, y);
          tiles.set(key, tile);
          pane.append(tile);
        }
        tile.style.transform = `translate(${x * TILE - left}px, ${y * TILE - top}px)`;
      }
    }
    for (const [key, tile] of tiles) {
      if (wanted.has(key)) continue;
      tile.remove();
      tiles.delete(key);
    }
    const point = project(options.latitude, options.longitude, zoom);
    marker.style.transform = `translate(${Math.round(point.x - left)}px, ${Math.round(point.y - top)}px)`;
    zoomIn.setAttribute("aria-disabled", String(zoom >= MAX_ZOOM));
    zoomOut.setAttribute("aria-disabled", String(zoom <= MIN_ZOOM));
  };

  /** Zooms by `delta` keeping the point `at` (pixels from the container's corner) where it is. */
  const zoomBy = (delta: number, at = { x: container.clientWidth / 2, y: container.clientHeight / 2 }) => {
    const next = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom + delta));
    if (next === zoom) return;
    const factor = 2 ** (next - zoom);
    const offset = { x: at.x - container.clientWidth / 2, y: at.y - container.clientHeight / 2 };
    center = { x: (center.x + offset.x) * factor - offset.x, y: (center.y + offset.y) * factor - offset.y };
    zoom = next;
    render();
  };
  const panBy = (dx: number, dy: number) => {
    center = { x: center.x + dx, y: center.y + dy };
    render();
  };

  zoomIn.addEventListener("click", () => zoomBy(1));
  zoomOut.addEventListener("click", () => zoomBy(-1));
  const onKey = (event: KeyboardEvent) => {
    if (event.target !== container || event.altKey || event.ctrlKey || event.metaKey) return;
    const move = KEY_MOVES[event.key];
    if (move) panBy(...move);
    else if (event.key === "+" || event.key === "=") zoomBy(1);
    else if (event.key === "-" || event.key === "_") zoomBy(-1);
    else return;
    event.preventDefault();
  };
  // The page scrolls past the map: the wheel and a finger belong to the page, a mouse drags.
  let drag: { id: number; x: number; y: number } | null = null;
  const onDown = (event: PointerEvent) => {
    if (event.pointerType !== "mouse" || event.button !== 0) return;
    drag = { id: event.pointerId, x: event.clientX, y: event.clientY };
    pane.setPointerCapture(event.pointerId);
    pane.classList.add("cursor-grabbing");
  };
  const onMove = (event: PointerEvent) => {
    if (drag?.id !== event.pointerId) return;
    panBy(drag.x - event.clientX, drag.y - event.clientY);
    drag = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onUp = (event: PointerEvent) => {
    if (drag?.id !== event.pointerId) return;
    drag = null;
    pane.classList.remove("cursor-grabbing");
  };
  const onDoubleClick = (event: MouseEvent) => {
    const box = container.getBoundingClientRect();
    zoomBy(event.shiftKey ? -1 : 1, { x: event.clientX - box.left, y: event.clientY - box.top });
  };
  container.addEventListener("keydown", onKey);
  pane.addEventListener("pointerdown", onDown);
  pane.addEventListener("pointermove", onMove);
  pane.addEventListener("pointerup", onUp);
  pane.addEventListener("pointercancel", onUp);
  pane.addEventListener("dblclick", onDoubleClick);
  const resize = new ResizeObserver(render);
  resize.observe(container);
  render();

  return () => {
    clearTimeout(timer);
    resize.disconnect();
    container.removeEventListener("keydown", onKey);
    container.removeAttribute("tabindex");
    container.classList.remove("tile-map");
    for (const node of [pane, marker, controls, credit]) node.remove();
  };
}

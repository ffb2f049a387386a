// Loaded only by PropertyMap, in the browser, after the page is interactive: Leaflet's script and
// stylesheet live in this module's own chunk, never in another page's bundle.
import * as L from "leaflet";
import "leaflet/dist/leaflet.css";

/** The property's marker, as a vector: Leaflet's default marker images do not survive bundling. */
export const markerStyle: L.CircleMarkerOptions = {
  radius: 10,
  color: "#ffffff",
  weight: 3,
  fillColor: "#16634c",
  fillOpacity: 1,
  interactive: false,
};

export type MapOptions = {
  latitude: number;
  longitude: number;
  tileUrl: string;
  attribution: string;
  zoomInTitle: string;
  zoomOutTitle: string;
  /** Called once when the tiles cannot be drawn: every tile failed, or none came within `tileTimeoutMs`. */
  onTilesFailed?: () => void;
  tileTimeoutMs?: number;
};

/** Draws the property's location into `container`; returns the function that removes it. */
export function mountPropertyMap(container: HTMLElement, options: MapOptions): () => void {
  const center: L.LatLngTuple = [options.latitude, options.longitude];
  const map = L.map(container, {
    center,
    zoom: 16,
    zoomControl: false,
    // The page scrolls past the map: the wheel and one-finger drags belong to the page.
    scrollWheelZoom: false,
    dragging: !L.Browser.mobile,
  });
  L.control.zoom({ zoomInTitle: options.zoomInTitle, zoomOutTitle: options.zoomOutTitle }).addTo(map);
  const tiles = L.tileLayer(options.tileUrl, { maxZoom: 19, attribution: options.attribution }).addTo(map);
  // A tile server that is blocked, offline or refusing us leaves a grey box: the page shows the
  // address and the link instead. One tile that loads is enough to keep the map; the layer's
  // "load" comes once every tile in view has loaded or failed.
  let loaded = false;
  let failed = false;
  const fail = () => {
    if (loaded || failed) return;
    failed = true;
    options.onTilesFailed?.();
  };
  const timer = setTimeout(fail, options.tileTimeoutMs ?? 15_000);
  tiles.on("tileload", () => {
    loaded = true;
    clearTimeout(timer);
  });
  tiles.on("load", fail);
  // A vector marker: Leaflet's default marker images do not survive bundling.
  L.circleMarker(center, markerStyle).addTo(map);
  return () => {
    clearTimeout(timer);
    map.remove();
  };
}

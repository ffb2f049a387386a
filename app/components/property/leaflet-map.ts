// Loaded only by PropertyMap, in the browser, after the page is interactive: Leaflet's script and
// stylesheet live in this module's own chunk, never in another page's bundle.
import * as L from "leaflet";
import "leaflet/dist/leaflet.css";

export type MapOptions = {
  latitude: number;
  longitude: number;
  tileUrl: string;
  attribution: string;
  zoomInTitle: string;
  zoomOutTitle: string;
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
  L.tileLayer(options.tileUrl, { maxZoom: 19, attribution: options.attribution }).addTo(map);
  // A vector marker: Leaflet's default marker images do not survive bundling.
  L.circleMarker(center, {
    radius: 10,
    color: "#ffffff",
    weight: 3,
    fillColor: "#16634c",
    fillOpacity: 1,
    interactive: false,
  }).addTo(map);
  return () => map.remove();
}

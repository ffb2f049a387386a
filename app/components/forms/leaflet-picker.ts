// Loaded only by LocationPicker, in the browser, when the map comes near the screen: Leaflet's
// script and stylesheet live in this module's own chunk.
import * as L from "leaflet";
import "leaflet/dist/leaflet.css";

/** The property's marker, as a vector: Leaflet's default marker images do not survive bundling. */
const markerStyle: L.CircleMarkerOptions = {
  radius: 10,
  color: "#ffffff",
  weight: 3,
  fillColor: "#16634c",
  fillOpacity: 1,
  interactive: false,
};

export type PickerOptions = {
  /** Where the property is (typed coordinates), or null to show the whole kingdom. */
  at: { latitude: number; longitude: number } | null;
  tileUrl: string;
  attribution: string;
  zoomInTitle: string;
  zoomOutTitle: string;
  /** Called with the point clicked (or tapped). */
  onPick: (latitude: number, longitude: number) => void;
};

/** The kingdom's middle, and the zoom that shows it whole. */
const KSA: L.LatLngTuple = [24.0, 45.0];

/** A map to click the property's place on; returns how to move its marker and how to remove it. */
export function mountLocationPicker(container: HTMLElement, options: PickerOptions) {
  const map = L.map(container, {
    center: options.at ? [options.at.latitude, options.at.longitude] : KSA,
    zoom: options.at ? 16 : 5,
    zoomControl: false,
    scrollWheelZoom: false,
  });
  L.control.zoom({ zoomInTitle: options.zoomInTitle, zoomOutTitle: options.zoomOutTitle }).addTo(map);
  L.tileLayer(options.tileUrl, { maxZoom: 19, attribution: options.attribution }).addTo(map);
  const style = markerStyle;
  let marker = options.at
    ? L.circleMarker([options.at.latitude, options.at.longitude], style).addTo(map)
    : null;
  const place = (latitude: number, longitude: number) => {
    if (marker) marker.setLatLng([latitude, longitude]);
    else marker = L.circleMarker([latitude, longitude], style).addTo(map);
  };
  map.on("click", (event: L.LeafletMouseEvent) => {
    const latitude = Number(event.latlng.lat.toFixed(6));
    const longitude = Number(event.latlng.lng.toFixed(6));
    place(latitude, longitude);
    options.onPick(latitude, longitude);
  });
  return {
    move(latitude: number, longitude: number) {
      place(latitude, longitude);
      map.setView([latitude, longitude], Math.max(map.getZoom(), 14));
    },
    remove: () => map.remove(),
  };
}

// Loaded by PropertyMap after hydration, in a chunk of its own (ADR 011): waits until the map's
// frame comes near the screen, then loads Leaflet (a chunk of its own too) and draws the map.
import type { TFunction } from "i18next";

export type MapState = "map" | "failed";

/**
 * Draws the map into `element` once it nears the screen (so a visitor who reads only the top of
 * the page never downloads Leaflet), telling `onState` when it is drawn and when it failed (Leaflet
 * or its tiles could not load). Returns the function that stops watching and removes the map.
 */
export function watchPropertyMap(
  element: HTMLElement,
  place: { latitude: number; longitude: number; tileUrl: string; t: TFunction },
  onState: (state: MapState) => void,
): () => void {
  const { t, ...options } = place;
  let unmount: (() => void) | undefined;
  let cancelled = false;
  const load = () =>
    import("./leaflet-map")
      .then(({ mountPropertyMap }) => {
        if (cancelled) return;
        onState("map");
        unmount = mountPropertyMap(element, {
          ...options,
          attribution: t("property.mapAttribution"),
          zoomInTitle: t("property.zoomIn"),
          zoomOutTitle: t("property.zoomOut"),
          // After Leaflet's own handler has finished with the map.
          onTilesFailed: () =>
            setTimeout(() => {
              if (cancelled) return;
              unmount?.();
              unmount = undefined;
              onState("failed");
            }),
        });
      })
      .catch(() => {
        if (!cancelled) onState("failed");
      });
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void load();
    },
    { rootMargin: "400px 0px" },
  );
  observer.observe(element);
  return () => {
    cancelled = true;
    observer.disconnect();
    unmount?.();
  };
}

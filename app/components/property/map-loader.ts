// Loaded by PropertyMap after hydration, with the property page's other widgets (widgets.ts,
// ADR 045): waits until the map's frame comes near the screen, then draws the map (tile-map.ts).
import type { TFunction } from "i18next";
import { mountPropertyMap } from "./tile-map";

export type MapState = "map" | "failed";

/**
 * Draws the map into `element` once it nears the screen (so a visitor who reads only the top of
 * the page never asks the tile server for anything), telling `onState` when it is drawn and when
 * it failed (the tiles could not load). Returns the function that stops watching and removes the map.
 */
export function watchPropertyMap(
  element: HTMLElement,
  place: { latitude: number; longitude: number; tileUrl: string; t: TFunction },
  onState: (state: MapState) => void,
): () => void {
  const { t, ...options } = place;
  let unmount: (() => void) | undefined;
  let cancelled = false;
  const draw = () => {
    onState("map");
    unmount = mountPropertyMap(element, {
      ...options,
      attribution: t("property.mapAttribution"),
      zoomInTitle: t("property.zoomIn"),
      zoomOutTitle: t("property.zoomOut"),
      // After the map's own tile handler has returned.
      onTilesFailed: () =>
        setTimeout(() => {
          if (cancelled) return;
          unmount?.();
          unmount = undefined;
          onState("failed");
        }),
    });
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      draw();
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

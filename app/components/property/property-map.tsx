import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";

type Props = { latitude: number; longitude: number; place: string };

/**
 * The property on a map. The server renders the frame holding the address, the coordinates and a
 * link to open them on OpenStreetMap (enough without scripts); in the browser Leaflet is loaded
 * when the frame comes near the screen (so a visitor who reads only the top of the page never
 * downloads it) and draws the tiles of the `map_tile_url` setting over it. If Leaflet or the tiles
 * cannot load (offline, blocked, the tile server down), the map goes and the frame shows the
 * address again with a word on why: never an empty box.
 */
export function PropertyMap({ latitude, longitude, place }: Props) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"address" | "map" | "failed">("address");
  const tileUrl = useRouteLoaderData<RootData>("root")?.publicConfig.map_tile_url;
  const attribution = t("property.mapAttribution");
  const zoomInTitle = t("property.zoomIn");
  const zoomOutTitle = t("property.zoomOut");

  useEffect(() => {
    const element = container.current;
    if (!element || !tileUrl) return;
    let unmount: (() => void) | undefined;
    let cancelled = false;
    const load = () =>
      import("./leaflet-map")
        .then(({ mountPropertyMap }) => {
          if (cancelled) return;
          setState("map");
          unmount = mountPropertyMap(element, {
            latitude,
            longitude,
            tileUrl,
            attribution,
            zoomInTitle,
            zoomOutTitle,
            // After Leaflet's own handler has finished with the map.
            onTilesFailed: () =>
              setTimeout(() => {
                if (cancelled) return;
                unmount?.();
                unmount = undefined;
                setState("failed");
              }),
          });
        })
        // Offline or blocked: the address, the coordinates and the link say where it is.
        .catch(() => {
          if (!cancelled) setState("failed");
        });
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === "undefined") void load();
    else {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          void load();
        },
        { rootMargin: "400px 0px" },
      );
      observer.observe(element);
    }
    return () => {
      cancelled = true;
      observer?.disconnect();
      unmount?.();
    };
  }, [latitude, longitude, tileUrl, attribution, zoomInTitle, zoomOutTitle]);

  const lat = latitude.toFixed(5);
  const lng = longitude.toFixed(5);
  const coordinates = (
    <span>
      {t("property.coordinates")}:{" "}
      <span dir="ltr">
        {lat}, {lng}
      </span>
    </span>
  );
  const openLink = (
    <a
      href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`}
      className="text-primary font-medium underline-offset-4 hover:underline"
    >
      {t("property.openMap")}
    </a>
  );
  return (
    <figure className="mt-3">
      <div className="surface-muted border-subtle relative z-0 h-72 overflow-hidden rounded-2xl border md:h-96">
        {/* What the map would show, in words: before scripts, without them, or when tiles fail.
            Hidden (and out of the keyboard's way) while the map covers it. */}
        <div
          hidden={state === "map"}
          className="flex h-full flex-col items-center justify-center gap-2 p-4 text-center"
          data-testid="property-map-fallback"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="text-primary size-10">
            <path
              d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
            <circle cx="12" cy="10" r="2.6" fill="currentColor" />
          </svg>
          {state === "failed" ? (
            <p role="status" className="text-muted text-sm">
              {t("property.mapUnavailable")}
            </p>
          ) : null}
          <p className="text-lg font-semibold">
            <bdi>{place}</bdi>
          </p>
          <p className="text-muted text-sm">{coordinates}</p>
          {openLink}
        </div>
        {/* Leaflet lays its panes out left to right whatever the page direction. */}
        {state === "failed" ? null : (
          // Leaflet owns the inner element's classes: what changes with the state is its wrapper's.
          <div
            className={state === "map" ? "absolute inset-0" : "pointer-events-none absolute inset-0 -z-10"}
          >
            <div
              ref={container}
              dir="ltr"
              role="group"
              aria-label={t("property.mapLabel")}
              className="h-full w-full"
              data-testid="property-map"
            />
          </div>
        )}
      </div>
      {state === "map" ? (
        <figcaption className="text-muted mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
          {coordinates}
          {openLink}
        </figcaption>
      ) : null}
    </figure>
  );
}

import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";

type Props = { latitude: number; longitude: number };

/**
 * The property on a map. The server renders the frame, the coordinates and a link to open them
 * on OpenStreetMap (enough without scripts); in the browser Leaflet is loaded when the frame comes
 * near the screen (so a visitor who reads only the top of the page never downloads it) and draws
 * the tiles of the `map_tile_url` setting into the frame.
 */
export function PropertyMap({ latitude, longitude }: Props) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
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
          unmount = mountPropertyMap(element, {
            latitude,
            longitude,
            tileUrl,
            attribution,
            zoomInTitle,
            zoomOutTitle,
          });
        })
        // Offline or blocked: the coordinates and the link below still say where it is.
        .catch(() => {});
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
  return (
    <figure className="mt-3">
      {/* Leaflet lays its panes out left to right whatever the page direction. */}
      <div
        ref={container}
        dir="ltr"
        role="group"
        aria-label={t("property.mapLabel")}
        className="surface-muted border-subtle relative z-0 h-72 overflow-hidden rounded-2xl border md:h-96"
        data-testid="property-map"
      />
      <figcaption className="text-muted mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
        <span>
          {t("property.coordinates")}:{" "}
          <span dir="ltr">
            {lat}, {lng}
          </span>
        </span>
        <a
          href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`}
          className="text-primary font-medium hover:underline"
        >
          {t("property.openMap")}
        </a>
      </figcaption>
    </figure>
  );
}

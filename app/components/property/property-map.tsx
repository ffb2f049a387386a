import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";

type Props = { latitude: number; longitude: number; place: string };

/**
 * The property on a map. The server renders the frame holding the address, the coordinates and a
 * link to open them on OpenStreetMap (enough without scripts); in the browser, map-loader loads
 * the map's code (tile-map.ts) when the frame comes near the screen and draws the tiles of the
 * `map_tile_url` setting over it. If the code or the tiles cannot load (offline, blocked, the tile
 * server down), the map goes and the frame shows the address again with a word on why: never an
 * empty box.
 */
export function PropertyMap({ latitude, longitude, place }: Props) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"address" | "map" | "failed">("address");
  const tileUrl = useRouteLoaderData<RootData>("root")?.publicConfig.map_tile_url;

  useEffect(() => {
    const element = container.current;
    if (!element || !tileUrl) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import("./widgets")
      .then(({ watchPropertyMap }) => {
        if (cancelled) return;
        stop = watchPropertyMap(element, { latitude, longitude, tileUrl, t }, setState);
      })
      // Offline or blocked: the frame keeps the address, the coordinates and the link.
      .catch(() => !cancelled && setState("failed"));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [latitude, longitude, tileUrl, t]);

  const lat = latitude.toFixed(5);
  const lng = longitude.toFixed(5);
  const map = state === "map";
  return (
    <figure className="relative mt-3">
      <div className="surface-muted border-subtle relative z-0 h-72 overflow-hidden rounded-2xl border md:h-96">
        {/* Tiles are laid out left to right whatever the page direction. */}
        {state === "failed" ? null : (
          <div
            ref={container}
            dir="ltr"
            role="group"
            aria-label={t("property.mapLabel")}
            className="absolute inset-0"
            data-testid="property-map"
          />
        )}
      </div>
      {/* Until the map is drawn (before scripts, without them, or when the tiles fail), the
          frame holds the address in words; then the coordinates and the link go below it. */}
      <figcaption className={map ? "map-caption" : "map-address"}>
        {state === "failed" ? <p role="status">{t("property.mapUnavailable")}</p> : null}
        <p className="map-place">
          <bdi>{place}</bdi>
        </p>
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

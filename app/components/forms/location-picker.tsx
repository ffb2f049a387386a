import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useRouteLoaderData } from "react-router";
import { toLatinDigits } from "~/i18n/format";
import type { RootData } from "~/root";

/** A typed coordinate as a number, or null (blank, not a number). */
function coordinate(input: HTMLInputElement | null): number | null {
  const text = toLatinDigits(input?.value.trim() ?? "").replace("٫", ".");
  if (!text) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/**
 * A property form's map (/whatadd, the committee's auction form): clicking it writes the point into the typed latitude and longitude
 * fields (`latitudeId`, `longitudeId`), which stay the way to give it without scripts or a mouse;
 * typing them moves the marker. Leaflet loads when the map comes near the screen.
 */
export function LocationPicker({ latitudeId, longitudeId }: { latitudeId: string; longitudeId: string }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const tileUrl = useRouteLoaderData<RootData>("root")?.publicConfig.map_tile_url;
  const attribution = t("property.mapAttribution");
  const zoomInTitle = t("property.zoomIn");
  const zoomOutTitle = t("property.zoomOut");

  useEffect(() => {
    const element = container.current;
    if (!element || !tileUrl) return;
    const lat = () => document.getElementById(latitudeId) as HTMLInputElement | null;
    const lng = () => document.getElementById(longitudeId) as HTMLInputElement | null;
    let picker: { move: (a: number, b: number) => void; remove: () => void } | undefined;
    let cancelled = false;
    const typed = () => {
      const a = coordinate(lat());
      const b = coordinate(lng());
      return a !== null && b !== null ? { latitude: a, longitude: b } : null;
    };
    const onTyped = () => {
      const at = typed();
      if (at) picker?.move(at.latitude, at.longitude);
    };
    const write = (input: HTMLInputElement | null, value: number) => {
      if (!input) return;
      // The native setter, then an input event: Conform (React) sees the change as typed.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, String(value));
      input.dispatchEvent(new Event("input", { bubbles: true }));
    };
    const load = () =>
      import("./leaflet-picker")
        .then(({ mountLocationPicker }) => {
          if (cancelled) return;
          picker = mountLocationPicker(element, {
            at: typed(),
            tileUrl,
            attribution,
            zoomInTitle,
            zoomOutTitle,
            onPick: (latitude, longitude) => {
              write(lat(), latitude);
              write(lng(), longitude);
            },
          });
          lat()?.addEventListener("change", onTyped);
          lng()?.addEventListener("change", onTyped);
        })
        // Offline or blocked: the typed fields still take the place.
        .catch(() => {});
    const observer =
      typeof IntersectionObserver === "undefined"
        ? undefined
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer?.disconnect();
              void load();
            },
            { rootMargin: "400px 0px" },
          );
    if (observer) observer.observe(element);
    else void load();
    return () => {
      cancelled = true;
      observer?.disconnect();
      lat()?.removeEventListener("change", onTyped);
      lng()?.removeEventListener("change", onTyped);
      picker?.remove();
    };
  }, [latitudeId, longitudeId, tileUrl, attribution, zoomInTitle, zoomOutTitle]);

  return (
    <figure className="sm:col-span-2">
      {/* Leaflet lays its panes out left to right whatever the page direction. */}
      <div
        ref={container}
        dir="ltr"
        role="group"
        aria-label={t("listings.map.label")}
        aria-describedby="location-picker-hint"
        className="surface-muted border-subtle relative z-0 h-64 overflow-hidden rounded-2xl border md:h-80"
        data-testid="location-picker"
      />
      <figcaption id="location-picker-hint" className="text-muted mt-2 text-sm">
        {t("listings.map.hint")}
      </figcaption>
    </figure>
  );
}

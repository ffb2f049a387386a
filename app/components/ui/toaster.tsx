import { useSyncExternalStore } from "react";
import { useTranslation } from "~/i18n/use-translation";
import {
  dismissToast,
  getServerToasts,
  getToasts,
  subscribeToasts,
  type Toast,
  type ToastColor,
  type ToastLocation,
  type ToastVariant,
} from "./toast-store";

/* Bottom toasts rise above a bar fixed at the bottom (the property page's bid bar, app.css). */
const placement: Record<ToastLocation, string> = {
  "bottom center": "bottom-[calc(1rem+var(--bottom-bar,0px))] inset-x-0 items-center",
  "top center": "top-4 inset-x-0 items-center",
  "bottom start": "bottom-[calc(1rem+var(--bottom-bar,0px))] start-4 items-start",
  "bottom end": "bottom-[calc(1rem+var(--bottom-bar,0px))] end-4 items-end",
  "top start": "top-4 start-4 items-start",
  "top end": "top-4 end-4 items-end",
};

const colors: Record<ToastColor, string> = {
  primary: "var(--primary)",
  success: "#15803d",
  error: "#b91c1c",
  warning: "#b45309",
  info: "#1d4ed8",
};

function variantClass(variant: ToastVariant): string {
  switch (variant) {
    case "elevated":
      return "text-white shadow-xl shadow-black/20";
    case "flat":
      return "text-white";
    case "tonal":
      return "surface-muted border border-subtle";
    case "outlined":
      return "surface border-2";
  }
}

/** Renders toasts in a polite live region so screen readers announce them. */
export function Toaster() {
  const items = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  const groups = new Map<ToastLocation, Toast[]>();
  for (const item of items) groups.set(item.location, [...(groups.get(item.location) ?? []), item]);
  return (
    <div role="status" aria-live="polite" aria-atomic="false" className="contents">
      {[...groups].map(([location, group]) => (
        <div
          key={location}
          className={`pointer-events-none fixed z-50 flex flex-col gap-2 px-4 ${placement[location]}`}
        >
          {group.map((item) => (
            <ToastCard key={item.id} item={item} />
          ))}
        </div>
      ))}
    </div>
  );
}

function ToastCard({ item }: { item: Toast }) {
  const { t } = useTranslation();
  const color = colors[item.color];
  const filled = item.variant === "elevated" || item.variant === "flat";
  return (
    <div
      data-testid="toast"
      data-color={item.color}
      data-variant={item.variant}
      className={`pointer-events-auto flex max-w-md items-start gap-3 rounded-xl px-4 py-3 ${variantClass(item.variant)}`}
      style={filled ? { backgroundColor: color } : { borderColor: color, color }}
    >
      <p className="flex-1">{item.content ?? item.message}</p>
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        className="-me-1 rounded-md px-2 text-lg leading-none opacity-80 hover:opacity-100"
        aria-label={t("a11y.close")}
      >
        ×
      </button>
    </div>
  );
}

import { useSyncExternalStore } from "react";
import { useTranslation } from "~/i18n/use-translation";

export type ThemeMode = "light" | "dark";
/** The seed keeps the theme in localStorage under `mode`; light is the default. */
export const themeStorageKey = "mode";

const listeners = new Set<() => void>();

/** The theme is the `dark` class on <html>, set before first paint by the inline script in root.tsx. */
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const currentMode = (): ThemeMode => (document.documentElement.classList.contains("dark") ? "dark" : "light");

export function applyTheme(mode: ThemeMode) {
  const root = document.documentElement;
  root.classList.add("theme-switching");
  root.classList.toggle("dark", mode === "dark");
  root.style.colorScheme = mode;
  try {
    localStorage.setItem(themeStorageKey, mode);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  for (const listener of listeners) listener();
  // Transitions come back once the new colours have been painted.
  requestAnimationFrame(() => requestAnimationFrame(() => root.classList.remove("theme-switching")));
}

export function ThemeToggle() {
  const { t } = useTranslation();
  // The server cannot know the saved theme; it renders "unknown" and the browser fills it in.
  const mode = useSyncExternalStore(subscribe, currentMode, () => null);
  const dark = mode === "dark";
  return (
    <button
      type="button"
      data-testid="theme-toggle"
      aria-pressed={dark}
      title={dark ? t("theme.toLight") : t("theme.toDark")}
      onClick={() => {
        const next: ThemeMode = dark ? "light" : "dark";
        applyTheme(next);
      }}
      className="grid size-10 place-items-center rounded-full hover:bg-black/5 dark:hover:bg-white/10"
    >
      <span className="sr-only">{t("theme.toggle")}</span>
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        {dark ? (
          <path d="M12 3v2m0 14v2m9-9h-2M5 12H3m15.36 6.36-1.42-1.42M7.05 7.05 5.64 5.64m12.72 0-1.41 1.41M7.05 16.95l-1.41 1.41M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z" />
        ) : (
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />
        )}
      </svg>
    </button>
  );
}

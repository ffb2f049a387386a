import { useEffect } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { toast } from "../ui/toast-store";

const CHECK_EVERY_MS = 5 * 60_000;
const IDLE_RELOAD_AFTER_MS = 2 * 60_000;

/** True when any field on the page holds something the user typed. */
export function hasUnsavedInput(root: ParentNode = document): boolean {
  for (const el of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    "input, textarea, select",
  )) {
    if (el instanceof HTMLSelectElement) {
      if ([...el.options].some((o) => o.selected !== o.defaultSelected)) return true;
    } else if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) {
      if (el.checked !== el.defaultChecked) return true;
    } else if (el.type !== "hidden" && el.value !== el.defaultValue) {
      return true;
    }
  }
  return false;
}

/**
 * Polls the build manifest. When a new build is out, the next link the user follows loads as a
 * full page (so it runs the new code), and an idle page with nothing typed reloads by itself.
 */
export function AppUpdateWatcher() {
  const { t } = useTranslation();
  useEffect(() => {
    const current = document.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content;
    if (!current || current === "dev") return;
    let pending = false;
    let lastActivity = Date.now();

    const check = async () => {
      if (pending) return;
      try {
        const res = await fetch("/_build/latest.json", { cache: "no-store" });
        if (!res.ok) return;
        const { id } = (await res.json()) as { id?: string };
        if (id && id !== current) {
          pending = true;
          document.documentElement.dataset.updatePending = "";
          toast({ message: t("update.available"), color: "info", timeout: 10_000 });
        }
      } catch {
        /* offline: try again later */
      }
    };

    // Runs before React Router's own click handling, turning the navigation into a page load.
    const onClick = (event: MouseEvent) => {
      if (!pending || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute("download")) return;
      if (anchor.origin !== location.origin) return;
      event.stopImmediatePropagation();
    };
    const onActivity = () => (lastActivity = Date.now());
    const onVisible = () => {
      if (document.visibilityState === "visible") void check();
    };
    const idleTimer = window.setInterval(() => {
      if (pending && Date.now() - lastActivity > IDLE_RELOAD_AFTER_MS && !hasUnsavedInput()) {
        location.reload();
      }
    }, 15_000);
    const checkTimer = window.setInterval(() => void check(), CHECK_EVERY_MS);

    window.addEventListener("click", onClick, true);
    for (const type of ["keydown", "pointerdown", "scroll", "input"]) {
      window.addEventListener(type, onActivity, { passive: true, capture: true });
    }
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(idleTimer);
      window.clearInterval(checkTimer);
      window.removeEventListener("click", onClick, true);
      for (const type of ["keydown", "pointerdown", "scroll", "input"]) {
        window.removeEventListener(type, onActivity, true);
      }
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [t]);
  return null;
}

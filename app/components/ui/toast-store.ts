import type { ReactNode } from "react";

/**
 * The app's notification banner (toast), per the seed: shown with a plain string (primary
 * colour) or an object overriding the defaults — bottom centre, primary, elevated.
 */
export type ToastColor = "primary" | "success" | "error" | "warning" | "info";
export type ToastLocation =
  "bottom center" | "top center" | "bottom start" | "bottom end" | "top start" | "top end";
export type ToastVariant = "elevated" | "flat" | "tonal" | "outlined";

export type ToastOptions = {
  message: string;
  /** Shown instead of `message` (its plain text) when given: e.g. a sentence with isolated values. */
  content?: ReactNode;
  color?: ToastColor;
  location?: ToastLocation;
  variant?: ToastVariant;
  /** Milliseconds before it hides itself; 0 keeps it until closed. */
  timeout?: number;
};

export type Toast = Required<Omit<ToastOptions, "content">> &
  Pick<ToastOptions, "content"> & { id: number; show: boolean };

export const toastDefaults = {
  color: "primary",
  location: "bottom center",
  variant: "elevated",
  timeout: 6000,
} as const satisfies Omit<Required<ToastOptions>, "message" | "content">;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function toast(input: string | ToastOptions): number {
  const options = typeof input === "string" ? { message: input } : input;
  const item: Toast = { ...toastDefaults, ...options, id: nextId++, show: true };
  toasts = [...toasts, item];
  emit();
  if (item.timeout > 0) setTimeout(() => dismissToast(item.id), item.timeout);
  return item.id;
}

export function dismissToast(id: number) {
  if (!toasts.some((t) => t.id === id)) return;
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function subscribeToasts(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getToasts = () => toasts;
const empty: readonly Toast[] = [];
export const getServerToasts = () => empty;

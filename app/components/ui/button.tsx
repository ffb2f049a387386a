import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Link, type LinkProps } from "react-router";

/**
 * The site's one button look, for buttons and for links that act as buttons:
 * - `primary`: the page's main action, on the brand colour;
 * - `secondary`: any other action, outlined;
 * - `danger`: an action that refuses or destroys, outlined in red.
 * `sm` sits in lists, cards and receipts (40 px); `md` ends a form or a page (44 px). Both grow
 * when a label wraps, and both are at least the 40 px touch target.
 */
export type ButtonVariant = "primary" | "secondary" | "danger";
export type ButtonSize = "sm" | "md";

const base = "relative inline-flex items-center justify-center rounded-lg font-semibold disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-primary hover:opacity-90",
  secondary: "border-subtle border hover:bg-black/5 dark:hover:bg-white/10",
  danger:
    "border border-red-700 text-red-800 hover:bg-red-50 dark:border-red-400 dark:text-red-300 dark:hover:bg-red-950",
};

const sizes: Record<ButtonSize, string> = {
  sm: "min-h-10 px-4 py-2 text-sm",
  md: "min-h-11 px-5 py-2",
};

export type ButtonStyle = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

/** The classes of a button; for elements that are not a `Button` or `ButtonLink` (a submit with an intent). */
export function buttonClass({ variant = "secondary", size = "sm", className }: ButtonStyle = {}): string {
  return [base, variants[variant], sizes[size], className].filter(Boolean).join(" ");
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ButtonStyle & ButtonHTMLAttributes<HTMLButtonElement> & { children: ReactNode }) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}

/** A link that looks like a button: it goes somewhere, so it stays a link for assistive technology. */
export function ButtonLink({ variant, size, className, ...props }: ButtonStyle & LinkProps) {
  return <Link className={buttonClass({ variant, size, className })} {...props} />;
}

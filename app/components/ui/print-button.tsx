import { useHydrated } from "~/lib/use-hydrated";

/** Printing needs scripts; until they run, the browser's own Print does the same. */
export function PrintButton({ label, className }: { label: string; className: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button type="button" onClick={() => window.print()} className={className}>
      {label}
    </button>
  );
}

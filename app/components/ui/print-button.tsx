import { useHydrated } from "~/lib/use-hydrated";
import { Button } from "./button";

/**
 * Prints the page (receipts, invoices; their print stylesheet keeps the document alone).
 * Printing needs scripts; until they run, the browser's own Print does the same.
 */
export function PrintButton({ label }: { label: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return <Button onClick={() => window.print()}>{label}</Button>;
}

/**
 * Public URL of a stored photo. Demo art is drawn on request; a photo the committee uploaded
 * (`upload:<id>`, issue 14) is served from the file storage (ADR 021).
 */
export function photoUrl(storageKey: string): string | null {
  if (storageKey.startsWith("generated:")) return `/media/generated/${storageKey.slice(10)}.svg`;
  if (storageKey.startsWith("upload:")) return `/media/uploads/${storageKey.slice(7)}`;
  return null;
}

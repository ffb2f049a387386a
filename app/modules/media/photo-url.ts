/** Public URL of a stored photo. Demo art is drawn on request; uploads come with accounts. */
export function photoUrl(storageKey: string): string | null {
  if (storageKey.startsWith("generated:")) return `/media/generated/${storageKey.slice(10)}.svg`;
  return null;
}

/** A `srcset` value from renditions and the URL of each width: "/a?w=320 320w, /a?w=640 640w". */
export function imageSrcSet(
  renditions: readonly { width: number }[],
  urlOf: (width: number) => string,
): string {
  return [...renditions]
    .sort((a, b) => a.width - b.width)
    .map((r) => `${urlOf(r.width)} ${r.width}w`)
    .join(", ");
}

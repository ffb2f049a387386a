/** The gallery's pure rules: which photo a key, a swipe or an arrow leads to. */

/** The photo `step` away from `current`, wrapping around both ends (so an arrow never goes dead). */
export function stepPhoto(current: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((current + step) % total) + total) % total;
}

/**
 * The photo a key leads to, or null for keys the gallery leaves alone. The arrow keys follow the
 * reading direction: in Arabic (right to left) the left arrow is the next photo, as the row of
 * photos runs leftwards; Home and End go to the first and the last.
 */
export function photoForKey(key: string, current: number, total: number, dir: "rtl" | "ltr"): number | null {
  if (total <= 0) return null;
  const forward = dir === "rtl" ? "ArrowLeft" : "ArrowRight";
  const backward = dir === "rtl" ? "ArrowRight" : "ArrowLeft";
  if (key === forward) return stepPhoto(current, 1, total);
  if (key === backward) return stepPhoto(current, -1, total);
  if (key === "Home") return 0;
  if (key === "End") return total - 1;
  return null;
}

/** A horizontal swipe of `dx` pixels (positive: towards the right) as a step, or 0 when too short. */
export function swipeStep(dx: number, dy: number, dir: "rtl" | "ltr", threshold = 40): number {
  if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy)) return 0;
  // A finger moving left pulls the next photo in from the right in a left-to-right row.
  const towardsRight = dx > 0;
  return (dir === "ltr") === towardsRight ? -1 : 1;
}

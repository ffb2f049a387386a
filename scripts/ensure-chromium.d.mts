export const candidates: (string | undefined)[];
export function findChromium(): string | undefined;

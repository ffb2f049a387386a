import QRCode from "qrcode";

/** A QR code as one SVG path: `size` modules square, drawn in a `size + 2 × QUIET_ZONE` box. */
export type QrSvg = { size: number; quietZone: number; path: string };

/** The blank margin scanners need around the code, in modules (ISO/IEC 18004 asks for 4). */
export const QUIET_ZONE = 4;

/**
 * The QR code of a tax invoice's ZATCA payload, computed on the server by `qrcode` (error
 * correction M, as ZATCA's samples use) and drawn as a single SVG path: one rectangle per run of
 * dark modules in a row. The page renders it as inline SVG, so it prints sharp, needs no image
 * request and no script.
 */
export function invoiceQrSvg(payload: string): QrSvg {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: "M" });
  const size = modules.size;
  const parts: string[] = [];
  for (let y = 0; y < size; y++) {
    let x = 0;
    while (x < size) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && modules.get(y, x)) x++;
      parts.push(`M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h-${x - start}z`);
    }
  }
  return { size, quietZone: QUIET_ZONE, path: parts.join("") };
}

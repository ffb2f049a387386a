/**
 * The QR code of a simplified tax invoice under ZATCA's phase 1 (e-invoicing "generation phase"):
 * base64 of five TLV fields — tag (one byte), length of the UTF-8 value (one byte), value —
 * 1 seller's name, 2 VAT registration number, 3 time of issue (ISO 8601), 4 invoice total with VAT,
 * 5 VAT total. Amounts are written in riyals with two decimals.
 */
export function zatcaQrPayload(invoice: {
  sellerName: string;
  vatNumber: string;
  issuedAt: Date;
  /** Halalas, VAT included. */
  total: number;
  /** Halalas. */
  vat: number;
}): string {
  const fields = [
    invoice.sellerName,
    invoice.vatNumber,
    invoice.issuedAt.toISOString().replace(/\.\d{3}Z$/, "Z"),
    riyals(invoice.total),
    riyals(invoice.vat),
  ];
  const bytes: number[] = [];
  fields.forEach((value, i) => {
    const encoded = new TextEncoder().encode(value);
    if (encoded.length > 255) throw new RangeError(`ZATCA QR field ${i + 1} is longer than 255 bytes`);
    bytes.push(i + 1, encoded.length, ...encoded);
  });
  return Buffer.from(bytes).toString("base64");
}

/** Reads the five fields back (for checks and the invoice page's plain-text rendering). */
export function readZatcaQrPayload(payload: string): string[] {
  const bytes = Buffer.from(payload, "base64");
  const fields: string[] = [];
  for (let at = 0; at < bytes.length;) {
    const length = bytes[at + 1]!;
    fields.push(new TextDecoder().decode(bytes.subarray(at + 2, at + 2 + length)));
    at += 2 + length;
  }
  return fields;
}

function riyals(halalas: number): string {
  const sign = halalas < 0 ? "-" : "";
  const abs = Math.abs(halalas);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

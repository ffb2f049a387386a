import { describe, expect, it } from "vitest";
import { renderDocumentPdf } from "./render-document-pdf";

const decode = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);

/** Checks the structure a PDF reader relies on: header, xref offsets, startxref, stream length. */
function expectWellFormed(pdf: string) {
  expect(pdf.startsWith("%PDF-1.4\n")).toBe(true);
  expect(pdf.endsWith("%%EOF\n")).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)![1]);
  expect(pdf.slice(startxref, startxref + 5)).toBe("xref\n");
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(pdf.slice(startxref))!;
  expect(Number(first)).toBe(0);
  const table = pdf.slice(startxref + `xref\n0 ${count}\n`.length);
  const entries = Array.from({ length: Number(count) }, (_, i) => table.slice(i * 20, i * 20 + 20));
  expect(entries[0]).toBe("0000000000 65535 f \n");
  entries.slice(1).forEach((entry, i) => {
    expect(entry).toMatch(/^\d{10} 00000 n \n$/);
    const offset = Number(entry.slice(0, 10));
    expect(pdf.slice(offset, offset + `${i + 1} 0 obj\n`.length)).toBe(`${i + 1} 0 obj\n`);
  });
  expect(table.slice(Number(count) * 20)).toMatch(new RegExp(`^trailer\\n<< /Size ${count} /Root 1 0 R`));
  const stream = /<< \/Length (\d+) >>\nstream\n/.exec(pdf)!;
  const start = stream.index + stream[0].length;
  expect(pdf.slice(start + Number(stream[1]), start + Number(stream[1]) + 10)).toBe("\nendstream");
}

describe("renderDocumentPdf", () => {
  const doc = {
    heading: "Mazad - real-estate auctions",
    title: "Title deed No. 312345678901",
    lines: ["Asset number: MZ-123456", "Reference: title_deed-12"],
    createdAt: new Date("2026-05-01T09:30:00Z"),
  };

  it("writes a one-page PDF whose cross-reference table points at its objects", () => {
    const pdf = decode(renderDocumentPdf(doc));
    expectWellFormed(pdf);
    expect(pdf).toContain("/Type /Pages /Kids [3 0 R] /Count 1");
    expect(pdf).toContain("(Title deed No. 312345678901) Tj");
    expect(pdf).toContain("(Asset number: MZ-123456) Tj");
    expect(pdf).toContain("/CreationDate (D:20260501093000Z)");
    expect(pdf.length).toBeLessThan(2_000);
  });

  it("escapes PDF string delimiters and keeps to printable ASCII", () => {
    const pdf = decode(renderDocumentPdf({ ...doc, title: "Plan (A) \\ B", lines: ["Riyadh – الرياض"] }));
    expectWellFormed(pdf);
    expect(pdf).toContain("(Plan \\(A\\) \\\\ B) Tj");
    expect(pdf).toContain("(Riyadh ? ??????) Tj");
    expect(/[^\t\n\r\x20-\x7e]/.test(pdf)).toBe(false);
  });

  it("wraps long lines", () => {
    const pdf = decode(renderDocumentPdf({ ...doc, lines: ["word ".repeat(40)] }));
    expectWellFormed(pdf);
    expect(pdf.match(/\(word[ a-z]*\) Tj/g)!.length).toBeGreaterThanOrEqual(3);
  });

  it.each([2_000, 9_999, 10_000, 184_320, 4_194_304])("pads to exactly %i bytes", (size) => {
    const bytes = renderDocumentPdf({ ...doc, padToBytes: size });
    expect(bytes.length).toBe(size);
    expectWellFormed(decode(bytes));
  });

  it("never cuts a document shorter than its content", () => {
    const natural = renderDocumentPdf(doc).length;
    expect(renderDocumentPdf({ ...doc, padToBytes: 10 }).length).toBe(natural);
  });
});

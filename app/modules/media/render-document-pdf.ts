/**
 * A minimal, valid one-page PDF (A4, Helvetica) for the demo catalogue's documents, which have
 * no stored file: a heading, a title and a few lines of Latin text.
 *
 * Only printable ASCII is written (anything else becomes "?"), so one character is one byte and
 * the cross-reference offsets are simple string lengths. `padToBytes` grows the file to an exact
 * size with blank lines in the page's content stream, so the size listed for a document is the
 * size downloaded.
 */
export type DocumentPdf = {
  heading: string;
  title: string;
  lines: string[];
  /** Written to the document information dictionary. */
  createdAt?: Date;
  padToBytes?: number;
};

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;

export function renderDocumentPdf({
  heading,
  title,
  lines,
  createdAt,
  padToBytes,
}: DocumentPdf): Uint8Array<ArrayBuffer> {
  let y = PAGE_HEIGHT - MARGIN;
  const text = (font: "F1" | "F2", size: number, value: string, gap: number) => {
    y -= gap;
    return `BT /${font} ${size} Tf ${MARGIN} ${y} Td (${pdfString(value)}) Tj ET`;
  };
  const content = [
    "0.086 0.388 0.298 rg",
    text("F1", 12, heading, 12),
    "0 0 0 rg",
    ...wrap(title, 48).map((line, i) => text("F1", 18, line, i === 0 ? 36 : 24)),
    ...lines.flatMap((line) => wrap(line, 80)).map((line, i) => text("F2", 11, line, i === 0 ? 32 : 17)),
  ].join("\n");

  const info = [`/Title (${pdfString(title)})`, "/Producer (Mazad)"];
  if (createdAt) info.push(`/CreationDate (${pdfDate(createdAt)})`);
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      "/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "", // the content stream, below
    `<< ${info.join(" ")} >>`,
  ];

  const assemble = (stream: string) => {
    objects[5] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
    let pdf = "%PDF-1.4\n";
    const offsets = objects.map((body, i) => {
      const offset = pdf.length;
      pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
      return offset;
    });
    const xref = pdf.length;
    // Each entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, space, newline.
    pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    pdf += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
    pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return pdf;
  };

  let pdf = assemble(content);
  if (padToBytes && padToBytes > pdf.length) {
    // Padding changes the digits of /Length, the offsets after it and startxref; settle in a few rounds.
    let padding = padToBytes - pdf.length;
    for (let round = 0; round < 4 && pdf.length !== padToBytes; round++) {
      pdf = assemble(content + paddingLines(padding));
      padding += padToBytes - pdf.length;
    }
  }
  return new TextEncoder().encode(pdf);
}

/** `bytes` of blank lines (whitespace is insignificant between content-stream operators). */
function paddingLines(bytes: number): string {
  if (bytes <= 0) return "";
  const line = `${" ".repeat(79)}\n`;
  const whole = Math.floor((bytes - 1) / line.length);
  return `\n${line.repeat(whole)}${" ".repeat(bytes - 1 - whole * line.length)}`;
}

/** A literal string body: printable ASCII with the three special characters escaped. */
function pdfString(value: string): string {
  return value.replace(/[^\x20-\x7e]/g, "?").replace(/[\\()]/g, (c) => `\\${c}`);
}

function pdfDate(date: Date): string {
  const iso = date.toISOString(); // 2026-05-01T09:30:00.000Z
  return `D:${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
}

/** Greedy word wrap by character count (Helvetica at these sizes fits the A4 text width). */
function wrap(value: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of value.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line || !lines.length) lines.push(line);
  return lines;
}

/** The kinds of file users may send, recognised by their first bytes, never by name or header. */
export const allowedUploadTypes = ["image/jpeg", "image/png", "image/webp", "application/pdf"] as const;
export type UploadType = (typeof allowedUploadTypes)[number];

/** At most 10 MB a file (docs/product-rules.md §2.7). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The file's type by its magic bytes, or null when it is none of the allowed ones. */
export function detectUploadType(bytes: Uint8Array): UploadType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  if (startsWith(bytes, ascii("%PDF-"))) return "application/pdf";
  return null;
}

/** The extension a stored file of this type is served with. */
export const extensionOf: Record<UploadType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "application/pdf": "pdf",
};

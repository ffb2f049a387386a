import { index, integer, pgEnum, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./accounts";

export const uploadPurpose = pgEnum("upload_purpose", [
  "transfer_receipt",
  "iban_certificate",
  "property_photo",
  "property_document",
  "listing_photo",
  "listing_document",
  "authority_document",
  "chat_attachment",
]);

/**
 * Files users send (transfer receipts, IBAN certificates): checked by their content (JPEG, PNG,
 * WebP or PDF, ≤ 10 MB), stored outside the web root, readable by their owner and the committee.
 */
export const uploads = pgTable(
  "uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerUserId: uuid("owner_user_id")
      .notNull()
      .references(() => users.id),
    purpose: uploadPurpose("purpose").notNull(),
    originalName: text("original_name").notNull(),
    /** Detected from the bytes, never taken from the client. */
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
    /**
     * Where the bytes are: "<driver>:<key>", the driver that stored them (local: DATA_DIR/uploads,
     * s3: the bucket) and the key in it (app/storage). An image's key is its largest rendition.
     */
    storageKey: text("storage_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("uploads_owner_idx").on(t.ownerUserId, t.createdAt.desc())],
);

/** The widths an uploaded image was re-encoded at (WebP, for `srcset`), the largest included. */
export const uploadRenditions = pgTable(
  "upload_renditions",
  {
    uploadId: uuid("upload_id")
      .notNull()
      .references(() => uploads.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    /** The key in the upload's storage (app/storage), without the driver prefix. */
    storageKey: text("storage_key").notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.width] })],
);

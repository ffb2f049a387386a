import { index, integer, pgEnum, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./accounts";

export const uploadPurpose = pgEnum("upload_purpose", ["transfer_receipt", "iban_certificate"]);

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
    /** Where the bytes are: "local:<path under DATA_DIR/uploads>". */
    storageKey: text("storage_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("uploads_owner_idx").on(t.ownerUserId, t.createdAt.desc())],
);

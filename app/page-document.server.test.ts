import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { pageMessagesSlot, serializedMessages } from "./components/layout/page-messages";
import { createI18n } from "./i18n/i18n";
import { ar } from "./i18n/messages/ar";
import { en } from "./i18n/messages/en";
import { pageDocument } from "./page-document.server";

const text = (body: Uint8Array) => Buffer.from(body).toString("utf8");

describe("pageDocument", () => {
  const html = `<!DOCTYPE html><html><body><p>سعر</p><script id="page-messages" type="application/json">${pageMessagesSlot}</script><script>x</script></body></html>`;

  it("puts the language's messages in the slot, gzipped or not, the same text either way", () => {
    for (const i18n of [createI18n("ar", ar), createI18n("en", en)]) {
      const expected = html.replace(pageMessagesSlot, serializedMessages(i18n.messages));
      expect(expected).toContain(i18n.language === "ar" ? "مزاد" : "Mazad");
      const plain = pageDocument(html, i18n, false);
      expect(plain.gzipped).toBe(false);
      expect(text(plain.body)).toBe(expected);
      const gzipped = pageDocument(html, i18n, true);
      expect(gzipped.gzipped).toBe(true);
      expect(gunzipSync(gzipped.body).toString("utf8")).toBe(expected);
      // Again, from the messages' cached run.
      expect(gunzipSync(pageDocument(html, i18n, true).body).toString("utf8")).toBe(expected);
    }
  });

  it("leaves a document without the slot as it is, for the compression middleware", () => {
    const bare = "<!DOCTYPE html><html><body>Not found</body></html>";
    const page = pageDocument(bare, createI18n("en", en), true);
    expect(page.gzipped).toBe(false);
    expect(text(page.body)).toBe(bare);
  });

  it("has a slot no page text can spell by chance", () => {
    expect(pageMessagesSlot).toMatch(/^mazad-page-messages-[0-9a-f-]{36}$/);
  });
});

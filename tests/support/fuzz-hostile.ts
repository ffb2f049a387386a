import fc from "fast-check";

/**
 * Hostile inputs for the API fuzzer: what an attacker or a broken client sends in place of what a
 * schema asks for. Each carries a label, so a finding names its input class.
 */
export type Hostile<T> = { label: string; value: T };

const h = <T>(label: string, value: T): Hostile<T> => ({ label, value });

/** Text that must never reach the database as it is, or that breaks naive code. */
export const hostileStrings: Hostile<string>[] = [
  h("nul", "\u0000"),
  h("nul", "name\u0000with nul"),
  h("bidi", "\u202Eabc\u202C"),
  h("bidi", "\u2066SA03\u2069 \u202Dx"),
  h("bidi", "محمد\u202Egnp.exe"),
  h("arabic-digits", "١٢٣٤٥"),
  h("arabic-digits", "۱۲۳۴۵۶"),
  h("arabic-digits", "٠٫٥"),
  h("empty", ""),
  h("blank", "   \t\n "),
  h("control", "\u0001\u0007\u001b[31m\u007f"),
  h("lone-surrogate", "\uD800x\uDFFF"),
  h("zero-width", "\u200B\u200C\u200D\uFEFF"),
  h("emoji", "😀👩‍👩‍👧‍👦🏳️‍🌈"),
  h("combining", "e\u0301\u0301\u0301\u0301\u0301\u0301"),
  h("injection", "'; drop table users; --"),
  h("injection", '"><script>alert(1)</script>'),
  h("injection", "${7*7}{{7*7}}%s%n"),
  h("path", "../../../etc/passwd"),
  h("numeric-text", "NaN"),
  h("numeric-text", "Infinity"),
  h("numeric-text", "-0"),
  h("numeric-text", "1e309"),
  h("numeric-text", "0x10"),
  h("numeric-text", "00000000000000000000000001"),
  h("proto", "__proto__"),
  h("long", "x".repeat(5_000)),
  h("long", "ب".repeat(3_000)),
];

/** Strings past every field limit and near the body limits (64 KiB JSON). */
export const hugeStrings: Hostile<string>[] = [h("huge", "y".repeat(70_000)), h("huge", "ع".repeat(40_000))];

export const hostileNumbers: Hostile<number>[] = [
  h("negative", -1),
  h("zero", 0),
  h("fraction", 0.5),
  h("fraction", 1.000001),
  h("negative", -2_147_483_648),
  h("int32-overflow", 2_147_483_648),
  h("int64-edge", 9_007_199_254_740_991),
  h("unsafe-integer", 2 ** 53 + 2),
  h("huge", 1e21),
  h("huge", 1.7976931348623157e308),
  h("tiny", 5e-324),
  h("money-overflow", 100_000_000_000_001),
];

export const wrongTypes: Hostile<unknown>[] = [
  h("wrong-type", null),
  h("wrong-type", true),
  h("wrong-type", false),
  h("wrong-type", []),
  h("wrong-type", {}),
  h("wrong-type", [1, 2]),
  h("wrong-type", { nested: { deeper: ["x"] } }),
  h("wrong-type", "1"),
  h("wrong-type", "true"),
  h("wrong-type", 1),
  h("arabic-digits", "٣"),
];

/** Any hostile JSON value. */
export const hostileValue: fc.Arbitrary<Hostile<unknown>> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom<Hostile<unknown>>(...hostileStrings) },
  { weight: 3, arbitrary: fc.constantFrom<Hostile<unknown>>(...hostileNumbers) },
  { weight: 3, arbitrary: fc.constantFrom<Hostile<unknown>>(...wrongTypes) },
  { weight: 1, arbitrary: fc.constantFrom<Hostile<unknown>>(...hugeStrings) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 30 }).map((s) => h("random-unicode", s)) },
);

/** A path segment in place of an id (already percent-encoded where needed). */
export const hostileSegments: Hostile<string>[] = [
  h("zero", "0"),
  h("negative", "-1"),
  h("fraction", "1.5"),
  h("exponent", "1e3"),
  h("arabic-digits", "%D9%A3"),
  h("letters", "abc"),
  h("nul", "%00"),
  h("nul", "1%00"),
  h("int32-overflow", "2147483648"),
  h("huge", "99999999999999999999999999"),
  h("blank", "%20"),
  h("traversal", "..%2F..%2Fadmin"),
  h("bad-uuid", "00000000-0000-0000-0000-00000000000g"),
  h("bad-uuid", "00000000000000000000000000000000"),
  h("nil-uuid", "00000000-0000-0000-0000-000000000000"),
  h("bidi", "%E2%80%AE1"),
  h("long", "9".repeat(300)),
  h("bad-percent", "%E0%A4%A"),
];

/** Something appended raw to the query string. */
export const hostileQueryTails: Hostile<string>[] = [
  h("bad-percent", "%"),
  h("bad-percent", "q=%zz"),
  h("bad-percent", "page=%E0%A4%A"),
  h("nul", "q=%00"),
  h("nul", "page=1%00"),
  h("nul", "lang=en%00"),
  h("arabic-digits", "page=%D9%A3"),
  h("arabic-digits", "pageSize=%D9%A1%D9%A0"),
  h("repeated", "page=1&page=2&page=x"),
  h("array-syntax", "page[]=1&limit[$gt]=0"),
  h("empty-pairs", "&&=&=x&"),
  h("negative", "page=-1&pageSize=-5&limit=-1"),
  h("huge", "page=99999999999999999999&pageSize=1e400"),
  h("bidi", "q=%E2%80%AEabc"),
  h("huge", `q=${"z".repeat(20_000)}`),
  h("unknown-lang", "lang=fr"),
];

/** Idempotency-Key values the API must refuse or treat as a repeat. */
export const hostileIdempotencyKeys: Hostile<string | null>[] = [
  h("missing-key", null),
  h("empty-key", ""),
  h("short-key", "abc"),
  h("short-key", "1234567"),
  h("long-key", "k".repeat(201)),
  h("long-key", "k".repeat(5_000)),
  h("space-key", "has spaces inside"),
  h("latin1-key", "clé-idempotence-é"),
  h("reused-key", "fuzz-reused-key-0001"),
  h("reused-key", "fuzz-reused-key-0002"),
];

/** A whole body that is not what the operation takes. */
export const hostileBodies: Hostile<{ text: string; contentType: string | null }>[] = [
  h("not-json", { text: "{", contentType: "application/json" }),
  h("not-json", { text: "not json at all", contentType: "application/json" }),
  h("empty-body", { text: "", contentType: "application/json" }),
  h("json-null", { text: "null", contentType: "application/json" }),
  h("json-array", { text: "[1,2,3]", contentType: "application/json" }),
  h("json-scalar", { text: '"text"', contentType: "application/json" }),
  h("json-scalar", { text: "42", contentType: "application/json" }),
  h("duplicate-keys", {
    text: '{"amount":1,"amount":"x","reason":"abc","reason":null}',
    contentType: "application/json",
  }),
  h("proto", {
    text: '{"__proto__":{"roles":["admin"]},"constructor":{"prototype":{"x":1}}}',
    contentType: "application/json",
  }),
  h("deep", { text: `${"[".repeat(5_000)}${"]".repeat(5_000)}`, contentType: "application/json" }),
  h("nul", {
    text: '{"reason":"\\u0000","name":"\\u0000","iban":"\\u0000"}',
    contentType: "application/json",
  }),
  h("wrong-content-type", { text: '{"a":1}', contentType: "text/plain" }),
  h("wrong-content-type", { text: "a=1&b=2", contentType: "application/x-www-form-urlencoded" }),
  h("wrong-content-type", {
    text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    contentType: "multipart/form-data; boundary=x",
  }),
  h("no-content-type", { text: '{"a":1}', contentType: null }),
  h("bad-charset", { text: '{"a":"\u00e9"}', contentType: "application/json; charset=latin-7" }),
  h("huge", { text: JSON.stringify({ reason: "r".repeat(300_000) }), contentType: "application/json" }),
];

/** A file part for a multipart field. */
export type FilePart = { label: string; bytes: Uint8Array; name: string; type: string };

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0,
  1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89, 0, 0, 0, 0x0a, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0, 1, 0,
  0, 5, 0, 1, 0x0d, 0x0a, 0x2d, 0xb4, 0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
]);

export const fileParts: fc.Arbitrary<FilePart> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constant({ label: "pdf", bytes: PDF, name: "receipt.pdf", type: "application/pdf" }),
  },
  { weight: 2, arbitrary: fc.constant({ label: "png", bytes: PNG, name: "receipt.png", type: "image/png" }) },
  {
    weight: 1,
    arbitrary: fc.constant({
      label: "empty-file",
      bytes: new Uint8Array(0),
      name: "empty.pdf",
      type: "application/pdf",
    }),
  },
  {
    weight: 1,
    arbitrary: fc
      .uint8Array({ minLength: 1, maxLength: 64 })
      .map((bytes) => ({ label: "garbage-file", bytes, name: "scan.pdf", type: "application/pdf" })),
  },
  {
    weight: 1,
    arbitrary: fc.constant({
      label: "script-file",
      bytes: new TextEncoder().encode("<html><script>alert(1)</script></html>"),
      name: "page.html",
      type: "text/html",
    }),
  },
  {
    weight: 1,
    arbitrary: fc.constant({
      label: "bidi-filename",
      bytes: PDF,
      name: "\u202Efdp.exe",
      type: "application/pdf",
    }),
  },
  {
    weight: 1,
    arbitrary: fc.constant({
      label: "traversal-filename",
      bytes: PDF,
      name: "../../../../tmp/x.pdf",
      type: "application/pdf",
    }),
  },
);

/** Over the upload limit (10 MiB); costly, so only the long run sends it. */
export const oversizedFile: FilePart = {
  label: "huge-file",
  bytes: new Uint8Array(10 * 1024 * 1024 + 1),
  name: "big.pdf",
  type: "application/pdf",
};

/** The language a request asks for, and the one its answers must be in (null: not checked). */
export type LanguageChoice = {
  label: string;
  header?: string;
  query?: string;
  cookie?: string;
  expect: "ar" | "en" | null;
};

export const languages: Hostile<LanguageChoice>[] = [
  h("lang:none", { label: "none", expect: "ar" }),
  h("lang:header-en", { label: "header en", header: "en", expect: "en" }),
  h("lang:header-en-gb", { label: "header en-GB", header: "en-GB,en;q=0.9", expect: "en" }),
  h("lang:header-ar", { label: "header ar", header: "ar", expect: "ar" }),
  h("lang:header-ar-sa", { label: "header ar-SA", header: "ar-SA,ar;q=0.9,en;q=0.8", expect: "ar" }),
  h("lang:query-en", { label: "?lang=en", query: "en", header: "ar", expect: "en" }),
  h("lang:query-ar", { label: "?lang=ar", query: "ar", header: "en", expect: "ar" }),
  h("lang:cookie-en", { label: "lng=en cookie", cookie: "en", expect: "en" }),
  h("lang:odd", { label: "odd header", header: "fr-CA, *;q=0.1", expect: null }),
  h("lang:odd", { label: "garbage header", header: ";;;q=x,", expect: null }),
];

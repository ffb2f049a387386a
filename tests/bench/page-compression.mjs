// What compressing a signed-in page costs (ADR 040, "A page of one request's own, as Brotli"):
// against a server already running (the built one, on the demo seed), signs in as the demo bidder,
// fetches a page uncompressed, and times compressing it with gzip at its default level (what every
// signed-in page used to cost), gzip's faster levels and Brotli's low qualities, each the median of
// BENCH_RUNS rounds of 200 compressions, beside the bytes each makes.
//
//   node tests/bench/page-compression.mjs [origin] [path]
//   (origin default http://127.0.0.1:3000; path default a current auction's /mazadat/{id})
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const [origin = "http://127.0.0.1:3000", pathArg] = process.argv.slice(2);
const runs = Number(process.env.BENCH_RUNS ?? 3);

const login = await fetch(`${origin}/api/v1/auth/login`, {
  method: "POST",
  headers: { "content-type": "application/json", origin },
  body: JSON.stringify({ identifier: "bidder@mazad.example", password: "Mazad@2026" }),
});
if (!login.ok) throw new Error(`signing in the demo bidder: HTTP ${login.status}`);
const { token } = await login.json();
let path = pathArg;
if (!path) {
  const res = await fetch(`${origin}/api/v1/auctions?status=current&sort=newest&pageSize=1`);
  const [auction] = (await res.json()).data;
  if (!auction) throw new Error("no current auction to open");
  path = `/mazadat/${auction.id}`;
}
const page = await fetch(`${origin}${path}`, {
  headers: { cookie: `mazad_session=${token}`, "accept-encoding": "identity" },
});
if (!page.ok) throw new Error(`${path}: HTTP ${page.status}`);
const html = Buffer.from(await page.arrayBuffer());

const brotli = (quality) => () =>
  brotliCompressSync(html, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
    },
  });
const ways = [
  ["gzip, default level (6)", () => gzipSync(html)],
  ["gzip, level 4", () => gzipSync(html, { level: 4 })],
  ["gzip, level 1", () => gzipSync(html, { level: 1 })],
  ...[1, 2, 3, 4, 5].map((quality) => [`Brotli, quality ${quality}`, brotli(quality)]),
];

console.log(`${path}, signed in: ${(html.length / 1024).toFixed(1)} KiB of HTML`);
for (const [name, compress] of ways) {
  for (let i = 0; i < 50; i++) compress();
  const figures = [];
  let bytes = 0;
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    for (let i = 0; i < 200; i++) bytes = compress().length;
    figures.push((performance.now() - start) / 200);
  }
  const median = [...figures].sort((a, b) => a - b)[Math.floor(figures.length / 2)];
  console.log(
    `${name}: ${median.toFixed(2)} ms (runs ${figures.map((f) => f.toFixed(2)).join(", ")}), ${(bytes / 1024).toFixed(1)} KiB`,
  );
}

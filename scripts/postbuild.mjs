// Precompresses the client build (Brotli and gzip) so the server sends files as they are, and puts
// the embedded database's worker thread (app/db/pglite-thread.worker.mjs, ADR 042) beside the
// server file that starts it.
import { copyFileSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = `${process.env.BUILD_DIR ?? "build"}/client`;
const compressible = /\.(js|mjs|css|svg|json|txt|html|xml|webmanifest|map)$/;
let count = 0;

function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (compressible.test(entry.name) && statSync(full).size > 512) {
      const data = readFileSync(full);
      writeFileSync(
        `${full}.br`,
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
      count++;
    }
  }
}
walk(root);
console.log(`precompressed ${count} files in ${root}`);

// The server finds the worker beside its own module (`new URL("./pglite-thread.worker.mjs",
// import.meta.url)`), which the bundler leaves as it is: copy it beside every server file naming it.
const worker = "pglite-thread.worker.mjs";
const serverRoot = `${process.env.BUILD_DIR ?? "build"}/server`;
const starters = [];
function findStarters(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) findStarters(full);
    else if (entry.name.endsWith(".js") && readFileSync(full, "utf8").includes(`"./${worker}"`))
      starters.push(full);
  }
}
findStarters(serverRoot);
if (starters.length === 0)
  throw new Error(`no server file starts ${worker}: the embedded database would not open`);
for (const dir of new Set(starters.map((file) => path.dirname(file)))) {
  copyFileSync(path.join("app/db", worker), path.join(dir, worker));
}
console.log(`copied ${worker} beside ${starters.length} server file(s)`);

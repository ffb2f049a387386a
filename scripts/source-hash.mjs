import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const roots = ["app", "server", "public", "drizzle"];
const files = [
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "server.mjs",
];

function walk(dir, out) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (!/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
}

/** A hash of everything that goes into the build, to rebuild only when something changed. */
export function sourceHash() {
  const list = [...files];
  for (const root of roots) walk(root, list);
  const hash = createHash("sha256");
  for (const file of list.sort()) {
    try {
      if (!statSync(file).isFile()) continue;
      hash.update(file).update("\0").update(readFileSync(file)).update("\0");
    } catch {
      /* optional file */
    }
  }
  return hash.digest("hex");
}

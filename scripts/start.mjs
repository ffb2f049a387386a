// `npm start`: builds when the sources changed since the last build, then serves the bundle.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { sourceHash } from "./source-hash.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const stamp = `${buildDir}/.source-hash`;
const hash = sourceHash();
const built =
  existsSync(`${buildDir}/server/index.js`) && existsSync(stamp) && readFileSync(stamp, "utf8") === hash;

if (!built) {
  console.log("Building Mazad (first start or sources changed)…");
  const result = spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit", shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, hash);
}

await import("../server.mjs");

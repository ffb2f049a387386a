// `npm run api:lint`: lints the OpenAPI documents a production and a development server answer at
// /api/v1/openapi.json with Redocly's recommended rules, warnings counted as errors
// (redocly.yaml; ADR 023). The documents are built from the route declarations, without a server.
import { spawnSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadDocument } from "./api-types.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Where redocly.yaml's `apis` and .redocly.lint-ignore.yaml expect them (git-ignored).
const files = {
  "tests/.tmp/openapi/production.json": { production: true },
  "tests/.tmp/openapi/development.json": { production: false },
};

await mkdir(path.join(root, "tests/.tmp/openapi"), { recursive: true });
for (const [file, options] of Object.entries(files))
  await writeFile(path.join(root, file), JSON.stringify(await loadDocument(options), null, 2));

const redocly = path.join(root, "node_modules/.bin/redocly");
const result = spawnSync(redocly, ["lint", "--format", "stylish", "--config", "redocly.yaml"], {
  cwd: root,
  stdio: "inherit",
});
// The module runner keeps handles open.
process.exit(result.status ?? 1);

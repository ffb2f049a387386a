// Writes app/lib/api-types.ts: TypeScript types of the API's requests and answers, generated with
// openapi-typescript from the OpenAPI document the production server answers at
// /api/v1/openapi.json. The document is built from the route declarations (server/api), so no
// server or database is needed. `--check` only says whether the committed file is up to date.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import * as prettier from "prettier";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const apiTypesFile = path.join(root, "app/lib/api-types.ts");

const header = `/**
 * The API's types, generated from its OpenAPI document by \`npm run api:types\`
 * (scripts/api-types.mjs). Do not edit: change the routes' schemas in server/api and run it again.
 */
`;

/** The types file for an OpenAPI document, formatted as the repository's other sources. */
export async function renderApiTypes(document) {
  const ast = await openapiTS(document, { alphabetize: true });
  const source = header + "\n" + astToString(ast);
  const options = await prettier.resolveConfig(apiTypesFile);
  return prettier.format(source, { ...options, filepath: apiTypesFile });
}

let documentModule;

/** The OpenAPI document a production server (or, with `production: false`, a development one) answers. */
export async function loadDocument({ production = true } = {}) {
  // Vite's module runner reads the TypeScript sources with the project's `~/` paths.
  const { runnerImport } = await import("vite");
  documentModule ??= runnerImport(path.join(root, "server/api/openapi-document.ts"), {
    configFile: false,
    root,
    resolve: { tsconfigPaths: true },
    logLevel: "warn",
  });
  const { module } = await documentModule;
  return module.buildOpenApiDocument({ production });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes("--check");
  const rendered = await renderApiTypes(await loadDocument());
  const committed = await readFile(apiTypesFile, "utf8").catch(() => null);
  if (check) {
    if (committed !== rendered) {
      console.error("app/lib/api-types.ts is stale: run `npm run api:types` and commit it.");
      process.exit(1);
    }
    console.log("app/lib/api-types.ts is up to date.");
  } else if (committed !== rendered) {
    await writeFile(apiTypesFile, rendered);
    console.log("app/lib/api-types.ts written.");
  } else {
    console.log("app/lib/api-types.ts is already up to date.");
  }
  // The module runner keeps handles open.
  process.exit(0);
}

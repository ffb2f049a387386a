import { readFile } from "node:fs/promises";
import { expect, it } from "vitest";
import { buildOpenApiDocument } from "../server/api/openapi-document";
import { apiTypesFile, renderApiTypes } from "./api-types.mjs";

it("app/lib/api-types.ts is generated from the API's current OpenAPI document", async () => {
  const committed = await readFile(apiTypesFile, "utf8");
  const fresh = await renderApiTypes(buildOpenApiDocument({ production: true }));
  // Not toEqual: a 5,000-line diff says less than the command that fixes it.
  expect(committed === fresh, "app/lib/api-types.ts is stale: run `npm run api:types` and commit it").toBe(
    true,
  );
}, 60_000);

it("leaves the development routes out of the browser's types", async () => {
  const types = await readFile(apiTypesFile, "utf8");
  expect(types).toContain('"/auctions/{id}/bids"');
  expect(types).not.toContain('"/dev/outbox"');
});

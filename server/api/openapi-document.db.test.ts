import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { createTestDatabase } from "../../tests/support/database";
import { createTestHttpApp } from "../../tests/support/http-app";
import { buildOpenApiDocument } from "./openapi-document";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it("builds, without a server, the document a server answers at /api/v1/openapi.json", async () => {
  const served = await (await createTestHttpApp(database).request("/api/v1/openapi.json")).json();
  expect(Object.keys(served.paths)).toContain("/dev/outbox");
  expect(buildOpenApiDocument({ production: false })).toEqual(served);
});

it("leaves the development routes out of the production document", () => {
  const paths = Object.keys(buildOpenApiDocument({ production: true }).paths ?? {});
  expect(paths).toContain("/auctions/{id}/bids");
  expect(paths.filter((path) => path.startsWith("/dev/"))).toEqual([]);
});

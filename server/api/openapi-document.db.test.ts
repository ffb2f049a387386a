import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { createTestDatabase } from "../../tests/support/database";
import { createTestHttpApp } from "../../tests/support/http-app";
import { buildOpenApiDocument } from "./openapi-document";
import { accessOf, enforceAccessTable, operationIdOf } from "./security-table";

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

it("names every operation, and declares who may call it as the access table says", () => {
  const document = buildOpenApiDocument({ production: false });
  expect(document.components?.securitySchemes).toEqual({
    bearerToken: expect.objectContaining({ type: "http", scheme: "bearer" }),
    sessionCookie: expect.objectContaining({ type: "apiKey", in: "cookie", name: "mazad_session" }),
  });
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    (["get", "put", "post", "delete", "patch"] as const).flatMap((method) =>
      item?.[method] ? [{ method, path, operation: item[method] }] : [],
    ),
  );
  expect(operations.length).toBeGreaterThan(50);
  for (const { method, path, operation } of operations) {
    const access = accessOf(method, path);
    const where = `${method} ${path}`;
    expect(operation.operationId, where).toBe(operationIdOf(method, path));
    expect(operation.security, where).toEqual(
      access.signedIn ? [{ bearerToken: [] }, { sessionCookie: [] }] : [],
    );
    if (access.signedIn) expect(operation.responses?.[401], where).toBeDefined();
    if (access.signedIn && access.roles) expect(operation.responses?.[403], where).toBeDefined();
  }
  expect(operationIdOf("put", "/auctions/{id}/auto-bid")).toBe("putAuctionsByIdAutoBid");
});

it("refuses a route nobody said who may call", () => {
  const api = new OpenAPIHono();
  enforceAccessTable(api);
  const route = createRoute({ method: "get", path: "/unruled", responses: { 200: { description: "OK" } } });
  expect(() => api.openapi(route, (c) => c.body(null, 200))).toThrow(/GET \/unruled has no access rule/);
});

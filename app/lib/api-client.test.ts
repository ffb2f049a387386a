import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApiClient, isRetrySafe, retryStatusCodes } from "./api-client";

// A real HTTP server on loopback stands in for the API, so ofetch runs exactly as in the browser.
type Seen = { method: string; url: string; body: string; headers: IncomingMessage["headers"] };
let server: Server;
let baseURL: string;
let seen: Seen[] = [];
let script: { status: number; headers?: Record<string, string>; body?: unknown; delayMs?: number }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      seen.push({ method: req.method ?? "", url: req.url ?? "", body, headers: req.headers });
      const step = script.shift() ?? { status: 200, body: { ok: true } };
      setTimeout(() => {
        res.writeHead(step.status, { "Content-Type": "application/json", ...step.headers });
        res.end(JSON.stringify(step.body ?? {}));
      }, step.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  script = [];
});

describe("the browser API client", () => {
  it("sends JSON bodies and query strings under the base URL, in the page's language", async () => {
    script = [{ status: 201, body: { id: 7 } }];
    const api = createApiClient({ baseURL, lang: "en" });
    const result = await api<{ id: number }>("/things", {
      method: "POST",
      query: { city: "riyadh", page: 2 },
      body: { amount: 125_000 },
    });
    expect(result).toEqual({ id: 7 });
    expect(seen[0]).toMatchObject({ method: "POST", url: "/api/v1/things?city=riyadh&page=2" });
    expect(JSON.parse(seen[0]!.body)).toEqual({ amount: 125_000 });
    expect(seen[0]!.headers["content-type"]).toContain("application/json");
    expect(seen[0]!.headers["accept-language"]).toBe("en");
  });

  it.each([...retryStatusCodes])("retries an idempotent request answered %i", async (status) => {
    script = [{ status }, { status: 200, body: { ok: 1 } }];
    const api = createApiClient({ baseURL, retryDelayMs: 1 });
    expect(await api("/cities")).toEqual({ ok: 1 });
    expect(seen).toHaveLength(2);
  });

  it("does not retry other failures, and gives up after the allowed retries", async () => {
    const api = createApiClient({ baseURL, retryDelayMs: 1, retries: 2 });
    script = [{ status: 404 }, { status: 200 }];
    await expect(api("/missing")).rejects.toMatchObject({ statusCode: 404 });
    expect(seen).toHaveLength(1);
    seen = [];
    script = [{ status: 503 }, { status: 503 }, { status: 503 }, { status: 200 }];
    await expect(api("/busy")).rejects.toMatchObject({ statusCode: 503 });
    expect(seen).toHaveLength(3);
  });

  it("never repeats a POST without an Idempotency-Key, and repeats one with it", async () => {
    const api = createApiClient({ baseURL, retryDelayMs: 1 });
    script = [{ status: 503 }, { status: 200 }];
    await expect(api("/bids", { method: "POST", body: { amount: 1 } })).rejects.toMatchObject({
      statusCode: 503,
    });
    expect(seen).toHaveLength(1);
    seen = [];
    script = [{ status: 503 }, { status: 200, body: { accepted: true } }];
    const headers = { "Idempotency-Key": "6c1f6c1e-9f6b-4c55-8f0c-5d8c2f1f8a11" };
    expect(await api("/bids", { method: "POST", body: { amount: 1 }, headers })).toEqual({ accepted: true });
    expect(seen.map((s) => s.headers["idempotency-key"])).toEqual([
      headers["Idempotency-Key"],
      headers["Idempotency-Key"],
    ]);
  });

  it("honours Retry-After", async () => {
    script = [{ status: 429, headers: { "Retry-After": "0" } }, { status: 200 }];
    const api = createApiClient({ baseURL, retryDelayMs: 60_000 });
    await api("/cities");
    expect(seen).toHaveLength(2);
  });

  it("abandons a request after the optional timeout", async () => {
    script = [{ status: 200, delayMs: 500 }];
    const api = createApiClient({ baseURL, timeout: 50, retries: 0 });
    await expect(api("/slow")).rejects.toThrow(/aborted|timeout/i);
  });

  it("knows which requests are safe to repeat", () => {
    expect(isRetrySafe(undefined, undefined)).toBe(true);
    expect(isRetrySafe("delete", undefined)).toBe(true);
    expect(isRetrySafe("PATCH", undefined)).toBe(false);
    expect(isRetrySafe("POST", { "idempotency-key": "k" })).toBe(true);
  });
});

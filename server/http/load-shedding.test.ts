import pino from "pino";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { parseConfig } from "~/config.server";
import type { Database } from "~/db/client.server";
import type { LiveBus } from "~/modules/live/live-bus";
import { createHttpApp } from "./http-app";
import { createLoadShedder, healthOnly } from "./load-shedding";

/** The whole HTTP app; no request here reaches the database (shed ones never start). */
function httpApp(shedder: ReturnType<typeof createLoadShedder>) {
  const config = { ...parseConfig({ DATA_DIR: "tests/.tmp/http" }), sessionSecret: "s".repeat(40) };
  const noDatabase = new Proxy(
    {},
    {
      get: () => {
        throw new Error("the database was used");
      },
    },
  );
  return createHttpApp(
    {
      config,
      database: { db: noDatabase, bidDb: noDatabase } as unknown as Database,
      logger: pino({ level: "silent" }),
      buildId: "test",
      redis: null,
      live: {} as LiveBus,
    },
    {
      build: () => Promise.reject(new Error("no page build in this test")) as Promise<ServerBuild>,
      clientDir: null,
      dev: false,
      loadShedding: shedder,
    },
  );
}

describe("load shedding", () => {
  it("refuses pages and API requests at entry while the event loop lags, never the health check", async () => {
    let lag = 0;
    const app = httpApp(
      createLoadShedder({ maxConcurrent: 0, maxEventLoopDelayMs: 200, eventLoopDelay: () => lag }),
    );
    lag = 350;
    const health = await app.request("/healthz");
    expect(health.status).toBe(200);

    // A bid is refused whole before anything is read (not even the session: guests get 503, not 401).
    const bid = await app.request("/api/v1/auctions/1/bids", {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "en" },
      body: JSON.stringify({ amount: 1 }),
    });
    expect(bid.status).toBe(503);
    expect(bid.headers.get("retry-after")).toBe("5");
    expect(bid.headers.get("content-type")).toBe("application/problem+json; charset=utf-8");
    expect(await bid.json()).toMatchObject({
      status: 503,
      code: "OVERLOADED",
      detail: "The service is very busy right now. Try again in a few seconds.",
    });

    const page = await app.request("/mazadat/1");
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("5");
    expect(page.headers.get("cache-control")).toBe("no-store");
    const body = await page.text();
    expect(body).toContain('<html lang="ar" dir="rtl">');
    expect(body).toContain("الخدمة مزدحمة جدًا الآن. أعد المحاولة بعد ثوانٍ.");
    expect(await (await app.request("/en/auctions")).text()).toContain("Busy right now");

    lag = 20;
    expect((await app.request("/api/v1/openapi.json")).status).toBe(200);
  });

  it("lets in at most maxConcurrent requests at once; the next is refused until one ends", async () => {
    const shedder = createLoadShedder({ maxConcurrent: 2, maxEventLoopDelayMs: 0 });
    const gates: (() => void)[] = [];
    const served: string[] = [];
    const { Hono } = await import("hono");
    const app = new Hono()
      .get("/healthz", (c) => c.text("ok"))
      .use(shedder.middleware)
      .get("/api/v1/slow/:n", async (c) => {
        served.push(c.req.param("n"));
        await new Promise<void>((resolve) => gates.push(resolve));
        return c.text("done");
      });
    const first = app.request("/api/v1/slow/1");
    const second = app.request("/api/v1/slow/2");
    await expect.poll(() => shedder.inFlight()).toBe(2);
    const third = await app.request("/api/v1/slow/3");
    expect(third.status).toBe(503);
    expect(shedder.shedCount()).toBe(1);
    expect((await app.request("/healthz")).status).toBe(200);
    expect(served).toEqual(["1", "2"]);

    gates.shift()!();
    expect((await first).status).toBe(200);
    expect(shedder.inFlight()).toBe(1);
    const fourth = app.request("/api/v1/slow/4");
    await expect.poll(() => served).toEqual(["1", "2", "4"]);
    for (const open of gates.splice(0)) open();
    expect([(await second).status, (await fourth).status]).toEqual([200, 200]);
    expect(shedder.inFlight()).toBe(0);
  });
});

describe("the health port", () => {
  it("answers only the health checks, through the app's routes", async () => {
    const { createServer } = await import("node:http");
    const { getRequestListener } = await import("@hono/node-server");
    const { Hono } = await import("hono");
    const app = new Hono().get("/healthz", (c) => c.json({ status: "ok" })).get("*", (c) => c.text("page"));
    const server = createServer(healthOnly(getRequestListener(app.fetch)));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const health = await fetch(`${base}/healthz?probe=1`);
      expect([health.status, await health.json()]).toEqual([200, { status: "ok" }]);
      expect((await fetch(`${base}/auctions`)).status).toBe(404);
      expect((await fetch(`${base}/healthz`, { method: "POST" })).status).toBe(404);
    } finally {
      server.close();
    }
  });
});

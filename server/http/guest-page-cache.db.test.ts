import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import type { RouterContextProvider, ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getRequestInfo } from "~/context.server";
import type { Database } from "~/db/client.server";
import { auctionPageViews } from "~/db/schema";
import { createSession } from "~/modules/accounts/sessions.server";
import { createUser } from "../../tests/factories/accounts";
import { createAuction, createPlace } from "../../tests/factories/auctions";
import { createTestDatabase } from "../../tests/support/database";
import { createTestHttpApp } from "../../tests/support/http-app";

// Guests' pages shared for a moment (ADR 040), through the whole HTTP app: the security headers'
// nonce, the session cookie, React Router's handler, with a page build that counts its renders.

let database: Database;
let renders = 0;
/** Each render's `Sec-Purpose` header ("" when absent), in order. */
const purposes: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const nonceOf = (res: Response) =>
  /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];

describe("guest page cache", () => {
  it("gives two guests the same page but for each one's own nonce, rendered once", async () => {
    const app = createTestHttpApp(database, { build: () => Promise.resolve(countingBuild()) });
    const before = renders;
    const first = await app.request("/en/auctions?city=riyadh");
    const second = await app.request("/en/auctions?city=riyadh");
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(renders - before).toBe(1);
    const [a, b] = [nonceOf(first)!, nonceOf(second)!];
    expect(a).toBeTruthy();
    expect(b).toBeTruthy();
    expect(a).not.toBe(b);
    const [bodyA, bodyB] = [await first.text(), await second.text()];
    // Each page's scripts carry the nonce of its own Content-Security-Policy.
    expect(bodyA).toContain(`<script nonce="${a}">`);
    expect(bodyB).toContain(`<script nonce="${b}">`);
    expect(bodyB.replaceAll(b, a)).toBe(bodyA);
    expect(second.headers.get("cache-control")).toBe("private, no-cache");

    // A browser taking gzip gets the same page compressed, with a nonce of its own.
    const zipped = await app.request("/en/auctions?city=riyadh", {
      headers: { "Accept-Encoding": "gzip, deflate, br, zstd" },
    });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    const c = nonceOf(zipped)!;
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString("utf8")).toBe(bodyA.replaceAll(a, c));
    expect(renders - before).toBe(1);

    // Another query, another language: pages of their own.
    await app.request("/en/auctions?city=jeddah");
    await app.request("/auctions?city=riyadh");
    expect(renders - before).toBe(3);
  });

  it("never serves a signed-in reader a cached page, and never stores theirs", async () => {
    const app = createTestHttpApp(database, { build: () => Promise.resolve(countingBuild()) });
    const { user } = await createUser(database, { name: "Sara Reader" });
    const { token } = await createSession({
      db: database.db,
      userId: user.id,
      now: new Date(),
      client: { ip: null, userAgent: null },
    });
    const asUser = () => app.request("/en/auctions", { headers: { Cookie: `mazad_session=${token}` } });
    const before = renders;
    // Signed in first: their page is rendered for them and not stored.
    const mine = await asUser();
    expect(await mine.text()).toContain("Sara Reader");
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    const guest = await app.request("/en/auctions");
    const guestBody = await guest.text();
    expect(guestBody).not.toContain("Sara Reader");
    expect(guestBody).toContain("guest");
    expect(renders - before).toBe(2);
    // The guest's page is now held, yet the signed-in reader still gets a render of their own.
    const again = await asUser();
    expect(await again.text()).toContain("Sara Reader");
    expect(renders - before).toBe(3);
    // So does anyone presenting a session cookie, even one that is no longer valid.
    await app.request("/en/auctions", { headers: { Cookie: "mazad_session=gone" } });
    expect(renders - before).toBe(4);
    await app.request("/en/auctions");
    expect(renders - before).toBe(4);
  });

  it("renders again once the entry has expired, and never stores what sets a cookie or fails", async () => {
    const app = createTestHttpApp(database, {
      env: { GUEST_PAGE_CACHE_MS: "100" },
      build: () => Promise.resolve(countingBuild()),
    });
    const before = renders;
    await app.request("/en");
    await app.request("/en");
    expect(renders - before).toBe(1);
    await new Promise((r) => setTimeout(r, 150));
    await app.request("/en");
    expect(renders - before).toBe(2);

    for (const path of ["/en?set-cookie=1", "/en?fail=1"]) {
      await app.request(path);
      await app.request(path);
    }
    expect(renders - before).toBe(6);
    // Pages other than home, the listing and property pages are rendered for every guest.
    await app.request("/en/about");
    await app.request("/en/about");
    expect(renders - before).toBe(8);

    const off = createTestHttpApp(database, {
      env: { GUEST_PAGE_CACHE_MS: "0" },
      build: () => Promise.resolve(countingBuild()),
    });
    await off.request("/en");
    await off.request("/en");
    expect(renders - before).toBe(10);
  });

  it("renders a page many guests ask for again before it expires, as a prefetch counting no view", async () => {
    const app = createTestHttpApp(database, {
      env: { GUEST_PAGE_CACHE_MS: "2000" },
      build: () => Promise.resolve(countingBuild()),
    });
    const before = renders;
    await app.request("/en/auctions");
    await new Promise((r) => setTimeout(r, 1600));
    // In the page's last quarter: this guest is answered from the cache, and the page is rendered
    // again for the guests to come.
    const hit = await app.request("/en/auctions");
    expect(await hit.text()).toContain("guest /en/auctions");
    await expect.poll(() => renders - before).toBe(2);
    expect(purposes.slice(-2)).toEqual(["", "prefetch"]);
    // The render ahead is what the next guests get, past the first page's time.
    await new Promise((r) => setTimeout(r, 600));
    await app.request("/en/auctions");
    expect(renders - before).toBe(2);
  });

  it("lets guests arriving together share one render", async () => {
    const app = createTestHttpApp(database, { build: () => Promise.resolve(countingBuild({ delayMs: 50 })) });
    const before = renders;
    const answers = await Promise.all(Array.from({ length: 10 }, () => app.request("/en/mazadat/abc")));
    expect(renders - before).toBe(1);
    const nonces = new Set(answers.map(nonceOf));
    expect(nonces.size).toBe(10);
    for (const res of answers) expect(await res.text()).toContain(`<script nonce="${nonceOf(res)}">`);
  });

  it("still counts a view of a property page served from the cache", async () => {
    const app = createTestHttpApp(database, { build: () => Promise.resolve(countingBuild()) });
    const place = await createPlace(database.db);
    const { auction } = await createAuction(database.db, place);
    const before = renders;
    for (let i = 0; i < 3; i++) await app.request(`/mazadat/${auction.id}`);
    expect(renders - before).toBe(1);
    // This build's page does not count its own view (the real page's loader does): the two hits do.
    await new Promise((r) => setTimeout(r, 1200));
    const rows = await database.db
      .select()
      .from(auctionPageViews)
      .where(eq(auctionPageViews.auctionId, auction.id));
    expect(rows.reduce((sum, r) => sum + r.views, 0)).toBe(2);
    // A crawler's visit is not a view, whether served from the cache or not.
    await app.request(`/mazadat/${auction.id}`, { headers: { "User-Agent": "Googlebot/2.1" } });
    await new Promise((r) => setTimeout(r, 1200));
    const after = await database.db
      .select()
      .from(auctionPageViews)
      .where(eq(auctionPageViews.auctionId, auction.id));
    expect(after.reduce((sum, r) => sum + r.views, 0)).toBe(2);
  });
});

/**
 * A build whose pages are HTML naming the reader (or "guest") and a script with the request's
 * nonce; `?set-cookie=1` sets a cookie and `?fail=1` answers 500. Every render is counted.
 */
function countingBuild(options: { delayMs?: number } = {}): ServerBuild {
  const route = (id: string, parentId: string | undefined, path: string | undefined, index = false) => ({
    id,
    parentId,
    path,
    index,
    module: { default: () => null, loader: () => ({}) },
  });
  const paths = ["", "en", "auctions", "en/auctions", "mazadat/:id", "en/mazadat/:id", "en/about"];
  return {
    entry: {
      module: {
        default: async (
          request: Request,
          status: number,
          headers: Headers,
          _context: unknown,
          loadContext: RouterContextProvider,
        ) => {
          renders++;
          purposes.push(request.headers.get("sec-purpose") ?? "");
          if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
          const { nonce, user } = getRequestInfo(loadContext);
          const url = new URL(request.url);
          headers.set("Content-Type", "text/html; charset=utf-8");
          if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-cache");
          if (url.searchParams.has("set-cookie")) headers.append("Set-Cookie", "seen=1; Path=/");
          const body = `<!DOCTYPE html><html><head><script nonce="${nonce}">1</script></head><body>${user?.name ?? "guest"} ${url.pathname}</body></html>`;
          return new Response(body, { status: url.searchParams.has("fail") ? 500 : status, headers });
        },
        handleError: () => {},
      },
    },
    routes: Object.fromEntries([
      ["root", route("root", undefined, "")],
      ...paths.map((p) => [`routes/${p}`, route(`routes/${p}`, "root", p || undefined, p === "")]),
    ]),
    assets: {
      entry: { module: "/assets/entry.js", imports: [] },
      routes: {},
      url: "/assets/m.js",
      version: "1",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

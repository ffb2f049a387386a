import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createGuestPageCache } from "./guest-page-cache";
import { acceptsGzip, compressParts, gzipJoin, pageEncoding } from "./gzip-parts";

const html = { "content-type": "text/html; charset=utf-8" };

/** A page whose body names its render and carries the nonce where a page's scripts do. */
function page(n: number, init: { status?: number; headers?: Record<string, string> } = {}) {
  return (nonce: string) =>
    Promise.resolve(
      new Response(`<script nonce="${nonce}">render ${n}</script><p>${nonce.length}</p>`, {
        status: init.status ?? 200,
        headers: { ...html, ...init.headers },
      }),
    );
}

describe("guest page cache", () => {
  it("serves one render to the next guests, each with their own nonce, until it expires", async () => {
    let clock = 0;
    const cache = createGuestPageCache({ ttlMs: 1500, now: () => clock });
    const first = await cache.serve("/en/auctions", "nonceA", page(1));
    expect(first.served).toBe("rendered");
    const firstBody = await first.response.text();
    expect(firstBody).toContain('<script nonce="nonceA">render 1</script>');

    clock = 1499;
    const second = await cache.serve("/en/auctions", "nonceB", page(2));
    expect(second.served).toBe("hit");
    const secondBody = await second.response.text();
    expect(secondBody).toContain('<script nonce="nonceB">render 1</script>');
    // The same page but for the nonce (the placeholder's length shows only where the page measures it).
    expect(secondBody.replaceAll("nonceB", "nonceA")).toBe(firstBody);
    expect(second.response.headers.get("content-type")).toBe(html["content-type"]);

    // Another query is another page.
    expect((await cache.serve("/en/auctions?page=2", "nonceC", page(3))).served).toBe("rendered");

    clock = 1500;
    const expired = await cache.serve("/en/auctions", "nonceD", page(4));
    expect(expired.served).toBe("rendered");
    expect(await expired.response.text()).toContain('<script nonce="nonceD">render 4</script>');
  });

  it("lets guests who ask while a page renders share that one render", async () => {
    const cache = createGuestPageCache({ ttlMs: 1500 });
    let renders = 0;
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const slow = async (nonce: string) => {
      renders++;
      await gate;
      return page(renders)(nonce);
    };
    const answers = Array.from({ length: 20 }, (_, i) => cache.serve("/mazadat/7", `n${i}x`, slow));
    finish();
    const results = await Promise.all(answers);
    expect(renders).toBe(1);
    expect(results.map((r) => r.served).sort()).toEqual(["rendered", ...Array(19).fill("shared")]);
    for (const [i, r] of results.entries()) {
      expect(await r.response.text()).toContain(`<script nonce="n${i}x">render 1</script>`);
    }
  });

  it("never stores errors, not-found pages or pages that set a cookie, and still gives them the nonce", async () => {
    const cache = createGuestPageCache({ ttlMs: 1500 });
    for (const [key, render] of [
      ["/a", page(1, { status: 500 })],
      ["/b", page(1, { status: 404 })],
      ["/c", page(1, { headers: { "set-cookie": "x=1; Path=/" } })],
    ] as const) {
      const first = await cache.serve(key, "nonceA", render);
      expect(await first.response.text()).toContain('<script nonce="nonceA">');
      expect((await cache.serve(key, "nonceB", page(2))).served, key).toBe("rendered");
    }
    // A render that throws is not shared or stored: the next request renders.
    await expect(cache.serve("/d", "n", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect((await cache.serve("/d", "n", page(3))).served).toBe("rendered");
    // Only the good renders that followed are held.
    expect(cache.size).toBe(4);
  });

  it("lets waiters render their own page when the render they waited for cannot be shared", async () => {
    const cache = createGuestPageCache({ ttlMs: 1500 });
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const failing = async (nonce: string) => {
      await gate;
      return page(1, { status: 503 })(nonce);
    };
    const leader = cache.serve("/", "a", failing);
    const waiter = cache.serve("/", "b", page(2));
    finish();
    expect((await leader).response.status).toBe(503);
    const own = await waiter;
    expect(own.served).toBe("rendered");
    expect(await own.response.text()).toContain('<script nonce="b">render 2</script>');
  });

  it("renders a page again in the background once, in the last quarter of its time, so no guest waits", async () => {
    let clock = 0;
    const cache = createGuestPageCache({ ttlMs: 1500, now: () => clock });
    let refreshes = 0;
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const refresh = async (nonce: string) => {
      refreshes++;
      await gate;
      return page(10 + refreshes)(nonce);
    };
    await cache.serve("/en", "n", page(1), { refresh });

    clock = 1100; // 400 ms left: more than a quarter, nothing rendered ahead
    expect((await cache.serve("/en", "a", page(2), { refresh })).served).toBe("hit");
    expect(refreshes).toBe(0);

    clock = 1200; // 300 ms left: one render ahead, however many guests ask meanwhile
    const during = await Promise.all(["b", "c", "d"].map((n) => cache.serve("/en", n, page(2), { refresh })));
    expect(during.map((r) => r.served)).toEqual(["hit", "hit", "hit"]);
    expect(await during[0]!.response.text()).toContain("render 1");
    expect(refreshes).toBe(1);

    // The old page expires while the render ahead still runs: guests wait for that render.
    clock = 1500;
    const waiting = cache.serve("/en", "e", page(3), { refresh });
    finish();
    const shared = await waiting;
    expect(shared.served).toBe("shared");
    expect(await shared.response.text()).toContain('<script nonce="e">render 11</script>');

    // The new page lives its own full time from when it was rendered.
    clock = 2600;
    expect(await (await cache.serve("/en", "f", page(4))).response.text()).toContain("render 11");
  });

  it("drops a page whose render ahead fails or may not be stored, for the next guest to render", async () => {
    let clock = 0;
    const errors: unknown[] = [];
    const cache = createGuestPageCache({
      ttlMs: 1000,
      now: () => clock,
      onRefreshError: (e) => errors.push(e),
    });
    await cache.serve("/", "n", page(1));
    await cache.serve("/en", "n", page(1));
    clock = 900;
    await cache.serve("/", "n", page(2), { refresh: () => Promise.reject(new Error("database gone")) });
    await cache.serve("/en", "n", page(2), { refresh: page(3, { status: 404 }) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).toEqual([new Error("database gone")]);
    expect((await cache.serve("/", "n", page(4))).served).toBe("rendered");
    const own = await cache.serve("/en", "n", page(5));
    expect(own.served).toBe("rendered");
    expect(await own.response.text()).toContain("render 5");
  });

  it("keeps at most maxEntries pages, dropping the oldest; ttl 0 stores nothing", async () => {
    const cache = createGuestPageCache({ ttlMs: 1500, maxEntries: 2 });
    for (const key of ["/1", "/2", "/3"]) await cache.serve(key, "n", page(1));
    expect(cache.size).toBe(2);
    expect((await cache.serve("/1", "n", page(2))).served).toBe("rendered");
    expect((await cache.serve("/3", "n", page(2))).served).toBe("hit");

    // Expired pages are let go as soon as another is stored, asked for again or not.
    let clock = 0;
    const timed = createGuestPageCache({ ttlMs: 1500, now: () => clock });
    await timed.serve("/a", "n", page(1));
    await timed.serve("/b", "n", page(1));
    clock = 1000;
    await timed.serve("/c", "n", page(1));
    expect(timed.size).toBe(3);
    clock = 1600;
    await timed.serve("/d", "n", page(1));
    expect(timed.size).toBe(2);

    const off = createGuestPageCache({ ttlMs: 0 });
    await off.serve("/", "n", page(1));
    expect((await off.serve("/", "n", page(2))).served).toBe("rendered");
    expect(off.size).toBe(0);
  });

  it("answers a browser that takes gzip with the page compressed once and its own nonce in it", async () => {
    const cache = createGuestPageCache({ ttlMs: 1500 });
    const big = (nonce: string) =>
      Promise.resolve(
        new Response(
          `<script nonce="${nonce}">a</script>${"<p>مزاد</p>".repeat(2000)}<style nonce="${nonce}"></style>`,
          {
            headers: { ...html, vary: "Cookie" },
          },
        ),
      );
    const first = await cache.serve("/", "nonce+A/1=", big, { gzip: true });
    const second = await cache.serve("/", "nonce+B/2=", big, { gzip: true });
    expect(second.served).toBe("hit");
    for (const [res, nonce] of [
      [first.response, "nonce+A/1="],
      [second.response, "nonce+B/2="],
    ] as const) {
      expect(res.headers.get("content-encoding")).toBe("gzip");
      expect(res.headers.get("vary")).toBe("Cookie, Accept-Encoding");
      const zipped = Buffer.from(await res.arrayBuffer());
      const text = gunzipSync(zipped).toString("utf8");
      expect(text).toBe(
        `<script nonce="${nonce}">a</script>${"<p>مزاد</p>".repeat(2000)}<style nonce="${nonce}"></style>`,
      );
      expect(zipped.length).toBeLessThan(text.length / 10);
    }
    // Without gzip the same entry answers as text.
    const plain = await cache.serve("/", "n3", big);
    expect(plain.response.headers.get("content-encoding")).toBeNull();
    expect(await plain.response.text()).toContain('<script nonce="n3">');
  });
});

describe("gzip from parts", () => {
  it("joins parts compressed once with a separator into one valid gzip body", () => {
    const parts = ["", "<html>é", "x".repeat(70_000), ""];
    for (const separator of ["", "abc", "ن+/="]) {
      expect(gunzipSync(gzipJoin(compressParts(parts), separator)).toString("utf8")).toBe(
        parts.join(separator),
      );
    }
    expect(gunzipSync(gzipJoin(compressParts([]), "x")).toString("utf8")).toBe("");
  });

  it("reads whether a browser takes gzip", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("br")).toBe(false);
    expect(acceptsGzip("gzip;q=0, *")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it("compresses a page of one request's own as Brotli when the browser takes it, else gzip", () => {
    expect(pageEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pageEncoding("br;q=0.5")).toBe("br");
    expect(pageEncoding("gzip, br;q=0")).toBe("gzip");
    expect(pageEncoding("gzip")).toBe("gzip");
    expect(pageEncoding("*")).toBe("br");
    expect(pageEncoding("identity")).toBeUndefined();
    expect(pageEncoding(undefined)).toBeUndefined();
  });
});

import { spawn } from "node:child_process";
import { expect, expectNoAxeViolations, htmlProblems, signInAs, test, waitForHydration } from "./support";
import { declaredScriptUrls } from "../../scripts/page-scripts.mjs";

const port = Number(process.env.E2E_PORT ?? 3100);

const pages = [
  "/",
  "/en",
  "/auctions",
  "/en/auctions",
  "/about",
  "/en/about",
  "/termsAndConditions",
  "/en/faq",
  "/nope",
  "/en/nope",
];

/** Pages whose layout differs at phone width (the navbar's menu, the listing's grid): axe there too. */
const layoutPages = new Set(["/", "/en", "/auctions"]);

test.describe("accessibility", () => {
  for (const path of pages) {
    test(`${path} has no axe violations, light and dark${layoutPages.has(path) ? " @layout" : ""}`, async ({
      page,
    }) => {
      test.slow(); // 2 full axe analyses of long pages
      await page.goto(path);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      await page.getByTestId("theme-toggle").click();
      await expect(page.locator("html")).toHaveClass(/dark/);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("valid HTML", () => {
  for (const path of pages) {
    test(`${path} is valid HTML`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(await htmlProblems(html)).toEqual([]);
    });
  }
});

test.describe("security and privacy", () => {
  test("every script carries the request's CSP nonce and nothing is loaded from other hosts", async ({
    page,
    baseURL,
  }) => {
    const foreign: string[] = [];
    page.on("request", (req) => {
      const url = new URL(req.url());
      if (url.origin !== new URL(baseURL!).origin && url.protocol.startsWith("http")) foreign.push(req.url());
    });
    const response = await page.goto("/");
    const csp = response!.headers()["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const html = await response!.text();
    const inlineScripts = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:json|ld\+json)")([^>]*)>/g),
    ];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, attrs] of inlineScripts) expect(attrs).toContain(`nonce="${nonce}"`);
    await waitForHydration(page);
    await page.evaluate(() => document.fonts.ready);
    expect(foreign).toEqual([]);
  });

  test("fonts are self-hosted WOFF2 files with immutable caching", async ({ page, request }) => {
    const fonts: string[] = [];
    page.on("response", (res) => {
      if (res.request().resourceType() === "font") fonts.push(res.url());
    });
    await page.goto("/");
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.length).toBeGreaterThan(0);
    for (const url of fonts) {
      expect(url).toMatch(/\/assets\/.+\.woff2$/);
      const res = await request.get(url);
      expect(res.headers()["cache-control"]).toContain("immutable");
    }
  });

  test("static assets are served precompressed", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const script = declaredScriptUrls(html, "http://mazad.invalid/")[0];
    expect(script).toBeTruthy();
    const res = await request.get(new URL(script!).pathname, { headers: { "Accept-Encoding": "br" } });
    expect(res.headers()["content-encoding"]).toBe("br");
    expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("a signed-in reader's page comes as Brotli to a browser, as gzip to a client that takes only gzip", async ({
    page,
    baseURL,
  }) => {
    await signInAs(page.context(), "bidder", baseURL!);
    const response = await page.goto("/en");
    expect(response!.headers()["content-encoding"]).toBe("br");
    expect(response!.headers()["cache-control"]).toBe("private, no-store");
    await waitForHydration(page);
    await expect(page.getByTestId("account-menu")).toBeVisible();
    const gzipOnly = await page.request.get("/en", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzipOnly.headers()["content-encoding"]).toBe("gzip");
    expect(await gzipOnly.text()).toContain('lang="en"');
  });
});

test.describe("app updates", () => {
  test("a new build reloads on the next navigation, without losing typed input before it", async ({
    page,
  }) => {
    await page.goto("/en");
    await waitForHydration(page);
    await page.route("**/_build/latest.json", (route) =>
      route.fulfill({ json: { id: "a-newer-build" }, headers: { "Cache-Control": "no-store" } }),
    );
    await page.getByLabel("Search by asset number or city").fill("Riyadh");
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect(page.getByTestId("toast")).toContainText("A newer version of Mazad is available");
    // Nothing reloads by itself while the user has typed something.
    await expect(page.getByLabel("Search by asset number or city")).toHaveValue("Riyadh");
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/en\/faq$/);
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
  });
});

test.describe("embedded database guard", () => {
  test("a second process on the same DATA_DIR exits at once with a clear message", async ({
    browserName: _,
  }) => {
    test.skip(Boolean(process.env.DATABASE_URL), "only the embedded database is guarded by a lock");
    const child = spawn(process.execPath, ["server.mjs"], {
      // The data directory of the server Playwright started for this run (see playwright.config.ts).
      env: { ...process.env, DATA_DIR: `tests/.tmp/e2e-${port}`, PORT: String(port + 99), DATABASE_URL: "" },
    });
    let output = "";
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(output).toContain("is in use by another Mazad process");
  });
});

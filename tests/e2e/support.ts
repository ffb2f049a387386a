import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page } from "@playwright/test";

/** A 1×1 PNG: what the map tile server answers in tests. */
const TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/**
 * Fails the test on any console error or failed same-origin request (CSP violations included).
 * Property pages draw a map from the default tile server (MAP_TILE_URL), a third party the tests
 * must not reach: it is answered here, at the network edge, for every page.
 */
export const test = base.extend<{ consoleErrors: string[]; mapTiles: void }>({
  mapTiles: [
    async ({ page }, use) => {
      await page.route(/^https:\/\/([a-z]\.)?tile\.openstreetmap\.org\//, (route) =>
        route.fulfill({ status: 200, contentType: "image/png", body: TILE }),
      );
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // A page answered 404 or 400 on purpose makes Chromium log "Failed to load resource" for the
      // document itself; only subresources and script errors count.
      const documents = new Set<string>();
      page.on("request", (req) => {
        if (req.resourceType() === "document") documents.add(req.url());
      });
      page.on("console", (msg) => {
        if (msg.type() !== "error") return;
        if (msg.text().startsWith("Failed to load resource") && documents.has(msg.location().url)) return;
        errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(err.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, "axe violations").toEqual([]);
}

/** Waits until React has hydrated the page (the start-up loader is gone then). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
}

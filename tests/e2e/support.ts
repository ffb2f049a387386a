import AxeBuilder from "@axe-core/playwright";
import { HtmlValidate } from "html-validate";
import {
  expect,
  request as playwrightRequest,
  test as base,
  type BrowserContext,
  type Page,
} from "@playwright/test";

/** A 1×1 PNG: what the map tile server answers in tests. */
const TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/**
 * Answers the default map tile server (MAP_TILE_URL), a third party the tests must not reach, for
 * every page of `target`: property pages and the property forms draw a map.
 */
export async function routeMapTiles(target: Page | BrowserContext) {
  await target.route(/^https:\/\/([a-z]\.)?tile\.openstreetmap\.org\//, (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: TILE }),
  );
}

/**
 * Collects `page`'s console errors and failed same-origin requests (CSP violations included) from
 * now on; the test expects the list empty at its end.
 */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  // A page answered 404 or 400 on purpose makes Chromium log "Failed to load resource" for the
  // document itself; only subresources and script errors count. The same holds for a form's
  // 4xx answer fetched by React Router once hydrated ("Invalid credentials", 429 lockouts).
  const documents = new Set<string>();
  const formPosts = new Set<string>();
  page.on("request", (req) => {
    if (req.resourceType() === "document") documents.add(req.url());
    const { pathname } = new URL(req.url());
    // A write to the JSON API answered 4xx is a refusal the page shows ("below the minimum").
    if (req.method() !== "GET" && (pathname.endsWith(".data") || pathname.startsWith("/api/v1/")))
      formPosts.add(req.url());
  });
  page.on("console", (msg) => {
    if (msg.type() !== "error") return;
    const failed = msg.text().startsWith("Failed to load resource");
    if (failed && documents.has(msg.location().url)) return;
    if (failed && / status of 4\d\d /.test(msg.text()) && formPosts.has(msg.location().url)) return;
    errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return errors;
}

/**
 * Fails the test on any console error or failed same-origin request of its page
 * (`watchConsoleErrors`), and answers the map tiles for every page (`routeMapTiles`). Pages of
 * contexts a test opens itself call both helpers as they need.
 */
export const test = base.extend<{ consoleErrors: string[]; mapTiles: void }>({
  // Every test is its own visitor: the test server trusts one proxy (TRUST_PROXY=1) and each test
  // sends its own address, so the per-address limits on sign-in and texted codes count one test's
  // requests, never the whole run's (all of which come from 127.0.0.1).
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const octet = () => Math.floor(Math.random() * 254) + 1;
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` });
  },
  mapTiles: [
    async ({ page }, use) => {
      await routeMapTiles(page);
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors = watchConsoleErrors(page);
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Why a journey (one behaviour over many pages) is skipped in one language: it runs once, in the
 * other; the skipped language's pages keep their own shorter tests (ADR 022).
 */
export const ONE_LANGUAGE = "one behaviour, one run: this journey runs in the other language";

/**
 * Why a journey tagged `@layout` is skipped at desktop width in one language: the phone runs it in
 * that language, and the desktop in the other (ADR 022).
 */
export const ONE_WIDTH =
  "one behaviour, one run per width: the desktop runs this journey in the other language";

/**
 * axe's rules on the page as it is now. Legacy mode runs axe in the page itself; the default mode
 * opens a blank page to join the frames' partial results, which took about as long again as the
 * analysis (1.0–1.3 s against 1.8–3.2 s a page on this machine kind). The app's pages have no
 * frames, so the result is the same.
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .setLegacyMode(true)
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

const htmlValidator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    // React's output style and our choices, not validity problems:
    "void-style": "off",
    "no-inline-style": "off",
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    "no-trailing-whitespace": "off",
    "long-title": "off",
    "no-redundant-role": "off",
    "valid-id": "off",
    // React writes camelCase attribute names (charSet, dateTime); HTML attribute names are
    // case-insensitive, so this is style, not validity.
    "attr-case": "off",
  },
});

/** What html-validate finds wrong in a document, one line per problem (none: valid). */
export async function htmlProblems(html: string): Promise<string[]> {
  const report = await htmlValidator.validateString(html);
  return report.results.flatMap((r) =>
    r.messages.map((m) => `${m.ruleId}: ${m.message} (${m.line}:${m.column})`),
  );
}

/** The password of the users tests register for themselves (the demo accounts' one). */
export const NEW_USER_PASSWORD = "Mazad@2026";

/** A new bidder signed in in this page's context, phone not yet confirmed: returns how to confirm it. */
export async function signUp(page: Page, baseURL: string, lang: "ar" | "en") {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);
  const phone = `+9665${n}`;
  const headers = { Origin: baseURL, "Accept-Language": lang };
  const registered = await page.request.post("/api/v1/auth/register", {
    headers,
    data: {
      name: lang === "ar" ? "ريم المزايدة" : "Reem Bidder",
      email: `b${n}@example.sa`,
      phone,
      password: NEW_USER_PASSWORD,
      confirmPassword: NEW_USER_PASSWORD,
      birthDate: "1991-03-03",
      acceptTerms: true,
    },
  });
  expect(registered.status()).toBe(201);
  return async () => {
    const outbox = await page.request.get(`/api/v1/dev/outbox?recipient=${encodeURIComponent(phone)}`);
    const { data } = (await outbox.json()) as { data: { body: string }[] };
    const code = /#(\d{6})$/.exec(data[0]?.body ?? "")?.[1];
    const verified = await page.request.post("/api/v1/auth/otp/verify", {
      headers,
      data: { code, purpose: "verify_phone" },
    });
    expect(verified.status()).toBe(200);
  };
}

/** The demo accounts created at start outside production (README, "Accounts"). */
export const DEMO_USERS = {
  bidder: "bidder@mazad.example",
  agent: "agent@mazad.example",
  owner: "owner@mazad.example",
  committee: "committee@mazad.example",
  admin: "admin@mazad.example",
} as const;
export type DemoUser = keyof typeof DEMO_USERS;

type SessionCookies = Awaited<ReturnType<BrowserContext["cookies"]>>;
/** Per worker process: each demo user signs in once, and its session's cookie is reused. */
const demoSessions = new Map<DemoUser, { cookies: SessionCookies; usedAt: number }>();
/** A session ends after 30 idle minutes (ADR 009); sign in anew well before that. */
const SESSION_REUSE_MS = 20 * 60_000;

/**
 * Signs `context` (and its `page.request`) in as a demo user without the sign-in form, whose own
 * tests are in accounts.spec.ts: the worker's first call signs in through the API, later calls
 * reuse that session's cookie (the storage state), so a run pays one sign-in per user and worker.
 * Cookies are per host, not per port: the session works on the second instance too.
 */
export async function signInAs(context: BrowserContext, who: DemoUser, baseURL: string) {
  const now = Date.now();
  let session = demoSessions.get(who);
  if (!session || now - session.usedAt > SESSION_REUSE_MS) {
    const octet = () => Math.floor(Math.random() * 254) + 1;
    const request = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { Origin: baseURL, "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` },
    });
    const res = await request.post("/api/v1/auth/login", {
      data: { identifier: DEMO_USERS[who], password: NEW_USER_PASSWORD },
    });
    expect(res.status(), `sign in as the demo ${who}`).toBe(200);
    session = { cookies: (await request.storageState()).cookies, usedAt: now };
    await request.dispose();
  }
  session.usedAt = now;
  demoSessions.set(who, session);
  await context.addCookies(session.cookies);
}

import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./scripts/ensure-chromium.mjs";
import { e2ePort as port, secondPort, twoInstances as usePostgres } from "./tests/e2e/instances";

const executablePath = findChromium();

/** Each run starts from a fresh embedded database (or the CI PostgreSQL) and the built server. */
const serverEnv = (p: number, dataDir: string) => ({
  ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
  PORT: String(p),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  APP_ORIGIN: `http://127.0.0.1:${p}`,
  // Warnings and errors reach the run's output (a request still unanswered after 20 s is one);
  // E2E_LOG_LEVEL=info shows every request.
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
  // Tests send X-Forwarded-For, one address per test (see tests/e2e/support.ts).
  TRUST_PROXY: "1",
  // The journeys read texted codes and win auctions through the development endpoints, as clients
  // with those (non-loopback) addresses: a development server, its endpoints on for every client.
  APP_ENV: "development",
  DEV_ENDPOINTS: "on",
  // Load shedding refuses requests while the event loop is busy; on a machine loaded by the
  // browsers themselves that would refuse journeys at random. server/http/load-shedding.test.ts
  // covers it.
  MAX_CONCURRENT_REQUESTS: "0",
  MAX_EVENT_LOOP_DELAY_MS: "0",
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
});

const launchOptions = {
  executablePath,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"],
};

export default defineConfig({
  testDir: "tests/e2e",
  // Per port, so runs side by side never delete each other's traces.
  outputDir: `tests/.tmp/results-${port}`,
  fullyParallel: true,
  // One worker: the machine's two cores already run the server and the browser. Two workers made
  // the run no faster (it is bound by the processor) and each test twice as slow (ADR 022).
  workers: Number(process.env.E2E_WORKERS ?? 1),
  // A test that passes only when tried again is a failing test: never retry (ADR 022).
  retries: 0,
  reporter: [["list"]],
  // The server and the browser share two cores: a property page with its axe analysis takes
  // several seconds there. Journeys that do more mark themselves slow.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "ar-SA",
    timezoneId: "Asia/Riyadh",
    trace: "retain-on-failure",
    launchOptions,
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    // A behaviour runs once, at desktop width; the phone runs only what its layout changes: tests
    // tagged @layout in their title (the menu, overflow, axe where the layout differs).
    {
      name: "phone",
      grep: /@layout/,
      use: { ...devices["Pixel 7"], viewport: { width: 360, height: 740 }, launchOptions },
    },
  ],
  webServer: [
    {
      command: `rm -rf tests/.tmp/e2e-${port} && node server.mjs`,
      url: `http://127.0.0.1:${port}/readyz`,
      env: serverEnv(port, `tests/.tmp/e2e-${port}`),
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
    },
    // On PostgreSQL a second instance shares the database, as behind a load balancer.
    ...(usePostgres
      ? [
          {
            command: `rm -rf tests/.tmp/e2e-${secondPort} && node server.mjs`,
            url: `http://127.0.0.1:${secondPort}/readyz`,
            env: serverEnv(secondPort, `tests/.tmp/e2e-${secondPort}`),
            timeout: 120_000,
            reuseExistingServer: false,
            stdout: "pipe" as const,
            stderr: "pipe" as const,
          },
        ]
      : []),
  ],
});

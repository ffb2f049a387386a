import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "eslint/**/*.test.ts",
          ],
          exclude: ["**/*.db.test.ts", "**/node_modules/**"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "db",
          include: ["app/**/*.db.test.ts", "server/**/*.db.test.ts", "tests/integration/**/*.test.ts"],
          environment: "node",
          // Migrates PGlite once; each file starts from that data directory (ADR 022).
          globalSetup: ["tests/support/pglite-snapshot.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Each PGlite costs ~270 MB and a core; keep the machine's two cores busy, not swamped.
          maxWorkers: 2,
        },
      },
    ],
  },
});

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * The modules every page runs: the client entry and the root route, with everything they import
 * statically (found once the client build has read the module graph). React Router makes a chunk
 * for each set of route modules sharing a module, so these came as some twenty files of a few
 * hundred bytes each, every one compressed on its own and importing the others by name. Two chunks
 * hold them instead, the libraries apart from the app's code so that a deployment changing only
 * the app leaves the libraries cached: 6 KiB less gzipped JavaScript on every first visit (ADR 043).
 * A module no page needs on first load stays out, in the chunk of the page or widget that loads it.
 */
const everyPage = new Set<string>();
const everyPageModules: Plugin = {
  name: "mazad:every-page-modules",
  applyToEnvironment: (environment) => environment.name === "client",
  buildEnd() {
    everyPage.clear();
    const pending = [...this.getModuleIds()].filter((id) =>
      /[\\/]app[\\/](root|entry\.client)\.tsx/.test(id),
    );
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (everyPage.has(id)) continue;
      everyPage.add(id);
      pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
    }
  },
};
const onEveryPage = (library: boolean) => (id: string) =>
  everyPage.has(id) && !id.includes("?") && id.includes("node_modules") === library;

// The SSR build bundles our Hono server (server/app.ts) together with the React Router
// server build, so pages, the API and jobs share one module graph and one database client.
// React Router 8 reads the SSR entry from the `ssr` environment's build options.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  build: {
    target: "es2022",
    assetsInlineLimit: 0,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: onEveryPage(true), priority: 1 },
                { name: "shell", test: onEveryPage(false) },
              ],
            },
          },
        },
      },
    },
    ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } },
  },
  ssr: {
    // Native/wasm packages stay external and are loaded from node_modules at run time.
    external: [
      "@electric-sql/pglite",
      "pg",
      "pino",
      "pino-pretty",
      "ioredis",
      "prom-client",
      "@node-rs/argon2",
    ],
  },
  plugins: [tailwindcss(), reactRouter(), everyPageModules],
});

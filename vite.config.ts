import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

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
  plugins: [tailwindcss(), reactRouter()],
});

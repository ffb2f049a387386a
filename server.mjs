// Launches the server: the built bundle in production, or Vite's dev server with `--dev`.
const dev = process.argv.includes("--dev");

if (dev) {
  process.env.NODE_ENV ??= "development";
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const { startServer } = await vite.ssrLoadModule("/server/app.ts");
  await startServer({ vite });
} else {
  const { default: cluster } = await import("node:cluster");
  // WEB_CONCURRENCY workers on one port (with DATABASE_URL): this process only looks after them.
  if (cluster.isPrimary) {
    const { runPrimary, workersWanted } = await import("./server/cluster-primary.mjs");
    const wanted = workersWanted(process.env);
    if (wanted.error) {
      console.error(wanted.error);
      process.exit(1);
    }
    if (wanted.warning) console.error(wanted.warning);
    if (wanted.workers > 1) {
      await runPrimary(wanted.workers);
    } else {
      await startBundle();
    }
  } else {
    await startBundle();
  }
}

async function startBundle() {
  // Libraries (React) run their optimized builds; whether this is a production *deployment*
  // (secrets required, HSTS, secure cookies) is APP_ENV, which a plain local start leaves at
  // "development" unless the operator said NODE_ENV=production.
  if (!process.env.NODE_ENV) {
    process.env.APP_ENV ??= "development";
    process.env.NODE_ENV = "production";
  }
  const { pathToFileURL } = await import("node:url");
  const { resolve } = await import("node:path");
  const bundle = resolve(process.env.BUILD_DIR ?? "build", "server/index.js");
  const { startServer } = await import(pathToFileURL(bundle).href);
  await startServer();
}

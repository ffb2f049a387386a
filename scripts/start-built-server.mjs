// Starts the built server (server.mjs) as a child process on 127.0.0.1 and waits until /readyz
// answers, for the scripts that measure it (`npm run bench`, `npm run lighthouse`).
import { spawn } from "node:child_process";

/**
 * @param {{ port: number, dataDir: string, env?: NodeJS.ProcessEnv, readyWithinSeconds?: number }} options
 * @returns {Promise<{ stop: () => Promise<void> }>}
 */
export async function startBuiltServer({ port, dataDir, env = process.env, readyWithinSeconds = 120 }) {
  const origin = `http://127.0.0.1:${port}`;
  // SERVER_NODE_ARGS adds Node options to the server only, e.g. "--cpu-prof --cpu-prof-dir=tests/.tmp/prof".
  const nodeArgs = process.env.SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, "server.mjs"], {
    env: {
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      APP_ORIGIN: origin,
      LOG_LEVEL: process.env.SERVER_LOG_LEVEL ?? "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  for (let i = 0; i < readyWithinSeconds * 2; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) {
        return {
          stop: async () => {
            child.kill("SIGTERM");
            await exited;
          },
        };
      }
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill("SIGTERM");
  throw new Error("server did not become ready");
}

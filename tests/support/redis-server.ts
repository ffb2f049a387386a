import { spawn, spawnSync } from "node:child_process";
import { connect } from "node:net";

/** Why a private Redis cannot run here, or null when it can. */
export function redisServerUnavailable(): string | null {
  const probe = spawnSync("redis-server", ["--version"], { stdio: "ignore" });
  return probe.status === 0 ? null : "needs redis-server on the PATH";
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

/**
 * A Redis of the test's own on `port` (nothing saved to disk), as a child process the test stops
 * and starts again: never the machine's shared Redis.
 */
export async function startRedisServer(port: number) {
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  for (let tries = 0; !(await accepts(port)); tries++) {
    if (gone || tries > 200) {
      child.kill("SIGKILL");
      throw new Error(`redis-server did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    /** Stops it at once (SIGKILL): connections drop as in a crash of the Redis host. */
    async kill() {
      if (!gone) child.kill("SIGKILL");
      await exited;
    },
  };
}

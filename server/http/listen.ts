import type { Server } from "node:http";
import { createServer as createNetServer, type Server as NetServer } from "node:net";

/**
 * Listens on `port` with `sockets` listening sockets bound together (SO_REUSEPORT), all feeding
 * `server`. libuv accepts one connection per listening socket per turn of the event loop (it
 * stopped accepting in a loop in libuv 1.45), and under a flood of keep-alive page requests a turn
 * lasts as long as it takes to read and answer every ready connection: new connections — a health
 * check's, a bidder's — then wait in the kernel's queue for as long as the flood lasts, and a shed
 * 503 cannot be sent on a connection not yet accepted. With several sockets the kernel spreads new
 * connections over their queues and each turn accepts one from each.
 *
 * SO_REUSEPORT would also let a second process bind the port quietly (two instances started on one
 * port by mistake would share it); a plain bind is tried first, so a taken port still fails with
 * EADDRINUSE. Where the platform has no SO_REUSEPORT (not Linux), or `sockets` is 1, `server`
 * listens alone.
 *
 * A worker of `WEB_CONCURRENCY` (`clustered`, server/cluster-primary.mjs) binds its own sockets with
 * SO_REUSEPORT beside its siblings', even with one socket: the kernel spreads connections over the
 * workers. Its primary checked that the port was free before forking, so no probe here (the
 * siblings hold it). Without SO_REUSEPORT a worker shares the primary's handle (node:cluster's
 * default).
 */
export async function listenShared(
  server: Server,
  options: { port: number; host: string; sockets: number; clustered?: boolean },
): Promise<{ port: number; close: () => void }> {
  const shared = (options.sockets > 1 || options.clustered === true) && process.platform === "linux";
  if (!shared) {
    await listen(server, { port: options.port, host: options.host });
    return { port: boundPort(server), close: () => {} };
  }
  if (options.port !== 0 && !options.clustered) {
    // Fails with EADDRINUSE when anyone (another instance included) has the port.
    const probe = createNetServer();
    await listen(probe, { port: options.port, host: options.host });
    await new Promise<void>((resolve) => probe.close(() => resolve()));
  }
  await listen(server, { port: options.port, host: options.host, reusePort: true });
  const port = boundPort(server);
  const extra: NetServer[] = [];
  for (let i = 1; i < options.sockets; i++) {
    // Nagle's algorithm off, as node:http's own listening socket has it (its `noDelay` default):
    // with it on, a keep-alive answer written in two parts (headers, then the body) waited for
    // the client's delayed acknowledgement, about 40 ms, on the connections these sockets took.
    const socket = createNetServer({ noDelay: true }, (connection) => server.emit("connection", connection));
    await listen(socket, { port, host: options.host, reusePort: true });
    extra.push(socket);
  }
  return { port, close: () => extra.forEach((socket) => socket.close()) };
}

function listen(server: NetServer, options: { port: number; host: string; reusePort?: boolean }) {
  return new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    // A socket of its own, even in a cluster worker (whose listen otherwise goes through the
    // primary's shared handle): SO_REUSEPORT needs each process to bind.
    server.listen(options.reusePort ? { ...options, exclusive: true } : options, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

function boundPort(server: NetServer) {
  const address = server.address();
  return typeof address === "object" && address ? address.port : 0;
}

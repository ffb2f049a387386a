import { createServer, type Server } from "node:http";
import { createServer as createNetServer } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { listenShared } from "./listen";

const servers: { close: () => void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

function app(): Server {
  const server = createServer((_req, res) => res.end("ok"));
  servers.push({ close: () => server.close() }, { close: () => server.closeAllConnections() });
  return server;
}

/** Fresh connections (no keep-alive): each may land on any of the port's sockets. */
const get = (port: number) =>
  fetch(`http://127.0.0.1:${port}/`, { headers: { connection: "close" } }).then((res) => res.text());

describe("listenShared", () => {
  it("serves every connection from all the sockets bound to the port", async () => {
    const listening = await listenShared(app(), { port: 0, host: "127.0.0.1", sockets: 8 });
    servers.push(listening);
    expect(listening.port).toBeGreaterThan(0);
    const answers = await Promise.all(Array.from({ length: 40 }, () => get(listening.port)));
    expect(answers.every((text) => text === "ok")).toBe(true);
  });

  it("turns Nagle's algorithm off on every connection, whichever socket took it", async () => {
    const server = app();
    const noDelay: unknown[] = [];
    // What setNoDelay recorded on the socket (node:net keeps it under this symbol).
    server.on("connection", (socket) => {
      const symbol = Object.getOwnPropertySymbols(socket).find((s) => String(s) === "Symbol(kSetNoDelay)");
      noDelay.push(symbol ? (socket as unknown as Record<symbol, unknown>)[symbol] : "no such symbol");
    });
    const listening = await listenShared(server, { port: 0, host: "127.0.0.1", sockets: 8 });
    servers.push(listening);
    await Promise.all(Array.from({ length: 40 }, () => get(listening.port)));
    expect(noDelay).toHaveLength(40);
    expect(noDelay.every((value) => value === true)).toBe(true);
  });

  it("still refuses a port that another instance holds", async () => {
    const first = await listenShared(app(), { port: 0, host: "127.0.0.1", sockets: 4 });
    servers.push(first);
    await expect(
      listenShared(app(), { port: first.port, host: "127.0.0.1", sockets: 4 }),
    ).rejects.toMatchObject({
      code: "EADDRINUSE",
    });
    const plain = createNetServer();
    servers.push(plain);
    await new Promise<void>((resolve) => plain.listen(0, "127.0.0.1", resolve));
    const port = (plain.address() as { port: number }).port;
    await expect(listenShared(app(), { port, host: "127.0.0.1", sockets: 4 })).rejects.toMatchObject({
      code: "EADDRINUSE",
    });
  });

  it("stops taking connections once closed", async () => {
    const server = app();
    const listening = await listenShared(server, { port: 0, host: "127.0.0.1", sockets: 4 });
    listening.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await expect(get(listening.port)).rejects.toThrow();
  });
});

// A child process of the bidding benchmark: holds `count` Server-Sent Events streams on one auction
// and measures, for every `bids` event each stream receives, the time from the bids' acceptance
// (the event's `acceptedAt`, the server's clock; same machine) to its arrival here.
//
// The 5,000 watchers share this machine's two cores with the server, so the client is kept as
// cheap as it can be, lest its own work be what gets measured: plain TCP sockets (the stream has
// no chunk framing), and only the `acceptedAt` digits read from each event's bytes, no decoding or
// JSON. An event normally arrives as one segment; one split across two is simply not sampled.
// Messages: → { ready, failed } once every stream is open; ← "forget" (the warm-up's latencies)
// → { forgotten }; ← "report" → { latencies: [ms …], open, failed }.
import { connect } from "node:net";

const [origin, auctionId, countText] = process.argv.slice(2);
const { hostname, port } = new URL(origin);
const count = Number(countText);
const latencies = [];
let open = 0;
let failed = 0;
const marker = Buffer.from('"acceptedAt":');
const bidsEvent = Buffer.from("event: bids");
const request = Buffer.from(
  `GET /api/v1/events?auctions=${auctionId} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/event-stream\r\n\r\n`,
);

function onData(chunk) {
  const now = Date.now();
  if (chunk.indexOf(bidsEvent) < 0) return;
  let at = chunk.indexOf(marker);
  if (at < 0) return;
  let value = 0;
  for (at += marker.length; at < chunk.length; at++) {
    const digit = chunk[at] - 48;
    if (digit < 0 || digit > 9) break;
    value = value * 10 + digit;
  }
  latencies.push(now - value);
}

function watch() {
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => socket.write(request));
    socket.once("data", (head) => {
      if (!head.toString("latin1", 0, 12).startsWith("HTTP/1.1 200")) {
        failed++;
        socket.destroy();
        return resolve();
      }
      open++;
      socket.on("data", onData);
      resolve();
    });
    socket.on("error", () => {
      failed++;
      resolve();
    });
  });
}

// Open in waves, so the server's listen backlog is not flooded.
for (let i = 0; i < count; i += 250) {
  await Promise.all(Array.from({ length: Math.min(250, count - i) }, watch));
}
process.send({ ready: open, failed });

process.on("message", (message) => {
  if (message === "forget") {
    latencies.length = 0;
    return void process.send({ forgotten: true });
  }
  if (message !== "report") return;
  process.send({ latencies, open, failed });
  setTimeout(() => process.exit(0), 100);
});

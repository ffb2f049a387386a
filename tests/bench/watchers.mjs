// A child process of the bidding benchmark: holds `count` Server-Sent Events streams on one auction
// and measures, for every `bids` event each stream receives, the time from the bids' acceptance
// (the event's `acceptedAt`, the server's clock; same machine) to its arrival here.
// Messages: → { ready: n } once every stream is open; ← "report" → { latencies: { p50, p99, max, count }, ... }.
import { request } from "node:http";

const [origin, auctionId, countText] = process.argv.slice(2);
const count = Number(countText);
const latencies = [];
let open = 0;
let failed = 0;

function watch() {
  return new Promise((resolve) => {
    const req = request(`${origin}/api/v1/events?auctions=${auctionId}`, { agent: false }, (res) => {
      if (res.statusCode !== 200) {
        failed++;
        res.resume();
        return resolve();
      }
      res.setEncoding("utf8");
      open++;
      resolve();
      let buffer = "";
      res.on("data", (chunk) => {
        const now = Date.now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.includes("event: bids")) continue;
          const data = block.split("\n").find((line) => line.startsWith("data: "));
          if (!data) continue;
          const event = JSON.parse(data.slice(6));
          latencies.push(now - event.payload.acceptedAt);
        }
      });
      res.on("error", () => {});
    });
    req.on("error", () => {
      failed++;
      resolve();
    });
    req.end();
  });
}

// Open in waves, so the server's listen backlog is not flooded.
for (let i = 0; i < count; i += 250) {
  await Promise.all(Array.from({ length: Math.min(250, count - i) }, watch));
}
process.send({ ready: open, failed });

process.on("message", (message) => {
  if (message !== "report") return;
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  process.send({
    latencies: { p50: at(50), p99: at(99), max: sorted.at(-1) ?? NaN, count: sorted.length },
    open,
    failed,
  });
  setTimeout(() => process.exit(0), 100);
});

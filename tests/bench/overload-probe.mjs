// Probes /healthz as a load balancer does, from a process of its own (the flood's client cannot
// delay it): a fresh connection every PROBE_EVERY_MS for PROBE_SECONDS, each GET answered or
// given up after PROBE_TIMEOUT_MS. Prints one JSON line: the latencies (ms) of the 200 answers
// and how many failed.  Used by overload.mjs.
import http from "node:http";

const url = process.argv[2];
const every = Number(process.env.PROBE_EVERY_MS ?? 250);
const seconds = Number(process.env.PROBE_SECONDS ?? 10);
const timeout = Number(process.env.PROBE_TIMEOUT_MS ?? 30_000);

const once = () =>
  new Promise((resolve) => {
    const started = performance.now();
    const req = http.get(url, { agent: false, timeout }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode === 200 ? performance.now() - started : null));
    });
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(null));
  });

const probes = [];
for (let at = 0; at < seconds * 1000; at += every) {
  probes.push(once());
  await new Promise((resolve) => setTimeout(resolve, every));
}
const results = await Promise.all(probes);
const ok = results.filter((value) => value !== null);
console.log(JSON.stringify({ latencies: ok.map(Math.round), failed: results.length - ok.length }));

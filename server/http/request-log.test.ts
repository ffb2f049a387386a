import { Writable } from "node:stream";
import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { requestLog } from "./request-log";

/** A real pino logger whose lines are kept, parsed, in `lines`. */
function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: "info" }, sink), lines };
}

describe("request log", () => {
  it("logs each request once at info, and one that takes too long at warn while it runs and when it ends", async () => {
    const { logger, lines } = recordingLogger();
    let release!: () => void;
    const app = new Hono()
      .use(requestId())
      .use(requestLog(logger, 50))
      .get("/quick", (c) => c.text("ok"))
      .get("/stuck", async (c) => {
        await new Promise<void>((resolve) => (release = resolve));
        return c.text("late");
      })
      .get("/assets/app.js", (c) => c.text(""));

    await app.request("/quick");
    await app.request("/assets/app.js");
    expect(lines.map((l) => [l.level, l.msg, l.path, l.status])).toEqual([[30, "request", "/quick", 200]]);

    const stuck = app.request("/stuck");
    await expect.poll(() => lines.length, { timeout: 2_000 }).toBe(2);
    expect(lines[1]).toMatchObject({
      level: 40,
      msg: "request still running",
      method: "GET",
      path: "/stuck",
    });
    expect(lines[1]!.reqId).toEqual(expect.any(String));
    release();
    expect(await (await stuck).text()).toBe("late");
    await expect.poll(() => lines.length).toBe(3);
    expect(lines[2]).toMatchObject({
      level: 40,
      msg: "request",
      path: "/stuck",
      status: 200,
      reqId: lines[1]!.reqId,
    });
    expect(lines[2]!.ms).toBeGreaterThanOrEqual(50);
  });
});

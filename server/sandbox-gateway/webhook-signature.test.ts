import { describe, expect, it } from "vitest";
import { verifySandboxSignature } from "~/modules/payments/sandbox-gateway.server";
import { RETRY_DELAYS_SECONDS, MAX_ATTEMPTS, signWebhook } from "./webhook-delivery";

/* The sandbox signs, the app's adapter verifies: two separate implementations that must agree. */

const secret = "whsec-test-secret";
const body = JSON.stringify({ id: "evt_1", type: "payment_paid", data: { id: "p1" } });
const t = 1_790_000_000;
const at = (seconds: number) => new Date(seconds * 1000);

describe("sandbox webhook signatures", () => {
  it("are HMAC-SHA256 over the timestamp and the raw body, as the adapter expects", () => {
    const header = signWebhook(secret, body, t);
    expect(header).toMatch(/^t=1790000000,v1=[0-9a-f]{64}$/);
    expect(verifySandboxSignature({ header, rawBody: body, secret, now: at(t + 10) })).toBe(true);
  });

  it("fail for another body, another secret, or a missing or mangled header", () => {
    const header = signWebhook(secret, body, t);
    expect(verifySandboxSignature({ header, rawBody: body + " ", secret, now: at(t) })).toBe(false);
    expect(verifySandboxSignature({ header, rawBody: body, secret: "other", now: at(t) })).toBe(false);
    expect(verifySandboxSignature({ header: null, rawBody: body, secret, now: at(t) })).toBe(false);
    expect(verifySandboxSignature({ header: `t=${t}`, rawBody: body, secret, now: at(t) })).toBe(false);
    const mangled = header.slice(0, -1) + (header.endsWith("0") ? "1" : "0");
    expect(verifySandboxSignature({ header: mangled, rawBody: body, secret, now: at(t) })).toBe(false);
    // The timestamp is inside the MAC: moving it forward to pass the window breaks the signature.
    const moved = header.replace(`t=${t}`, `t=${t + 3600}`);
    expect(verifySandboxSignature({ header: moved, rawBody: body, secret, now: at(t + 3600) })).toBe(false);
  });

  it("are refused outside the five-minute replay window, either side", () => {
    const header = signWebhook(secret, body, t);
    expect(verifySandboxSignature({ header, rawBody: body, secret, now: at(t + 300) })).toBe(true);
    expect(verifySandboxSignature({ header, rawBody: body, secret, now: at(t + 301) })).toBe(false);
    expect(verifySandboxSignature({ header, rawBody: body, secret, now: at(t - 301) })).toBe(false);
  });

  it("accept any one of several v1 values (a secret being rotated)", () => {
    const mac = signWebhook(secret, body, t).split("v1=")[1];
    const header = `t=${t},v1=${"0".repeat(64)},v1=${mac}`;
    expect(verifySandboxSignature({ header, rawBody: body, secret, now: at(t) })).toBe(true);
  });
});

describe("delivery retries", () => {
  it("back off from seconds to a day, and give up after twelve attempts", () => {
    expect(RETRY_DELAYS_SECONDS[0]).toBe(10);
    expect([...RETRY_DELAYS_SECONDS]).toEqual([...RETRY_DELAYS_SECONDS].sort((a, b) => a - b));
    expect(MAX_ATTEMPTS).toBe(12);
    expect(RETRY_DELAYS_SECONDS.reduce((a, b) => a + b, 0) / 3600).toBeGreaterThan(40);
  });
});

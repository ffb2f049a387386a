import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  issueDeviceToken,
  KNOWN_DEVICE_DAYS,
  readDeviceCookie,
  readDeviceToken,
  serializeDeviceCookie,
} from "./known-devices.server";

const secret = "test-secret-".padEnd(40, "x");
const now = new Date("2026-06-15T09:00:00Z");

describe("known-device tokens", () => {
  it("name their account and device, keep the device on renewal, and expire", () => {
    const userId = randomUUID();
    const token = issueDeviceToken({ secret, userId, now });
    const device = readDeviceToken({ secret, token, now });
    expect(device?.userId).toBe(userId);
    const renewed = issueDeviceToken({ secret, userId, now, known: device });
    expect(readDeviceToken({ secret, token: renewed, now })).toEqual(device);
    // Another account's device is not carried over.
    const other = issueDeviceToken({ secret, userId: randomUUID(), now, known: device });
    expect(readDeviceToken({ secret, token: other, now })?.deviceId).not.toBe(device?.deviceId);
    const later = new Date(now.getTime() + KNOWN_DEVICE_DAYS * 86_400_000);
    expect(readDeviceToken({ secret, token, now: later })).toBeNull();
  });

  it("refuse a forged, moved or malformed token", () => {
    const token = issueDeviceToken({ secret, userId: randomUUID(), now });
    const [, device, expires, mac] = token.split(".");
    expect(readDeviceToken({ secret, token: `${randomUUID()}.${device}.${expires}.${mac}`, now })).toBeNull();
    expect(readDeviceToken({ secret: secret.replace("x", "y"), token, now })).toBeNull();
    for (const bad of [null, "", "a.b.c.d", `${token}.x`, token.toUpperCase()])
      expect(readDeviceToken({ secret, token: bad, now })).toBeNull();
  });

  it("travel in an httpOnly cookie", () => {
    const token = issueDeviceToken({ secret, userId: randomUUID(), now });
    const header = serializeDeviceCookie(token, { secure: true });
    expect(header).toMatch(/^mazad_device=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/);
    expect(readDeviceCookie(`lang=en; ${header.split(";")[0]}`)).toBe(token);
    expect(readDeviceCookie("lang=en")).toBeNull();
  });
});

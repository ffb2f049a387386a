import { parseOptions } from "@node-rs/argon2";
import { describe, expect, it } from "vitest";
import {
  ARGON2_OPTIONS,
  DUMMY_PASSWORD_HASH,
  hashPassword,
  passwordNeedsRehash,
  verifyAgainstDummyHash,
  verifyPassword,
} from "./passwords.server";

describe("passwords", () => {
  it("hash with argon2id and verify", async () => {
    const stored = await hashPassword("كلمة سر طويلة");
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, "كلمة سر طويلة")).toBe(true);
    expect(await verifyPassword(stored, "كلمة سر")).toBe(false);
    expect(await verifyPassword("not a hash", "x")).toBe(false);
    expect(passwordNeedsRehash(stored)).toBe(false);
    expect(passwordNeedsRehash("not a hash")).toBe(true);
  });

  it("keep the dummy hash on the same parameters as real ones, so it costs the same", async () => {
    const dummy = parseOptions(DUMMY_PASSWORD_HASH);
    expect(dummy).toMatchObject({
      algorithm: ARGON2_OPTIONS.algorithm,
      memoryCost: ARGON2_OPTIONS.memoryCost,
      timeCost: ARGON2_OPTIONS.timeCost,
      parallelism: ARGON2_OPTIONS.parallelism,
      outputLen: ARGON2_OPTIONS.outputLen,
    });
    expect(passwordNeedsRehash(DUMMY_PASSWORD_HASH)).toBe(false);
    expect(await verifyAgainstDummyHash("anything")).toBe(false);
  });
});

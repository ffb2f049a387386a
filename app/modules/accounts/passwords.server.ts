import { hash, parseOptions, verify, type Options } from "@node-rs/argon2";

/**
 * argon2id with OWASP's baseline (19 MiB, 2 passes, 1 lane): about 30 ms on this project's
 * reference machine, affordable for every sign-in while a stolen hash costs an attacker the same.
 */
export const ARGON2_OPTIONS = {
  algorithm: 2, // Argon2id (the package's const enum cannot be imported under isolatedModules)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const satisfies Options;

/**
 * A real argon2id hash (of a random password nobody knows) with ARGON2_OPTIONS, verified when the
 * account does not exist so an unknown account costs the same time as a wrong password.
 * A unit test keeps its parameters equal to ARGON2_OPTIONS.
 */
export const DUMMY_PASSWORD_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$AirYNBh+Mm4KlA+uXW2KIg$7+AsXlMi6CVrFzs4tPWIAINHXvH0FEqEtjpmN6u9ZYU";

export async function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Never throws: a malformed stored hash is simply not a match. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Spends the time of one verification and answers false. */
export async function verifyAgainstDummyHash(password: string): Promise<false> {
  await verifyPassword(DUMMY_PASSWORD_HASH, password);
  return false;
}

/** True when a stored hash was made with other parameters and should be replaced at sign-in. */
export function passwordNeedsRehash(passwordHash: string): boolean {
  try {
    const used = parseOptions(passwordHash);
    return (
      used.algorithm !== ARGON2_OPTIONS.algorithm ||
      used.memoryCost !== ARGON2_OPTIONS.memoryCost ||
      used.timeCost !== ARGON2_OPTIONS.timeCost ||
      used.parallelism !== ARGON2_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}

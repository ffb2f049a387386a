import { createHash } from "node:crypto";

const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * The reference a user quotes on every bank transfer or wire to the platform: "MZD-U-7K3Q9XW2H4".
 * One per user and always the same (derived from the account's id, so nothing needs storing and
 * it can be shown before anything is declared): the committee finds the sender from the bank
 * statement's narrative, then the declaration by amount and date. 50 bits: two users sharing
 * one is vanishingly unlikely, and even then the declaration still names its sender.
 */
export function transferReferenceOf(userId: string): string {
  const digest = createHash("sha256").update(`mazad/transfer-reference/${userId}`).digest();
  let code = "";
  // 10 characters of 5 bits each, from the first 7 bytes.
  let bits = 0n;
  for (const byte of digest.subarray(0, 7)) bits = (bits << 8n) | BigInt(byte);
  for (let i = 0; i < 10; i++) code += alphabet[Number((bits >> BigInt(51 - 5 * i)) & 31n)];
  return `MZD-U-${code}`;
}

import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { parseRiyalAmount } from "./bid-amount";

/*
 * The bidding panel's forms, one schema each, checked in the browser as the user types and again
 * by the property page's action (which also serves the forms without JavaScript). Messages are
 * keys of the page's messages.
 */

/** A checkbox: true, "on" (HTML forms) or "true" mean ticked. */
const ticked = (message: string) =>
  z.preprocess(
    (value) => value === true || value === "on" || value === "true",
    z.literal(true, { error: message }),
  );

/** An amount typed in riyals, in any digits, as halalas; whole riyals only. */
export const riyalAmount = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    if (value.trim() === "") return undefined;
    return parseRiyalAmount(value) ?? Number.NaN;
  },
  z
    .number({ error: (issue) => (issue.input === undefined ? "validation.required" : "validation.amount") })
    .int("validation.amount")
    .positive("validation.amount")
    .refine((halalas) => halalas % 100 === 0, "bidding.errors.wholeRiyals"),
);

/** Key of one user action, sent again unchanged when the action is retried. */
const idempotencyKey = z
  .string()
  .min(8)
  .max(200)
  .regex(/^[\x21-\x7e]+$/);

export const RegisterSchema = z.object({
  intent: z.literal("register"),
  acceptTerms: ticked("validation.terms"),
  acceptRules: ticked("validation.rules"),
  rulesVersion: z.coerce.number().int().positive(),
});

/** The bid and automatic-bid forms: one amount. */
export const AmountSchema = z.object({ amount: riyalAmount });

/**
 * An agent's bid (ADR 036): for themselves ("self") or for a principal, whose special rules they
 * accept on the principal's behalf.
 */
export const AgentBidSchema = z.object({
  intent: z.literal("agent-bid"),
  principalUserId: z.union([z.literal("self"), z.uuid()], { error: "agents.validation.principal" }),
  amount: riyalAmount,
  confirmHighBid: z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean()),
  acceptRules: ticked("validation.rules"),
  rulesVersion: z.coerce.number().int().positive(),
  idempotencyKey,
});

/** Everything the property page's action accepts (`intent` names the form). */
export const BidActionSchema = z.discriminatedUnion("intent", [
  RegisterSchema,
  /** Without JavaScript: the amount is checked and the page shows the cost before confirming. */
  z.object({ intent: z.literal("review"), kind: z.enum(["bid", "auto"]), amount: riyalAmount }),
  z.object({
    intent: z.literal("bid"),
    amount: riyalAmount,
    confirmHighBid: z.preprocess(
      (value) => value === "on" || value === "true" || value === true,
      z.boolean(),
    ),
    idempotencyKey,
  }),
  z.object({ intent: z.literal("auto-bid"), amount: riyalAmount, idempotencyKey }),
  z.object({ intent: z.literal("cancel-auto-bid"), idempotencyKey }),
  AgentBidSchema,
]);

export type BidIntent = z.infer<typeof BidActionSchema>["intent"];

/** A refusal as the panel shows it: the exact reason, in the page's language, and its amounts. */
export type BidRefusal = { code: string; message: string; money?: Record<string, number> };

/** What the property page's action answers. */
export type BidActionData = {
  intent: BidIntent;
  /** Conform's result, for the form's fields. */
  result?: SubmissionResult<string[]>;
  refusal?: BidRefusal;
  /** `review`: the amount to confirm. */
  review?: { kind: "bid" | "auto"; amount: number };
  /** Done: `register` gives the order's reference; `bid` whether the bidder leads. */
  done?: { receiptCode?: string; leading?: boolean; bidderNumber?: number | null; maxAmount?: number };
};

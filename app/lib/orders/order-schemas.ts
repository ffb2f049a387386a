import { z } from "zod";

/** A ticked checkbox: true, "on" (HTML forms) or "true". */
const ticked = z.preprocess(
  (value) => value === true || value === "on" || value === "true",
  z.literal(true, { error: "validation.rules" }),
);

/**
 * "Rebook": the special rules of the auction registered for are accepted, in the version the page
 * showed (a newer version published meanwhile is refused by the server, and shown again).
 */
export const RebookSchema = z.object({
  acceptRules: ticked,
  rulesVersion: z.coerce.number().int().positive().max(1_000_000),
});

/**
 * Why a gateway call failed, in terms the payment flows can act on:
 * - `invalid_request`: the gateway refused what we asked (an amount below its minimum, a refund
 *   above what was paid); asking again will not help.
 * - `not_found`: no such payment on the gateway.
 * - `authentication`: our key was refused: a configuration problem, not the payer's.
 * - `unavailable`: network failure, time-out, rate limit or a 5xx; safe to retry later.
 * - `invalid_response`: the gateway answered something we do not understand.
 * Messages come from the gateway or from us, never from card data (which we never hold).
 */
export type GatewayErrorCode =
  "invalid_request" | "not_found" | "authentication" | "unavailable" | "invalid_response";

export class GatewayError extends Error {
  override name = "GatewayError";
  constructor(
    readonly code: GatewayErrorCode,
    message: string,
    /** The gateway's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(message);
  }
}

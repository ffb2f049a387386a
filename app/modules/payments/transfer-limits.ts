/*
 * How much a user may declare by bank transfer (issue 13): a new account once filed 15
 * declarations with 10 MB receipts in 28 seconds. Each figure is named in the messages the user
 * reads (`safeguards.transferLimits`, `transferPendingLimit`, `transferUploadQuota`), so change
 * them together. Both limits apply to top-ups; a winner's payment is already one at a time per
 * settlement and must never wait behind them, but its receipt counts towards the volume.
 */

/** Top-up declarations awaiting the committee's review at once. */
export const MAX_PENDING_TOP_UP_TRANSFERS = 3;
/** Receipt bytes a user may upload within `TRANSFER_UPLOAD_WINDOW_HOURS`: 50 MB. */
export const TRANSFER_UPLOAD_BYTES_PER_WINDOW = 50 * 1024 * 1024;
export const TRANSFER_UPLOAD_WINDOW_HOURS = 24;

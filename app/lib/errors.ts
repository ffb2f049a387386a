/**
 * The one table of error codes: code → HTTP status → message key (in app/i18n/messages).
 * API errors are RFC 9457 problem+json documents carrying `code` and a localized `detail`.
 */
export const errorCodes = {
  NOT_FOUND: { status: 404, message: "api.notFound" },
  BAD_REQUEST: { status: 400, message: "api.badRequest" },
  INVALID_QUERY: { status: 400, message: "api.invalidQuery" },
  METHOD_NOT_ALLOWED: { status: 405, message: "api.methodNotAllowed" },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: "api.unsupportedMediaType" },
  /** A request body over its route's limit (server/http/body-limits.ts). */
  PAYLOAD_TOO_LARGE: { status: 413, message: "api.payloadTooLarge" },
  INTERNAL: { status: 500, message: "api.internal" },
  VALIDATION: { status: 422, message: "api.validation" },
  UNAUTHENTICATED: { status: 401, message: "api.unauthenticated" },
  INVALID_CREDENTIALS: { status: 401, message: "api.invalidCredentials" },
  FORBIDDEN: { status: 403, message: "api.forbidden" },
  PHONE_NOT_VERIFIED: { status: 403, message: "api.phoneNotVerified" },
  CSRF: { status: 403, message: "api.csrf" },
  CONFLICT: { status: 409, message: "api.conflict" },
  ALREADY_VERIFIED: { status: 409, message: "api.alreadyVerified" },
  OTP_INVALID: { status: 400, message: "api.otpInvalid" },
  OTP_EXPIRED: { status: 400, message: "api.otpExpired" },
  OTP_ATTEMPTS_EXCEEDED: { status: 400, message: "api.otpAttemptsExceeded" },
  /** Answered with Retry-After; the message counts seconds. */
  OTP_RESEND_TOO_SOON: { status: 429, message: "api.otpResendTooSoon" },
  /** Answered with Retry-After; the message counts minutes. */
  RATE_LIMITED: { status: 429, message: "api.rateLimited" },
  // Bidding (the detail names the amounts: `money` in AppError details, formatted per language).
  // Refusals of a bid are 422, not 409: the seed's client retries 409, and a refusal is final.
  AUCTION_NOT_STARTED: { status: 422, message: "bidding.errors.notStarted" },
  AUCTION_ENDED: { status: 422, message: "bidding.errors.ended" },
  AUCTION_CANCELLED: { status: 422, message: "bidding.errors.cancelled" },
  AUCTION_NOT_CANCELLABLE: { status: 409, message: "bidding.errors.notCancellable" },
  RULES_NOT_ACCEPTED: { status: 422, message: "bidding.errors.rulesNotAccepted" },
  BID_NOT_WHOLE_RIYALS: { status: 422, message: "bidding.errors.wholeRiyals" },
  ALREADY_HIGHEST_BIDDER: { status: 422, message: "bidding.errors.alreadyHighest" },
  BID_BELOW_MINIMUM: { status: 422, message: "bidding.errors.belowMinimum" },
  BID_CONFIRMATION_REQUIRED: { status: 422, message: "bidding.errors.confirmationRequired" },
  DEPOSIT_NOT_COVERED: { status: 422, message: "bidding.errors.depositNotCovered" },
  AUTO_BID_BELOW_OWN_BID: { status: 422, message: "bidding.errors.autoBelowOwnBid" },
  AUTO_BID_NOT_FOUND: { status: 404, message: "bidding.errors.autoNotFound" },
  REGISTRATION_NOT_CANCELLABLE: { status: 409, message: "bidding.errors.registrationNotCancellable" },
  ORDER_NOT_REBOOKABLE: { status: 409, message: "orders.errors.notRebookable" },
  IDEMPOTENCY_KEY_REQUIRED: { status: 400, message: "bidding.errors.idempotencyKeyRequired" },
  IDEMPOTENCY_KEY_REUSED: { status: 422, message: "bidding.errors.idempotencyKeyReused" },
  // Payments
  SETTLEMENT_NOT_DUE: { status: 409, message: "payments.errors.settlementNotDue" },
  CARD_LIMIT_EXCEEDED: { status: 422, message: "payments.errors.cardLimit" },
  WALLET_NOT_ENOUGH: { status: 422, message: "payments.errors.walletNotEnough" },
  PAYMENT_NOT_FOUND: { status: 404, message: "payments.errors.notFound" },
  REFUND_TOO_LARGE: { status: 422, message: "payments.errors.refundTooLarge" },
  REFUND_REFUSED: { status: 422, message: "payments.errors.refundRefused" },
  // Top-ups: transfers checked by the committee, card payments through the gateway
  TRANSFER_ALREADY_REVIEWED: { status: 409, message: "payments.errors.transferReviewed" },
  SETTLEMENT_TRANSFER_PENDING: { status: 409, message: "payments.errors.settlementTransferPending" },
  PAYMENT_GATEWAY_UNAVAILABLE: { status: 503, message: "payments.errors.gatewayUnavailable" },
  // Uploads
  UPLOAD_EMPTY: { status: 422, message: "uploads.errors.empty" },
  UPLOAD_TOO_LARGE: { status: 413, message: "uploads.errors.tooLarge" },
  UPLOAD_TYPE_NOT_ALLOWED: { status: 415, message: "uploads.errors.typeNotAllowed" },
  // Wallet: bank accounts and withdrawals (refusals are 422, decisions already taken 409)
  BANK_ACCOUNT_EXISTS: { status: 409, message: "wallet.errors.bankAccountExists" },
  BANK_ACCOUNT_LIMIT: { status: 422, message: "wallet.errors.bankAccountLimit" },
  BANK_ACCOUNT_NOT_VERIFIED: { status: 422, message: "wallet.errors.bankAccountNotVerified" },
  BANK_ACCOUNT_ALREADY_REVIEWED: { status: 409, message: "wallet.errors.bankAccountReviewed" },
  WITHDRAWAL_EXCEEDS_AVAILABLE: { status: 422, message: "wallet.errors.exceedsAvailable" },
  WITHDRAWAL_ALREADY_DECIDED: { status: 409, message: "wallet.errors.withdrawalDecided" },
  REVIEW_OWN_REQUEST: { status: 403, message: "wallet.errors.reviewOwnRequest" },
  // Safeguards (issue 13): sign-in lockout, conflict of interest, transfer declaration limits
  /** Answered with Retry-After; the message counts minutes. Known devices are not locked out. */
  SIGN_IN_LOCKED: { status: 429, message: "safeguards.signInLocked" },
  STAFF_CANNOT_BID: { status: 403, message: "safeguards.staffCannotBid" },
  TRANSFER_PENDING_LIMIT: { status: 409, message: "safeguards.transferPendingLimit" },
  /** Answered with Retry-After: when enough of the last 24 hours' volume has aged out. */
  TRANSFER_UPLOAD_QUOTA: { status: 429, message: "safeguards.transferUploadQuota" },
  // Users in the back office (issue 14): suspension and roles
  /** A suspended account: no sign-in, registration or bid until reinstated. */
  ACCOUNT_SUSPENDED: { status: 403, message: "adminUsers.errors.accountSuspended" },
  OWN_ACCOUNT: { status: 403, message: "adminUsers.errors.ownAccount" },
  STAFF_SUSPENSION_ADMIN_ONLY: { status: 403, message: "adminUsers.errors.staffAdminOnly" },
  LAST_ADMIN: { status: 409, message: "adminUsers.errors.lastAdmin" },
  USER_ALREADY_SUSPENDED: { status: 409, message: "adminUsers.errors.alreadySuspended" },
  USER_NOT_SUSPENDED: { status: 409, message: "adminUsers.errors.notSuspended" },
  /** Verifying an ID the user never gave. */
  ID_DOCUMENT_MISSING: { status: 409, message: "adminUsers.errors.idMissing" },
  // Back office: editing and publishing auctions (issue 14; the issues name each field)
  AUCTION_NOT_EDITABLE: { status: 409, message: "adminAuctions.errors.notEditable" },
  AUCTION_CONTEST_LOCKED: { status: 409, message: "adminAuctions.errors.contestLockedTitle" },
  AUCTION_RULES_VERSION_REQUIRED: { status: 409, message: "adminAuctions.errors.rulesVersionRequiredTitle" },
  AUCTION_NOT_PUBLISHABLE: { status: 422, message: "adminAuctions.errors.notPublishable" },
  // Back office: cancelling an auction with four eyes, seller exclusion (issue 14)
  CANCELLATION_ALREADY_REQUESTED: { status: 409, message: "adminCancel.errors.alreadyRequested" },
  // Defaults (issue 14): offering the property to the next bidder, or re-auctioning it
  DEFAULT_NOT_OPEN: { status: 409, message: "adminDefaults.errors.notOpen" },
  NEXT_BIDDER_OFFER_OPEN: { status: 409, message: "adminDefaults.errors.offerOpen" },
  NOT_NEXT_BIDDER: { status: 409, message: "adminDefaults.errors.notNextBidder" },
  NO_NEXT_BIDDER: { status: 409, message: "adminDefaults.errors.noNextBidder" },
  AUCTION_ALREADY_REBOOKED: { status: 409, message: "adminDefaults.errors.alreadyRebooked" },
  OFFER_CLOSED: { status: 409, message: "adminDefaults.errors.offerClosed" },
  CANCELLATION_NOT_PENDING: { status: 409, message: "adminCancel.errors.notPending" },
  SELLER_CANNOT_BID: { status: 403, message: "adminCancel.errors.sellerCannotBid" },
  BIDDER_NOT_REGISTERED: { status: 422, message: "adminCancel.errors.bidderNotRegistered" },
  AUCTION_NOT_HYBRID: { status: 409, message: "adminCancel.errors.notHybrid" },
  // Four eyes (issue 14): a money decision above its threshold needs a second, different member.
  SECOND_APPROVER_REQUIRED: { status: 403, message: "adminSettings.errors.secondApprover" },
  REFUND_ALREADY_REQUESTED: { status: 409, message: "adminSettings.errors.refundRequested" },
  REFUND_NOT_REQUESTED: { status: 409, message: "adminSettings.errors.refundNotRequested" },
  // Listing requests (issues 14 and 15): the owner edits only a draft or a request sent back.
  LISTING_NOT_EDITABLE: { status: 409, message: "listings.errors.notEditable" },
  LISTING_ALREADY_DECIDED: { status: 409, message: "listings.errors.alreadyDecided" },
  LISTING_INCOMPLETE: { status: 422, message: "listings.errors.incomplete" },
  LISTING_TOO_MANY_FILES: { status: 422, message: "listings.errors.tooManyFiles" },
  // Inquiries (issue 16): answered or closed already
  INQUIRY_ALREADY_DECIDED: { status: 409, message: "inquiries.errors.alreadyDecided" },
  // Agents and principals (issue 16, ADR 036).
  AGENT_NOT_AUTHORIZED: { status: 403, message: "agents.errors.notAuthorized" },
  AGENCY_USER_NOT_FOUND: { status: 422, message: "agents.errors.userNotFound" },
  AGENCY_SELF: { status: 422, message: "agents.errors.self" },
  AGENCY_POA_INVALID: { status: 422, message: "agents.errors.poaInvalid" },
  AGENCY_EXISTS: { status: 409, message: "agents.errors.exists" },
  AGENCY_NOT_PENDING: { status: 409, message: "agents.errors.notPending" },
  AGENCY_NOT_REVOCABLE: { status: 409, message: "agents.errors.notRevocable" },
  // Power-of-attorney and foreign-owner requests (issue 16).
  REQUEST_ALREADY_DECIDED: { status: 409, message: "requests.errors.alreadyDecided" },
  REQUEST_NOT_AWAITING_DOCUMENTS: { status: 409, message: "requests.errors.notAwaitingDocuments" },
  REQUEST_TOO_MANY_FILES: { status: 422, message: "requests.errors.tooManyFiles" },
  // Favorites (issue 16): a user keeps at most MAX_FAVORITES auctions.
  FAVORITES_LIMIT: { status: 422, message: "favorites.errors.limit" },
  // Chat (issue 16): a property whose agent has no account, or one's own property.
  CHAT_NO_AGENT: { status: 409, message: "chat.errors.noAgent" },
  CHAT_OWN_PROPERTY: { status: 422, message: "chat.errors.ownProperty" },
  // Load (answered with Retry-After): a client with too many live streams, a server shedding load.
  TOO_MANY_STREAMS: { status: 503, message: "api.tooManyStreams" },
  OVERLOADED: { status: 503, message: "api.overloaded" },
} as const;

export type ErrorCode = keyof typeof errorCodes;

export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly code: ErrorCode,
    readonly details?: {
      field?: string;
      /** Field messages: `message` is a message key until the caller translates it. */
      issues?: { path: string; message: string }[];
      /** For 429 answers: when the caller may try again. */
      retryAfterSeconds?: number;
      /**
       * Amounts in halalas the message names (e.g. `minimum`): formatted as money in the
       * answer's language for the message, and given as numbers beside it for programs.
       */
      money?: Record<string, number>;
    },
  ) {
    super(code);
  }
  get status() {
    return errorCodes[this.code].status;
  }
}

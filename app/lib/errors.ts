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
    },
  ) {
    super(code);
  }
  get status() {
    return errorCodes[this.code].status;
  }
}

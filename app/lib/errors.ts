/**
 * The one table of error codes: code → HTTP status → message key (in app/i18n/messages).
 * API errors are RFC 9457 problem+json documents carrying `code` and a localized `detail`.
 */
export const errorCodes = {
  NOT_FOUND: { status: 404, message: "api.notFound" },
  BAD_REQUEST: { status: 400, message: "api.badRequest" },
  INVALID_QUERY: { status: 400, message: "api.invalidQuery" },
  METHOD_NOT_ALLOWED: { status: 405, message: "api.methodNotAllowed" },
  INTERNAL: { status: 500, message: "api.internal" },
} as const;

export type ErrorCode = keyof typeof errorCodes;

export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly code: ErrorCode,
    readonly details?: { field?: string; issues?: { path: string; message: string }[] },
  ) {
    super(code);
  }
  get status() {
    return errorCodes[this.code].status;
  }
}

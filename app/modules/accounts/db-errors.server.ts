/** True when a database error (possibly wrapped by Drizzle) is a unique violation, optionally of one index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === "23505") {
      if (!constraint) return true;
      return candidate.constraint === constraint || String(candidate.message ?? "").includes(constraint);
    }
    e = candidate.cause;
  }
  return false;
}

import fc from "fast-check";
import { caseArbitrary, requestOf, type FuzzCase, type Operation } from "./fuzz-cases";
import type { SchemaContext } from "./fuzz-schema";
import { changeCounts, type FuzzWorld } from "./fuzz-world";

/** What an answer broke. */
export type Violation =
  | "5xx"
  | "not-problem-json"
  | "no-code"
  | "detail-language"
  | "issue-language"
  | "guest-not-401"
  | "body-error-as-query"
  | "over-limit-not-413"
  | "refused-but-changed";

export type Finding = {
  operation: string;
  violation: Violation;
  status: number;
  code: string | null;
  request: string;
  labels: string[];
  message: string;
  /** The known issue it belongs to, when it is one. */
  known: string | null;
};

/**
 * Bugs other branches of issue 13 fix, and the answers they give until then. A finding matching
 * one is counted and printed but does not fail the run. Empty this list as those fixes land: an
 * entry that no longer matches anything is reported as stale by the test.
 */
export type KnownIssue = {
  id: string;
  owner: string;
  matches(finding: Finding): boolean;
};

export const KNOWN_ISSUES_UNTIL_MERGED: KnownIssue[] = [];

export type OperationStats = {
  operation: string;
  cases: number;
  byStatus: Record<number, number>;
  /** Answers by status and problem code ("422 VALIDATION"). */
  byCode: Record<string, number>;
  findings: Finding[];
  /** Time spent answering, and checking the database around the answers. */
  ms: { requests: number; fingerprints: number; total: number };
};

const arabicLetter = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;
const latinLetter = /[A-Za-z]/;

/** True when `text` reads as `lang`: Arabic script for ar, Latin letters and no Arabic for en. */
export function isInLanguage(text: string, lang: "ar" | "en"): boolean {
  return lang === "ar" ? arabicLetter.test(text) : latinLetter.test(text) && !arabicLetter.test(text);
}

/**
 * What was changed between two counts, as `table:operation ×n`. Rows inserted and deleted again
 * by the same request (an upload stored, then removed when the request was refused) leave no
 * trace, and are not a change.
 */
function changesBetween(a: Record<string, string>, b: Record<string, string>) {
  const delta = (key: string) => Number(b[key] ?? 0) - Number(a[key] ?? 0);
  const undone = (key: string) => {
    const [table, operation] = key.split(":");
    const other =
      operation === "insert" ? `${table}:delete` : operation === "delete" ? `${table}:insert` : null;
    return other !== null && delta(key) === delta(other);
  };
  return Object.keys(b)
    .filter((key) => delta(key) !== 0 && !undone(key))
    .map((key) => `${key} ×${delta(key)}`);
}

type ProblemBody = { code?: unknown; detail?: unknown; issues?: { path?: unknown; message?: unknown }[] };

/** Findings of one answer: the properties every API answer keeps. */
async function judge(
  op: Operation,
  c: FuzzCase,
  res: Response,
  request: string,
  expect: "ar" | "en" | null,
  changed: string[],
): Promise<{ found: Omit<Finding, "known">[]; code: string | null }> {
  const found: Omit<Finding, "known">[] = [];
  const status = res.status;
  const contentType = res.headers.get("content-type") ?? "";
  let json: ProblemBody | null = null;
  let text = "";
  if (!contentType.includes("text/event-stream")) {
    text = await res.text();
    try {
      json = text ? (JSON.parse(text) as ProblemBody) : null;
    } catch {
      json = null;
    }
  } else {
    await res.body?.cancel();
  }
  const code = typeof json?.code === "string" ? json.code : null;
  const add = (violation: Violation, message: string) =>
    found.push({ operation: op.id, violation, status, code, request, labels: c.labels, message });
  if (status >= 500) add("5xx", `answered ${status}: ${text.slice(0, 300)}`);
  if (status >= 400) {
    if (!contentType.startsWith("application/problem+json")) {
      add("not-problem-json", `a ${status} as "${contentType}": ${text.slice(0, 200)}`);
    } else if (!code || typeof json?.detail !== "string") {
      add("no-code", `a ${status} without code or detail: ${text.slice(0, 200)}`);
    } else if (expect) {
      if (!isInLanguage(json.detail as string, expect)) {
        add("detail-language", `${code} detail not in ${expect}: "${String(json.detail)}"`);
      }
      const foreign = (json.issues ?? []).find(
        (issue) => typeof issue.message === "string" && !isInLanguage(issue.message, expect),
      );
      if (foreign) {
        add("issue-language", `${code} issue not in ${expect}: ${JSON.stringify(foreign)}`);
      }
    }
    if (changed.length > 0)
      add("refused-but-changed", `${status} ${code ?? ""} changed ${changed.join(", ")}`);
  }
  if (status === 400 && code === "INVALID_QUERY" && op.body) {
    const bodyFields = new Set(Object.keys(op.body.schema.properties ?? {}));
    const paramNames = new Set(op.params.map((p) => p.name));
    const field = (json?.issues ?? []).find(
      (issue) => typeof issue.path === "string" && bodyFields.has(issue.path) && !paramNames.has(issue.path),
    );
    if (field)
      add("body-error-as-query", `a body field's error as 400 INVALID_QUERY: ${JSON.stringify(field)}`);
  }
  // Whoever is not signed in may hear 401 first; anyone else 413 before the body is read.
  // A body over the limits is refused 413 as soon as it is read; an upload route that refuses the
  // request for another reason first (no confirmed phone, a bad query) never reads it at all.
  const unread = c.body.kind === "multipart" && status >= 400 && status < 500;
  if (overLimit(c) && status !== 413 && status !== 401 && !unread) {
    add("over-limit-not-413", `a body over the limits answered ${status} ${code ?? ""}`);
  }
  // A body over the limits (413) is refused before anything, sign-in included: it is never read.
  if (op.protected && c.role === "guest" && status !== 401 && status !== 413 && status < 500) {
    add("guest-not-401", `a guest got ${status} ${code ?? ""}, not 401`);
  }
  return { found, code };
}

/** A JSON body over 256 KiB or a file over 10 MiB: both past any limit the API may set. */
function overLimit(c: FuzzCase): boolean {
  if (c.body.kind === "raw") return c.body.text.length > 256 * 1024;
  if (c.body.kind === "json") return (JSON.stringify(c.body.value) ?? "").length > 256 * 1024;
  if (c.body.kind === "multipart") {
    return c.body.fields.some(([, v]) => typeof v !== "string" && v.bytes.length > 10 * 1024 * 1024);
  }
  return false;
}

/** Sessions a successful call to these may have ended: issue fresh ones after it. */
const ENDS_SESSIONS =
  /^(POST \/auth\/logout|DELETE \/me\/sessions|POST \/me\/password|POST \/auth\/password\/reset|PATCH \/me)/;

/**
 * Fuzzes one operation: `numRuns` requests from `caseArbitrary`, each judged on its own. In
 * `strict` mode the first finding that is not a known issue fails the property, and fast-check
 * shrinks it and prints the seed to replay it; otherwise every finding is collected.
 */
export async function fuzzOperation(
  world: FuzzWorld,
  op: Operation,
  context: SchemaContext,
  options: {
    numRuns: number;
    seed: number;
    strict: boolean;
    long: boolean;
    knownIssues: KnownIssue[];
    /** Sent over the world's socket instead of in process (what is served below Hono). */
    overSocket?: boolean;
  },
): Promise<OperationStats> {
  const stats: OperationStats = {
    operation: op.id,
    cases: 0,
    byStatus: {},
    byCode: {},
    findings: [],
    ms: { requests: 0, fingerprints: 0, total: 0 },
  };
  await world.refreshKnown(op.path);
  let before = await changeCounts(world.database);
  const property = fc.asyncProperty(caseArbitrary(op, context, { long: options.long }), async (c) => {
    const token = c.role === "guest" ? null : world.tokens[c.role];
    const { url, init, describe, expect } = requestOf(op, c, { token, origin: world.origin });
    const started = performance.now();
    const res = await world.send(url, init, options.overSocket ?? false);
    const answered = performance.now();
    const after = await changeCounts(world.database);
    stats.ms.requests += answered - started;
    stats.ms.fingerprints += performance.now() - answered;
    const changed = res.status >= 400 && res.status < 500 ? changesBetween(before, after) : [];
    before = after;
    // Over a socket, Node's own parser answers a head over 16 KiB with a bare 431 before any of
    // the app's code runs (the production server's too): not the API's answer to judge.
    const beforeTheApp = options.overSocket === true && res.status === 431;
    const judged = beforeTheApp
      ? { found: [], code: null }
      : await judge(op, c, res, describe, expect, changed);
    const findings = judged.found.map((f) => ({
      ...f,
      known: options.knownIssues.find((k) => k.matches({ ...f, known: null }))?.id ?? null,
    }));
    stats.cases++;
    stats.byStatus[res.status] = (stats.byStatus[res.status] ?? 0) + 1;
    stats.findings.push(...findings);
    const answer = `${res.status}${judged.code ? ` ${judged.code}` : ""}`;
    stats.byCode[answer] = (stats.byCode[answer] ?? 0) + 1;
    if (res.status < 300 && ENDS_SESSIONS.test(op.id)) await world.renewSessions();
    const unknown = findings.find((f) => !f.known);
    if (options.strict && unknown) {
      throw new Error(`${unknown.violation}: ${unknown.message}\n  request: ${unknown.request}`);
    }
  });
  const began = performance.now();
  await fc.assert(property, { numRuns: options.numRuns, seed: options.seed, endOnFailure: !options.strict });
  stats.ms.total = performance.now() - began;
  return stats;
}

/** A stable number per operation, so each one's cases do not depend on the others'. */
export function seedFor(base: number, operation: string): number {
  let hash = base | 0;
  for (let i = 0; i < operation.length; i++) hash = (Math.imul(hash, 31) + operation.charCodeAt(i)) | 0;
  return hash;
}

import { sql, type SQL } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { jsonRows } from "~/db/json-rows.server";

/*
 * The idempotency store for callers that answer many keyed requests in one transaction (a batch
 * of bids, ADR 012), instead of one request at a time through `runIdempotent`.
 */

/** A key as stored: the request's fingerprint and the first answer (null while it runs). */
export type StoredAnswer = { userId: string; key: string; requestHash: string; responseBody: unknown };

/**
 * The stored answers of `requests` (each a sender and the key it sent), as a scalar subquery
 * answering a JSON array of `StoredAnswer`: the caller selects it with its other reads, in one
 * round trip. Matched pair by pair, one primary-key probe each: a condition on the senders and the
 * keys as two lists (any sender, any key) cannot use that index, and read the whole table.
 */
export function storedAnswersJson(requests: readonly { userId: string; key: string }[]): SQL {
  return sql`(select coalesce(json_agg(json_build_object('userId', k.user_id, 'key', k.key, 'requestHash', k.request_hash,
                                                 'responseBody', k.response_body)), '[]')
         from ${jsonRows(
           requests.map((r) => ({ user_id: r.userId, key: r.key })),
           "asked(user_id uuid, key text)",
         )}
         join idempotency_keys k on k.user_id = asked.user_id and k.key = asked.key)`;
}

/** An answer to keep under its key. */
export type AnswerToStore = {
  userId: string;
  key: string;
  /** What the key was used for, e.g. "bid:12". */
  scope: string;
  requestHash: string;
  responseStatus: number;
  responseBody: unknown;
};

/**
 * Stores answers under their keys in one statement, in the caller's transaction. A key stored
 * meanwhile by another transaction is left as it is: answers how many were stored, so the caller
 * can tell (and roll back) when a request may have run twice.
 */
export async function storeAnswers(tx: Tx, answers: readonly AnswerToStore[], now: Date): Promise<number> {
  if (answers.length === 0) return 0;
  const rows = answers.map((a) => ({
    user_id: a.userId,
    key: a.key,
    scope: a.scope,
    request_hash: a.requestHash,
    response_status: a.responseStatus,
    response_body: a.responseBody,
  }));
  const stored = (await tx.execute(sql`
    insert into idempotency_keys (user_id, key, scope, request_hash, response_status, response_body, created_at)
    select user_id, key, scope, request_hash, response_status, response_body, ${now.toISOString()}::timestamptz
      from ${jsonRows(
        rows,
        "a(user_id uuid, key text, scope text, request_hash text, response_status smallint, response_body jsonb)",
      )}
    on conflict do nothing
    returning key`)) as unknown as { rows: unknown[] };
  return stored.rows.length;
}

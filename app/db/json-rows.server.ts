import { sql, type SQL } from "drizzle-orm";

/**
 * Many rows as one JSON parameter, read back as a table by `jsonb_to_recordset`, for the statements
 * that write a bid batch's rows (a hot auction's batch writes hundreds). As a VALUES list every value
 * is a parameter of its own, which the query builder renders and the driver serializes one at a
 * time: a large share of a batch's CPU. As JSON it is one `JSON.stringify`.
 *
 * `shape` names the table and declares each field's type, e.g. `b(auction_id integer, amount
 * bigint)`; a field a row lacks is null. The rows come back in the array's order.
 */
export function jsonRows(rows: readonly Record<string, unknown>[], shape: string): SQL {
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as ${sql.raw(shape)}`;
}

/**
 * A list as one JSON parameter, read back as an array of `type` (e.g. `uuid`), for `= any(…)` over
 * a batch's ids: one parameter however long the list, where `array[$1, $2, …]` takes one each.
 */
export function jsonArray(values: readonly (string | number)[], type: string): SQL {
  return sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))::${sql.raw(type)}[]`;
}

/**
 * The ids an `insert … select … from jsonRows(…) returning id` gave, in the order of its rows:
 * one statement numbers its rows in the order it inserts them, the array's, so sorted ids line up
 * with the rows whatever order RETURNING answers in.
 */
export function insertedIds(result: unknown): number[] {
  return (result as { rows: { id: number | string }[] }).rows
    .map((row) => Number(row.id))
    .sort((a, b) => a - b);
}

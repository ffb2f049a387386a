// The embedded database's own thread (ADR 042): PGlite runs here, so a query's work (PostgreSQL
// compiled to WebAssembly, which runs synchronously) never blocks the server's event loop. The
// server talks to it through `pglite-thread.server.ts`; this file is plain JavaScript so that Node
// loads it as it is, from the sources and from the build alike.
//
// Messages in: { op: "query" | "exec" | "begin" | "end" | "close", id, ... }. Every message but
// "end" is answered once, with { id, ok: true, value } or { id, ok: false, error }. PGlite's own
// locks keep its order: a query outside a transaction waits for an open transaction to end, a
// query inside one (`tx`) runs in it.
import { parentPort, workerData } from "node:worker_threads";
import { parse, PGlite, protocol } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

const port = parentPort;
if (!port) throw new Error("pglite-thread.worker.mjs runs as a worker thread");

/** Identity parsers for the type ids a caller wants as PostgreSQL's text (drizzle's dates). */
const identity = (value) => value;
const parserSets = new Map();
function parsersFor(textTypes) {
  if (!textTypes || textTypes.length === 0) return undefined;
  const key = textTypes.join(",");
  let parsers = parserSets.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(textTypes.map((oid) => [oid, identity]));
    parserSets.set(key, parsers);
  }
  return parsers;
}

function queryOptions(message) {
  const parsers = parsersFor(message.textTypes);
  if (!parsers && !message.rowMode) return undefined;
  return { ...(message.rowMode ? { rowMode: message.rowMode } : {}), ...(parsers ? { parsers } : {}) };
}

/**
 * PGlite's parsers with a caller's identity parsers laid over them, made once per set of type ids.
 * Given `parsers` in its options, PGlite's result parser copies all of its own (some 300 type
 * ids) into a new object for every result: about 85 µs a statement, against about 1 µs with the
 * table merged once (tests/bench/pglite-results.mjs). A prepared statement's results are parsed
 * here with the merged table, and no `parsers` option.
 */
const mergedParserSets = new Map();
function mergedParsersFor(textTypes) {
  const parsers = parsersFor(textTypes);
  if (!parsers) return db.parsers;
  let merged = mergedParserSets.get(parsers);
  if (!merged) {
    merged = { ...db.parsers, ...parsers };
    mergedParserSets.set(parsers, merged);
  }
  return merged;
}

/** An error as plain data: its message and every field PostgreSQL gave (code, constraint…). */
function errorData(error) {
  if (!(error instanceof Error)) return { name: "Error", message: String(error), fields: {} };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (key === "queryOptions") continue;
    if (value === undefined || typeof value === "function") continue;
    fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

function reply(id, promise) {
  promise.then(
    (value) => port.postMessage({ id, ok: true, value }),
    (error) => {
      try {
        port.postMessage({ id, ok: false, error: errorData(error) });
      } catch {
        // A field that cannot be cloned: send what surely can be.
        port.postMessage({
          id,
          ok: false,
          error: { name: "Error", message: String(error?.message ?? error), fields: { code: error?.code } },
        });
      }
    },
  );
}

/**
 * Named prepared statements (ADR 042). PGlite's `query` parses, describes and plans its statement
 * anew on every call, in five round trips into the WebAssembly module; for the statements a page
 * makes (the session, the navbar's one statement, the cards) that was two thirds of their time on
 * the database's thread. A statement seen a second time is parsed once under a name, described
 * once (its parameters' types), and from then on runs as one message: bind, describe the portal,
 * execute, sync. PostgreSQL keeps its plan as it does for any prepared statement (a generic plan
 * only when it costs no more than the custom ones). Only reads and writes of rows are prepared;
 * a change of the schema (anything run by `exec`, or a `create`, `alter`, `drop`… through
 * `query`) starts a new generation, and a statement of an older one is prepared again, under a new
 * name, before it runs. At most MAX_PREPARED are kept, the least recently used closed first.
 */
const MAX_PREPARED = workerData?.maxPrepared ?? 500;
const PREPARABLE = /^[\s(]*(select|insert|update|delete|with)\b/i;
const SCHEMA_CHANGE =
  /^\s*(create|alter|drop|truncate|comment|grant|revoke|reindex|cluster|refresh|import|security|do)\b/i;
/** sql → its entry (see preparedFor), in order of use (the first is the least recently used). */
const prepared = new Map();
/** Statements seen once: prepared when seen again (a statement built for one call is not kept). */
const seenOnce = new Set();
let generation = 0;
let statementCount = 0;
/** Names to close with the next prepared statement's messages (evicted, or of an older generation). */
const toClose = [];
const { serialize } = protocol;

function noteStatement(sql) {
  if (SCHEMA_CHANGE.test(sql)) generation++;
}

/**
 * The prepared statement to run `sql` with, or undefined to run it as PGlite's `query` does. The
 * entry is held from the second sighting on, before it is prepared, so that the requests of a crowd
 * asking for it at once share one preparation (the first of them to run prepares it).
 */
function preparedFor(sql) {
  if (!PREPARABLE.test(sql)) return undefined;
  const held = prepared.get(sql);
  if (held) {
    prepared.delete(sql);
    if (held.generation === generation) {
      prepared.set(sql, held);
      return held;
    }
    retire(held);
  } else if (!seenOnce.delete(sql)) {
    if (seenOnce.size >= 2 * MAX_PREPARED) seenOnce.clear();
    seenOnce.add(sql);
    return undefined;
  }
  const entry = { sql, name: null, types: [], generation, users: 0, retired: false };
  prepared.set(sql, entry);
  if (prepared.size > MAX_PREPARED) {
    const [oldest, evicted] = prepared.entries().next().value;
    prepared.delete(oldest);
    retire(evicted);
  }
  return entry;
}

/** A statement no longer kept is closed once no run that was given it is still waiting to use it. */
function retire(entry) {
  entry.retired = true;
  if (entry.users === 0 && entry.name) toClose.push(entry.name);
}

/**
 * PGlite's `query` for a prepared statement (its locks, errors and result parsing), the rows as
 * `message` asks for them (`rowMode`, `textTypes`).
 */
async function runPrepared(statement, params, message, inTransaction) {
  const parsers = mergedParsersFor(message.textTypes);
  const options = message.rowMode ? { rowMode: message.rowMode } : undefined;
  const run = async () => {
    // Statements to close go with the first message this run sends.
    let closing = toClose.splice(0).map((name) => serialize.close({ type: "S", name }));
    if (statement.name === null) {
      const name = `mz${++statementCount}`;
      let described;
      try {
        await db.execProtocolStream(
          Buffer.concat([...closing, serialize.parse({ name, text: statement.sql })]),
          { syncToFs: false },
        );
        closing = [];
        described = await db.execProtocolStream(serialize.describe({ type: "S", name }), { syncToFs: false });
      } catch (error) {
        throw Object.assign(error, { query: statement.sql, params });
      } finally {
        await db.execProtocolStream(serialize.sync(), { syncToFs: false });
      }
      statement.types = parse.parseDescribeStatementResults(described);
      statement.name = name;
    }
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = db.serializers[statement.types[i]];
      return serializer ? serializer(value) : value.toString();
    });
    const messages = await db.execProtocolStream(
      Buffer.concat([
        ...closing,
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: "P" }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false, throwOnError: false },
    );
    const failed = messages.find((m) => m.name === "error");
    if (failed) throw Object.assign(failed, { query: statement.sql, params });
    if (!inTransaction) await db.syncToFs();
    return parse.parseResults(messages, parsers, options)[0];
  };
  statement.users++;
  try {
    return await (inTransaction
      ? db._runExclusiveQuery(run)
      : db._runExclusiveTransaction(() => db._runExclusiveQuery(run)));
  } finally {
    statement.users--;
    // Retired while this run waited (evicted, or its schema changed): closed with the next message.
    if (statement.retired && statement.users === 0 && statement.name) toClose.push(statement.name);
  }
}

/** Open transactions by the id of their "begin": each its PGlite transaction and how it ends. */
const transactions = new Map();

/** Results go back as plain data: rows, fields and the count of rows a write touched. */
const plain = (result) => ({ rows: result.rows, fields: result.fields, affectedRows: result.affectedRows });

const { dir, snapshot } = workerData ?? {};
const db = dir
  ? new PGlite(dir, { extensions: { pg_trgm } })
  : new PGlite({ extensions: { pg_trgm }, ...(snapshot ? { loadDataDir: new Blob([snapshot]) } : {}) });

db.waitReady.then(
  () => port.postMessage({ id: 0, ok: true, value: "ready" }),
  (error) => port.postMessage({ id: 0, ok: false, error: errorData(error) }),
);

port.on("message", (message) => {
  switch (message.op) {
    case "query": {
      const target = message.tx ? transactions.get(message.tx)?.tx : db;
      if (!target) {
        reply(message.id, Promise.reject(new Error("Transaction is closed")));
        return;
      }
      noteStatement(message.sql);
      const statement = preparedFor(message.sql);
      if (statement && !(message.tx && target.closed)) {
        reply(
          message.id,
          runPrepared(statement, message.params ?? [], message, Boolean(message.tx)).then(plain),
        );
        return;
      }
      reply(message.id, target.query(message.sql, message.params, queryOptions(message)).then(plain));
      return;
    }
    case "exec": {
      const target = message.tx ? transactions.get(message.tx)?.tx : db;
      if (!target) {
        reply(message.id, Promise.reject(new Error("Transaction is closed")));
        return;
      }
      generation++;
      reply(
        message.id,
        target.exec(message.sql).then((results) => results.map(plain)),
      );
      return;
    }
    case "begin": {
      // Answered twice: once the transaction is open ("begun", so the caller can send its
      // queries), and again with how it ended (committed, or the error that rolled it back).
      let begun = false;
      const ended = db.transaction(
        (tx) =>
          new Promise((resolve, reject) => {
            transactions.set(message.id, { tx, resolve, reject });
            begun = true;
            port.postMessage({ id: message.id, ok: true, value: "begun" });
          }),
      );
      reply(
        message.endId,
        ended.finally(() => transactions.delete(message.id)).then(() => "ended"),
      );
      ended.catch((error) => {
        // It failed before it began (PGlite closing): the caller still waits for "begun".
        if (!begun) port.postMessage({ id: message.id, ok: false, error: errorData(error) });
      });
      return;
    }
    case "end": {
      const open = transactions.get(message.tx);
      if (!open) return;
      // Rolling back: PGlite rolls back when its callback throws.
      if (message.commit) open.resolve();
      else open.reject(Object.assign(new Error("rolled back by the caller"), { rollback: true }));
      return;
    }
    case "close": {
      reply(
        message.id,
        db.close().then(() => "closed"),
      );
      return;
    }
    default:
      reply(message.id, Promise.reject(new Error(`unknown operation ${String(message.op)}`)));
  }
});

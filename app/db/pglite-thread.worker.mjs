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
import { PGlite } from "@electric-sql/pglite";
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
      reply(message.id, target.query(message.sql, message.params, queryOptions(message)).then(plain));
      return;
    }
    case "exec": {
      const target = message.tx ? transactions.get(message.tx)?.tx : db;
      if (!target) {
        reply(message.id, Promise.reject(new Error("Transaction is closed")));
        return;
      }
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

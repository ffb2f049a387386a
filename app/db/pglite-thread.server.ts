import { Worker } from "node:worker_threads";
import type { PGlite } from "@electric-sql/pglite";

/**
 * The embedded database on a thread of its own (ADR 042). PGlite is PostgreSQL compiled to
 * WebAssembly: each query runs synchronously on the thread that calls it, so on the server's own
 * thread a crowd's queries held the event loop (500 queued queries kept a 5 ms timer waiting
 * 2.3 s) and pages rendered only between them. Here PGlite runs in a worker thread
 * (`pglite-thread.worker.mjs`) and the server's thread only sends each query and waits for its
 * answer, rendering other pages meanwhile, on a second core when there is one.
 *
 * It answers what drizzle's PGlite driver asks of a `PGlite` (`query`, `exec`, `transaction`) and
 * `close`. Result rows cross the threads as structured clones (dates, numbers, JSON, arrays and
 * bytes as PGlite parsed them). A type parser may only be the identity (drizzle's, which keeps
 * dates as PostgreSQL's text): functions cannot cross threads, so other parsers are refused.
 */
export type PgliteThread = Pick<PGlite, "query" | "exec" | "transaction" | "close" | "waitReady">;

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ErrorData };
type ErrorData = { name: string; message: string; stack?: string; fields: Record<string, unknown> };
type QueryOptions = {
  rowMode?: "array" | "object";
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
};
type TxHandle = Parameters<Parameters<PGlite["transaction"]>[0]>[0];

/** The worker's error again as an `Error` with PostgreSQL's fields (`code`, `constraint`…). */
function toError(data: ErrorData): Error {
  const error = new Error(data.message);
  error.name = data.name;
  Object.assign(error, data.fields);
  if (data.stack) error.stack = `${data.stack}\n    at the embedded database's thread`;
  return error;
}

const PROBE = "\u0000probe";

/** The type ids whose parser the caller asked to leave as text; any other parser is refused. */
function textTypes(options: QueryOptions | undefined): number[] | undefined {
  if (!options?.parsers) return undefined;
  const ids: number[] = [];
  for (const [id, parser] of Object.entries(options.parsers)) {
    if (parser(PROBE, Number(id)) !== PROBE) {
      throw new Error(`the embedded database's thread takes only identity parsers (type ${id})`);
    }
    ids.push(Number(id));
  }
  return ids;
}

/** How long into a turn of the event loop the database's answers are still handed over at once. */
const TURN_BUDGET_MS = 10;

/**
 * Starts PGlite on its own thread, in `dir` (a data directory) or in memory (from `snapshot`, a
 * data directory PGlite's `dumpDataDir` wrote), and resolves once it is ready.
 */
export async function openPgliteThread(options: {
  dir: string | null;
  snapshot?: Blob;
  /** Told once if the thread stops without being closed (every query waiting is refused). */
  onFailure?: (error: Error) => void;
  /** How many prepared statements the thread keeps (500; a test asks for fewer). */
  maxPrepared?: number;
}): Promise<PgliteThread> {
  const snapshot = options.snapshot ? await options.snapshot.arrayBuffer() : undefined;
  const worker = new Worker(workerUrl(), {
    workerData: { dir: options.dir, snapshot, maxPrepared: options.maxPrepared },
    transferList: snapshot ? [snapshot] : [],
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let failure: Error | null = null;
  let closed = false;

  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });

  const settle = (reply: Reply) => {
    const waiter = pending.get(reply.id);
    if (!waiter) return;
    pending.delete(reply.id);
    if (reply.ok) waiter.resolve(reply.value);
    else waiter.reject(toError(reply.error));
  };

  /*
   * Node hands a thread's waiting messages over in one go, each followed by the work its answer
   * resumes: under load, one page render after another (about 10-20 ms each) for every query that
   * was the last of its page, and no timer, new connection or other event in between. With 50
   * signed-in readers that held the event loop for 300-400 ms at a time. So the answers of one turn
   * of the event loop are handed over while the turn is young (TURN_BUDGET_MS); later ones wait
   * in order, one per turn, for the turns that follow, with every other event in between.
   */
  const waiting: Reply[] = [];
  let turnStarted = -1;
  let draining = false;
  const withinTurn = () => {
    if (turnStarted < 0) {
      turnStarted = performance.now();
      setImmediate(() => (turnStarted = -1));
      return true;
    }
    return performance.now() - turnStarted < TURN_BUDGET_MS;
  };
  // While answers wait (or one is about to be handed over), every new answer queues behind them.
  const drainOne = () => {
    settle(waiting.shift()!);
    if (waiting.length) setImmediate(drainOne);
    else draining = false;
  };
  worker.on("message", (reply: Reply) => {
    if (!draining && withinTurn()) return settle(reply);
    waiting.push(reply);
    if (!draining) {
      draining = true;
      setImmediate(drainOne);
    }
  });
  const fail = (error: Error) => {
    if (!failure) options.onFailure?.(error);
    failure ??= error;
    for (const waiter of pending.values()) waiter.reject(failure);
    pending.clear();
  };
  worker.on("error", (error) => fail(error));
  worker.on("exit", (code) => {
    if (!closed) fail(new Error(`the embedded database's thread stopped (exit code ${code})`));
  });

  function call(message: Record<string, unknown>, id = nextId++): Promise<unknown> {
    if (failure) return Promise.reject(failure);
    if (closed) return Promise.reject(new Error("PGlite is closed"));
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...message, id });
    });
  }

  function query(tx: number | undefined) {
    return (sql: string, params?: unknown[], options?: QueryOptions) => {
      let types: number[] | undefined;
      try {
        types = textTypes(options);
      } catch (error) {
        return Promise.reject(error as Error);
      }
      return call({
        op: "query",
        tx,
        sql,
        params: params ?? [],
        rowMode: options?.rowMode,
        textTypes: types,
      });
    };
  }
  function exec(tx: number | undefined) {
    return (sql: string) => call({ op: "exec", tx, sql });
  }

  async function transaction<T>(work: (tx: TxHandle) => Promise<T>): Promise<T> {
    const id = nextId++;
    const endId = nextId++;
    // Registered before "begin" is sent, and settled quietly on the rollback path (whose own
    // "rolled back" answer is not the caller's concern).
    const ended = new Promise<unknown>((resolve, reject) => pending.set(endId, { resolve, reject }));
    const endedSettled = ended.then(
      () => undefined,
      () => undefined,
    );
    await call({ op: "begin", endId }, id);
    let closedTx = false;
    const handle = {
      query: (sql: string, params?: unknown[], options?: QueryOptions) => {
        if (closedTx) return Promise.reject(new Error("Transaction is closed"));
        return query(id)(sql, params, options);
      },
      exec: (sql: string) => {
        if (closedTx) return Promise.reject(new Error("Transaction is closed"));
        return exec(id)(sql);
      },
      get closed() {
        return closedTx;
      },
    } as unknown as TxHandle;
    let result: T;
    try {
      result = await work(handle);
    } catch (error) {
      closedTx = true;
      worker.postMessage({ op: "end", tx: id, commit: false });
      await endedSettled;
      throw error;
    }
    closedTx = true;
    worker.postMessage({ op: "end", tx: id, commit: true });
    await ended;
    return result;
  }

  await ready;
  return {
    query: query(undefined),
    exec: exec(undefined),
    transaction,
    waitReady: Promise.resolve(),
    close: async () => {
      if (closed || failure) {
        await worker.terminate();
        return;
      }
      await call({ op: "close" });
      closed = true;
      await worker.terminate();
    },
  } as unknown as PgliteThread;
}

/**
 * The worker's file: beside this module in the sources, and copied beside the server's bundle by
 * the build (`scripts/postbuild.mjs`), whose `import.meta.url` is the bundle's.
 */
function workerUrl(): URL {
  return new URL("./pglite-thread.worker.mjs", import.meta.url);
}

import pg from "pg";

/**
 * On PostgreSQL, a query sent on a connection that is still running another one fails the test.
 * node-postgres queues it (and warns "client.query() when the client is already executing a
 * query", to be refused in pg 9): it happens when queries of one transaction run side by side
 * (`Promise.all` over `tx`), whose order then depends on timing. Run them one after another.
 */
type GuardedClient = {
  query: (...args: unknown[]) => unknown;
  _activeQuery: unknown;
  _queryQueue: unknown[];
};
const client = pg.Client.prototype as unknown as GuardedClient;
const query = client.query;
client.query = function (this: GuardedClient, ...args: unknown[]) {
  if (this._activeQuery || this._queryQueue.length > 0) {
    throw new Error(
      "a query was sent on a PostgreSQL connection still running another (queries of one transaction side by side?)",
    );
  }
  return query.apply(this, args);
};

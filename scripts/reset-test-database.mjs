// CI only: empties the PostgreSQL test database so each run starts from the committed migrations.
import pg from "pg";

const url = process.env.DATABASE_URL;
if (!url || !/\/test(\?|$)/.test(url)) {
  console.error("refusing to reset: DATABASE_URL must name the `test` database");
  process.exit(1);
}
const client = new pg.Client({ connectionString: url });
await client.connect();
await client.query("drop schema if exists drizzle cascade");
await client.query("drop schema if exists public cascade");
await client.query("create schema public");
await client.end();
console.log("test database reset");

// Bulk-fills a Mazad database up to N auctions (default 100,000) for benchmarks, by cloning the
// seeded demo catalogue in a few INSERT … SELECT statements over generate_series.
//
//   node tests/bench/seed-many.mjs [DATA_DIR] [--count N]
//
// With DATABASE_URL set it fills that PostgreSQL database; otherwise the embedded PGlite database
// in DATA_DIR (argument, else $DATA_DIR, else ./.data) of a *stopped* server: the script takes the
// directory's lock file as the server does, and refuses while a server holds it.
//
// Each clone keeps its template's category, use, rooms and photo, moves to another district (the
// district's name is replaced in the titles, alt texts and description), scales area and price,
// gets a unique asset number (MZ-000001 … MZ-099999, a range the demo catalogue's random
// MZ-1xxxxx–9xxxxx never uses, then MZB-0100000 …; numbers already taken in that range, such as the
// demo won auction's MZ-050126, are skipped) and a status with times spread around now, consistent with the
// auction clock (current: started and not ended; upcoming: not started; finished: ended). Clones
// carry no bids. The run is deterministic (setseed) and tops up: run it twice and nothing is added.
// Ends with VACUUM ANALYZE.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

const args = process.argv.slice(2);
const countFlag = args.indexOf("--count");
const total = Number(countFlag >= 0 ? args[countFlag + 1] : (process.env.SEED_COUNT ?? 100_000));
if (!Number.isInteger(total) || total < 1 || total > 5_000_000) {
  console.error(`seed-many: --count must be a whole number from 1 to 5,000,000 (got ${total})`);
  process.exit(2);
}
const positional = args.filter((a, i) => !a.startsWith("--") && (countFlag < 0 || i !== countFlag + 1));
const dataDir = positional[0] ?? process.env.DATA_DIR ?? ".data";
const url = process.env.DATABASE_URL;
if (url && new URL(url).pathname === "/test") {
  console.error(
    "seed-many: DATABASE_URL names the shared `test` database; bulk-fill a database of your own.",
  );
  process.exit(2);
}

/** The rows a run adds are recognised by their asset numbers. */
const BULK_ASSET = `(asset_number like 'MZ-0%' or asset_number like 'MZB-%')`;

/** Runs one statement on PGlite or pg, returning rows. */
async function connect() {
  if (url) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: url, application_name: "mazad-seed-many" });
    await client.connect();
    return {
      kind: "PostgreSQL",
      query: async (text) => (await client.query(text)).rows,
      close: () => client.end(),
      release: () => {},
    };
  }
  const lock = takeLock(dataDir);
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const dir = path.join(dataDir, "pglite");
  if (!existsSync(dir)) {
    lock.release();
    throw new Error(`no database in ${dir}: start the server once on this DATA_DIR so it migrates and seeds`);
  }
  const db = new PGlite(dir, { extensions: { pg_trgm } });
  await db.waitReady;
  return {
    kind: "PGlite",
    query: async (text) => (await db.query(text)).rows,
    close: () => db.close(),
    release: () => lock.release(),
  };
}

/** The same lock file the server takes (DATA_DIR/mazad.lock holding a pid). */
function takeLock(dir) {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "mazad.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return { release: () => rmSync(file, { force: true }) };
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      const owner = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
      let alive = false;
      try {
        process.kill(owner, 0);
        alive = true;
      } catch (e) {
        alive = e.code === "EPERM";
      }
      if (Number.isInteger(owner) && owner > 0 && alive) {
        throw new Error(`${dir} is in use by process ${owner}: stop the server before seeding`);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${dir}`);
}

const started = performance.now();
const db = await connect();
try {
  const [{ count: existing }] = await db.query(`select count(*)::int as count from auctions`);
  const need = total - existing;
  // Rows in the bulk range already there: earlier runs' and the few the app itself numbers there
  // (the demo won auction). Their numbers are skipped, so a top-up or a fresh run never collides.
  const [{ count: taken }] = await db.query(
    `select count(*)::int as count from properties where ${BULK_ASSET}`,
  );
  const [{ count: templates }] = await db.query(
    `select count(*)::int as count from properties p
      where not ${BULK_ASSET.replaceAll("asset_number", "p.asset_number")}
        and exists (select 1 from auctions a where a.property_id = p.id)
        and exists (select 1 from property_photos f where f.property_id = p.id)`,
  );
  if (templates === 0) throw new Error("no demo properties to clone: start the server once so it seeds");
  if (need <= 0) {
    console.log(
      `seed-many: ${existing.toLocaleString("en-US")} auctions already (≥ ${total.toLocaleString("en-US")}); nothing added`,
    );
  } else {
    // Secondary indexes are dropped and rebuilt around the load (much faster than maintaining
    // them row by row, the trigram GIN index above all), inside one transaction: a failed run
    // leaves the database as it was.
    const indexes = await db.query(
      `select indexname, indexdef from pg_indexes
        where schemaname = 'public'
          and tablename in ('properties', 'auctions', 'property_photos', 'auction_search', 'auction_prices')
          and indexname not in (select conname from pg_constraint)`,
    );
    const [{ superuser }] = await db.query(
      `select rolsuper as superuser from pg_roles where rolname = current_user`,
    );
    const statements = [
      "begin",
      "set local maintenance_work_mem = '128MB'",
      // Foreign keys hold by construction (every id comes from a join); a superuser skips their
      // row-by-row checks for this load only.
      ...(superuser ? ["set local session_replication_role = replica"] : []),
      ...indexes.map((i) => `drop index "${i.indexname}"`),
      ...bulkInsert({ need, taken }),
      // The replica role skips triggers too, so the search and price read models (drizzle/0005,
      // drizzle/0032) are filled here the way their triggers would have.
      `insert into auction_search (auction_id, property_id, status, starts_at, ends_at,
                                   city_id, district_id, category, area_m2, search_text)
       select a.id, a.property_id, a.status, a.starts_at, a.ends_at,
              p.city_id, p.district_id, p.category, p.area_m2,
              p.search_text || ' ' || c.search_text || ' ' || d.search_text
         from auctions a
         join properties p on p.id = a.property_id
         join cities c on c.id = p.city_id
         join districts d on d.id = p.district_id
        where not exists (select 1 from auction_search s where s.auction_id = a.id)`,
      `insert into auction_prices (auction_id, category, status, display_price)
       select a.id, p.category, a.status, coalesce(a.current_price, a.opening_price)
         from auctions a
         join properties p on p.id = a.property_id
        where not exists (select 1 from auction_prices r where r.auction_id = a.id)`,
      ...indexes.map((i) => i.indexdef),
      "commit",
    ];
    for (const statement of statements) {
      const t0 = performance.now();
      await db.query(statement);
      if (process.env.SEED_VERBOSE)
        console.log(
          `${((performance.now() - t0) / 1000).toFixed(1)} s  ${statement.trim().split("\n")[0].slice(0, 70)}`,
        );
    }
  }
  // VACUUM as autovacuum would after a bulk load on PostgreSQL (PGlite has no autovacuum): hint
  // bits and the visibility map make later scans and index-only scans cheap; ANALYZE for the planner.
  await db.query("vacuum analyze");
  const [{ count: after }] = await db.query(`select count(*)::int as count from auctions`);
  const byStatus = await db.query(
    `select status::text, count(*)::int as n from auctions group by 1 order by 1`,
  );
  console.log(
    `seed-many (${db.kind}): ${after.toLocaleString("en-US")} auctions (${byStatus.map((r) => `${r.status} ${r.n}`).join(", ")}), ` +
      `added ${Math.max(0, need).toLocaleString("en-US")} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await db.close();
  db.release();
}

/**
 * The statements: a temporary plan of every new row (template, district, factors, status and
 * times, all drawn here), then properties, photos and auctions from it, joined back by asset number.
 */
function bulkInsert({ need, taken }) {
  const notBulk = (alias) => `not ${BULK_ASSET.replaceAll("asset_number", `${alias}.asset_number`)}`;
  return [
    `select setseed(0.2026)`,
    `drop table if exists pg_temp.seed_tpl, pg_temp.seed_district, pg_temp.seed_plan`,
    // Demo properties with their auction and first photo, numbered 0…n-1.
    `create temp table seed_tpl as
       select (row_number() over (order by p.id) - 1)::int as k, p.*, d.name_ar as d_ar, d.name_en as d_en,
              a.opening_price, a.deposit, a.bid_increment, a.commission_rate_bp,
              f.storage_key, f.alt_ar, f.alt_en, f.width, f.height
         from properties p
         join districts d on d.id = p.district_id
         join lateral (select * from auctions a where a.property_id = p.id order by a.id limit 1) a on true
         join lateral (select * from property_photos f where f.property_id = p.id order by f.position limit 1) f on true
        where ${notBulk("p")}`,
    `create temp table seed_district as
       select (row_number() over (order by d.id) - 1)::int as k, d.id, d.city_id, d.name_ar, d.name_en,
              c.latitude, c.longitude
         from districts d join cities c on c.id = d.city_id`,
    // One row per new auction; u1…u5 are uniform draws, status: 60% finished, 15% current,
    // 20% upcoming, 5% cancelled.
    `create temp table seed_plan as
       select g, n,
              case when n < 100000 then 'MZ-' || lpad(n::text, 6, '0') else 'MZB-' || lpad(n::text, 7, '0') end as asset_number,
              (floor(random() * (select count(*) from seed_tpl)))::int as tpl_k,
              (floor(random() * (select count(*) from seed_district)))::int as district_k,
              (0.6 + random() * 1.0)::numeric as area_factor,
              (0.5 + random() * 1.5)::numeric as price_factor,
              case when s < 0.60 then 'finished' when s < 0.75 then 'current' when s < 0.95 then 'upcoming' else 'cancelled' end
                ::auction_status as status,
              random() as u1, random() as u2, random() as u3, random() as u4, random() as u5
         from (
           -- Candidate numbers 1 … need + taken; those already used are dropped, the first ones needed kept.
           select row_number() over (order by c.n) as g, c.n, random() as s
             from (select n from generate_series(1, ${need + taken}) n) c
            where not exists (
              select 1 from properties p
               where p.asset_number = case when c.n < 100000 then 'MZ-' || lpad(c.n::text, 6, '0')
                                           else 'MZB-' || lpad(c.n::text, 7, '0') end)
            order by c.n
            limit ${need}
         ) x`,
    `alter table seed_plan add column starts_at timestamptz, add column ends_at timestamptz`,
    `update seed_plan set
       starts_at = case status
         when 'current' then now() - interval '1 minute' - u1 * interval '4 days'
         when 'upcoming' then now() + interval '1 hour' + u1 * interval '30 days'
         when 'finished' then now() - interval '2 hours' - u1 * interval '540 days' - interval '1 day' - u2 * interval '4 days'
         else now() - u1 * interval '60 days' end,
       ends_at = case status
         when 'current' then now() + interval '10 minutes' + u2 * interval '10 days'
         when 'upcoming' then now() + interval '1 hour' + u1 * interval '30 days' + interval '1 day' + u2 * interval '4 days'
         when 'finished' then now() - interval '2 hours' - u1 * interval '540 days'
         else now() - u1 * interval '60 days' + interval '2 days' + u2 * interval '3 days' end`,
    `insert into properties (asset_number, city_id, district_id, category, use, title_ar, title_en,
        description_ar, description_en, street_width_m, scheme_number, part_number, instrument_number,
        north_m, south_m, east_m, west_m, boundaries, rooms, bathrooms, receptions, area_m2,
        building_age_years, latitude, longitude, selling_agent_id, created_at, updated_at)
     select s.asset_number, d.city_id, d.id, t.category, t.use,
            replace(replace(t.title_ar, t.d_ar, d.name_ar), round(t.area_m2)::text || ' م²', round(t.area_m2 * s.area_factor)::text || ' م²'),
            replace(replace(t.title_en, t.d_en, d.name_en), round(t.area_m2)::text || ' m²', round(t.area_m2 * s.area_factor)::text || ' m²'),
            replace(t.description_ar, t.d_ar, d.name_ar), replace(t.description_en, t.d_en, d.name_en),
            t.street_width_m, t.scheme_number, (100 + s.n % 900)::text, (3 + s.n % 2)::text || lpad(s.n::text, 11, '0'),
            round(t.north_m * sqrt(s.area_factor), 2), round(t.south_m * sqrt(s.area_factor), 2),
            round(t.east_m * sqrt(s.area_factor), 2), round(t.west_m * sqrt(s.area_factor), 2),
            t.boundaries, t.rooms, t.bathrooms, t.receptions, round(t.area_m2 * s.area_factor, 2),
            t.building_age_years, d.latitude + (s.u3 - 0.5) * 0.08, d.longitude + (s.u4 - 0.5) * 0.08,
            t.selling_agent_id, s.starts_at - interval '12 days', s.starts_at - interval '12 days'
       from seed_plan s
       join seed_tpl t on t.k = s.tpl_k
       join seed_district d on d.k = s.district_k
      order by s.g`,
    `insert into property_photos (property_id, storage_key, alt_ar, alt_en, width, height, position)
     select p.id, t.storage_key,
            replace(t.alt_ar, t.title_ar, p.title_ar), replace(t.alt_en, t.title_en, p.title_en),
            t.width, t.height, 0
       from seed_plan s
       join properties p on p.asset_number = s.asset_number
       join seed_tpl t on t.k = s.tpl_k
      order by p.id`,
    `insert into auctions (property_id, status, opening_price, current_price, end_price, reserve_price,
        bid_increment, deposit, commission_rate_bp, bid_count, announced_at, starts_at, ends_at,
        scheduled_ends_at, cancelled_at, cancel_reason_ar, cancel_reason_en, featured, created_at, updated_at)
     select p.id, s.status,
            (round(t.opening_price * s.price_factor / 100000) * 100000)::bigint,
            null, null, null, t.bid_increment,
            (round(t.opening_price * s.price_factor * 0.05 / 100000) * 100000)::bigint,
            t.commission_rate_bp, 0,
            s.starts_at - interval '7 days', s.starts_at, s.ends_at, s.ends_at,
            case when s.status = 'cancelled' then s.starts_at + interval '3 hours' end,
            case when s.status = 'cancelled' then 'سُحب العقار بطلب من المالك وموافقة اللجنة المنظمة' end,
            case when s.status = 'cancelled' then 'Withdrawn at the owner''s request with the organizing committee''s approval' end,
            false, s.starts_at - interval '12 days', s.starts_at - interval '12 days'
       from seed_plan s
       join properties p on p.asset_number = s.asset_number
       join seed_tpl t on t.k = s.tpl_k
      order by p.id`,
    `drop table seed_tpl, seed_district, seed_plan`,
  ];
}

import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { inject } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { authorityRequests, users } from "~/db/schema";
import { answerAgency, inviteAgency } from "~/modules/agents/agencies.server";
import { AgencyInviteSchema } from "~/modules/agents/agency-schema";
import { createSession } from "~/modules/accounts/sessions.server";
import { createLiveBus } from "~/modules/live/live-bus.server";
import { ibanWithCheckDigits } from "~/modules/wallet/iban";
import { createUser } from "../factories/accounts";
import { createAuction, createPlace } from "../factories/auctions";
import { createBidders } from "../factories/bidding";
import { createEventsHandler } from "../../server/live/events-handler";
import { createTestHttpApp } from "./http-app";

export type Role = "guest" | "bidder" | "newcomer" | "committee" | "admin";
type SignedInRole = Exclude<Role, "guest">;

const SAR = 100;
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

/**
 * The world the API fuzzer plays in: the whole app over a real (PGlite or PostgreSQL) database,
 * listening on a port of its own only so that the sandbox card gateway is reached over HTTP as in
 * production; the fuzzer's own requests go in process (`app.request`). Users of every role with a
 * session each, and the objects the API's ids point at, made through the API and the factories.
 */
export async function createFuzzWorld(database: Database) {
  let listener: ReturnType<typeof getRequestListener> | null = null;
  const logger = pino({ level: "silent" });
  // Event streams are served before Hono, on Node's own request and response, as in server/app.ts.
  const events = createEventsHandler({ database, logger, live: createLiveBus({ db: database.db, logger }) });
  const server: Server = createServer((req, res) => {
    if (!events.handle(req, res)) void listener!(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const app = createTestHttpApp(database, { env: { APP_ORIGIN: origin, DATA_DIR: "tests/.tmp/fuzz" } });
  listener = getRequestListener(app.fetch);
  const { db } = database;

  const [bidder] = await createBidders(database, 1, { funds: 2_000_000 * SAR });
  const newcomer = (await createUser(database, { verified: false })).user;
  const committee = (await createUser(database, { roles: ["committee"] })).user;
  const admin = (await createUser(database, { roles: ["admin"] })).user;
  const ids: Record<SignedInRole, string> = {
    bidder: bidder!.id,
    newcomer: newcomer.id,
    committee: committee.id,
    admin: admin.id,
  };
  const tokens = {} as Record<SignedInRole, string>;
  const sessionIds = {} as Record<SignedInRole, string>;
  async function renewSessions() {
    for (const role of Object.keys(ids) as SignedInRole[]) {
      const session = await createSession({
        db,
        userId: ids[role],
        now: new Date(),
        client: { ip: null, userAgent: "api-fuzzer" },
      });
      tokens[role] = session.token;
      sessionIds[role] = session.sessionId;
    }
  }
  await renewSessions();

  const call = (
    method: string,
    path: string,
    role: SignedInRole,
    init: { json?: unknown; form?: FormData } = {},
  ) =>
    app.request(`${origin}/api/v1${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${tokens[role]}`,
        "Idempotency-Key": crypto.randomUUID(),
        ...(init.json === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
    });
  const expectOk = async (res: Response, what: string) => {
    if (res.status >= 300) throw new Error(`fuzz world: ${what} answered ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };

  // Auctions in every state; the bidder registered to the live one.
  const place = await createPlace(db);
  const live = (await createAuction(db, place)).auction;
  const tomorrow = Date.now() + 86_400_000;
  await createAuction(db, place, {
    auction: {
      status: "upcoming",
      startsAt: new Date(tomorrow),
      endsAt: new Date(tomorrow + 86_400_000),
      scheduledEndsAt: new Date(tomorrow + 86_400_000),
    },
  });
  await createAuction(db, place, { auction: { status: "draft" } });
  const cancelled = (await createAuction(db, place)).auction;
  await expectOk(
    await call("POST", `/admin/auctions/${cancelled.id}/cancellation`, "committee", {
      json: { reasonAr: "سحب العقار من المزاد", reasonEn: "The property was withdrawn" },
    }),
    "cancellation",
  );
  await expectOk(
    await call("POST", `/auctions/${live.id}/registrations`, "bidder", {
      json: { acceptTerms: true, acceptRules: true, rulesVersion: live.specialRulesVersion },
    }),
    "registration",
  );
  // A won auction and its settlement; a card top-up started; a transfer declared.
  await expectOk(await call("POST", "/dev/won-auction", "bidder", { json: {} }), "won auction");
  await expectOk(
    await call("POST", "/payments", "bidder", {
      json: { method: "mada", purpose: "top_up", amount: 500 * SAR },
    }),
    "card top-up",
  );
  const transfer = new FormData();
  for (const [k, v] of Object.entries({
    method: "bank_transfer",
    purpose: "top_up",
    amount: String(700 * SAR),
    bankName: "Al Rajhi",
    iban: ibanWithCheckDigits("SA", "80000000608010167519"),
    accountName: "Fuzz Bidder",
  }))
    transfer.set(k, v);
  transfer.set("receipt", new File([PDF], "receipt.pdf", { type: "application/pdf" }));
  await expectOk(
    await call("POST", "/payments/transfers", "bidder", { form: transfer }),
    "transfer declaration",
  );
  // Two bank accounts (one verified) and a withdrawal to the verified one.
  const accountIds: string[] = [];
  for (const number of ["80000000608010167520", "80000000608010167521"]) {
    const form = new FormData();
    form.set("iban", ibanWithCheckDigits("SA", number));
    form.set("accountName", "Fuzz Bidder");
    form.set("certificate", new File([PDF], "certificate.pdf", { type: "application/pdf" }));
    accountIds.push(
      String(
        (await expectOk(await call("POST", "/me/bank-accounts", "bidder", { form }), "bank account")).id,
      ),
    );
  }
  await expectOk(
    await call("POST", `/admin/bank-accounts/${accountIds[0]}/verify`, "committee"),
    "bank account check",
  );
  await expectOk(
    await call("POST", "/me/withdrawals", "bidder", {
      json: { bankAccountId: accountIds[0], amount: 300 * SAR },
    }),
    "withdrawal",
  );
  await expectOk(
    await call("POST", "/dev/notifications", "bidder", { json: { auctionId: live.id, event: "outbid" } }),
    "notification",
  );
  // The bidder's conversation with support (the committee reads it too), a file in it.
  const { conversationId } = await expectOk(
    await call("POST", "/me/chat/conversations", "bidder", { json: { kind: "support" } }),
    "chat with support",
  );
  const chatMessage = new FormData();
  chatMessage.set("body", "هذا إيصال التحويل");
  chatMessage.set("clientMessageId", crypto.randomUUID());
  chatMessage.set("attachment", new File([PDF], "receipt.pdf", { type: "application/pdf" }));
  await expectOk(
    await call("POST", `/me/chat/conversations/${String(conversationId)}/messages`, "bidder", {
      form: chatMessage,
    }),
    "chat message",
  );

  // The bidder acts with the pay scope for a principal who owes a settlement (ADR 036).
  const [principal] = await createBidders(database, 1, { funds: 0 });
  const principalSession = await createSession({
    db,
    userId: principal!.id,
    now: new Date(),
    client: { ip: null, userAgent: null },
  });
  await expectOk(
    await app.request(`${origin}/api/v1/dev/won-auction`, {
      method: "POST",
      headers: { Authorization: `Bearer ${principalSession.token}` },
    }),
    "principal's won auction",
  );
  const [poa] = await db
    .insert(authorityRequests)
    .values({ kind: "power_of_attorney", requesterUserId: principal!.id, status: "approved" })
    .returning();
  const { agency } = await inviteAgency({
    db,
    userId: principal!.id,
    input: AgencyInviteSchema.parse({
      side: "principal",
      phone: bidder!.phone,
      scopes: ["pay"],
      expiresOn: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      powerOfAttorneyId: poa!.id,
    }),
  });
  await answerAgency({ db, userId: bidder!.id, agencyId: agency.id, answer: "confirm" });

  let serial = 0;
  /** Ids that exist, by the name of the parameter or property that takes them (refreshed per operation). */
  let known: Record<string, unknown[]> = {};
  async function refreshKnown(pathTemplate: string) {
    const column = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: { v: unknown }[] }).rows.map((row) => row.v);
    const idFor: Record<string, ReturnType<typeof sql>> = {
      "/auctions/": sql`select id as v from auctions order by id desc limit 12`,
      "/me/orders/": sql`select id as v from auction_registrations order by created_at desc limit 8`,
      "/me/payments/": sql`select id as v from payments order by created_at desc limit 8`,
      "/admin/transfers/": sql`select payment_id as v from bank_transfers limit 8`,
      "/me/settlements/": sql`select id as v from settlements order by created_at desc limit 8`,
      // The agent's payments only: a known id on revoke would end the agency before they are fuzzed.
      "/me/agencies/{id}/settlements": sql`select id as v from agencies order by created_at desc limit 4`,
      "/me/invoices/": sql`select id as v from tax_invoices limit 8`,
      "/me/withdrawals/": sql`select id as v from withdrawals order by created_at desc limit 8`,
      "/admin/withdrawals/": sql`select id as v from withdrawals order by created_at desc limit 8`,
      "/admin/bank-accounts/": sql`select id as v from bank_accounts order by created_at desc limit 8`,
      "/admin/inquiries/": sql`select id as v from inquiries order by created_at desc limit 8`,
      "/me/chat/conversations/": sql`select id as v from chat_conversations order by created_at desc limit 4`,
      // Not the fuzzer's own sessions: deleting one of those would sign a role out mid-run.
      "/me/sessions/": sql`select id as v from sessions where user_agent is distinct from 'api-fuzzer' limit 4`,
    };
    const prefix = Object.keys(idFor).find((p) => pathTemplate.startsWith(p));
    const [book] = (
      (await db.execute(
        sql`select coalesce(current_price, opening_price) as price, bid_increment as step from auctions where id = ${live.id}`,
      )) as unknown as { rows: { price: unknown; step: unknown }[] }
    ).rows;
    const price = Number(book!.price);
    const step = Number(book!.step);
    // New each time: a phone, an e-mail or an IBAN can be taken once.
    serial++;
    known = {
      id: prefix ? await column(idFor[prefix]!) : [],
      auctionId: await column(sql`select id as v from auctions order by id desc limit 8`),
      settlementId: await column(sql`select id as v from settlements order by created_at desc limit 8`),
      bankAccountId: await column(sql`select id as v from bank_accounts order by created_at desc limit 8`),
      ids: [await column(sql`select id as v from notifications order by id desc limit 5`)],
      messageId: await column(
        sql`select id as v from chat_messages where upload_id is not null order by id desc limit 4`,
      ),
      code: [
        ...(await column(sql`select receipt_code as v from auction_registrations limit 4`)),
        ...(await column(sql`select verification_code as v from receipts limit 4`)),
      ],
      rulesVersion: [1, 2],
      // Bids and automatic bids the live auction can take: its next steps.
      amount: [price + step, price + 2 * step, price + 5 * step, 500 * SAR],
      maxAmount: [price + 10 * step, price + 50 * step],
      identifier: [bidder!.email, bidder!.phone],
      password: ["secret-pass"],
      confirmPassword: ["secret-pass"],
      currentPassword: ["secret-pass"],
      phone: [`+9665${String(serial * 7919 + 1_000_000).padStart(8, "0")}`],
      email: [`fuzz.${serial}.${process.pid}@test.example`],
      birthDate: ["1990-05-01"],
      name: ["Fuzz Tester", "مختبر العشوائيات"],
      iban: [ibanWithCheckDigits("SA", `8000000060${String(serial).padStart(10, "0")}`)],
      accountName: ["Fuzz Bidder", "محمد العتيبي"],
      bankName: ["Al Rajhi", "مصرف الراجحي"],
      reason: ["Not on the bank statement", "لا يطابق كشف الحساب"],
      reasonAr: ["لا يطابق كشف الحساب"],
      reasonEn: ["Not on the bank statement"],
      reference: ["TRX-0042"],
      fullName: ["Fuzz Tester", "مختبر العشوائيات"],
      message: ["هل يمكن لشركة أن تشارك في المزادات؟", "Can a company take part in auctions?"],
      agree: [true],
      answer: ["نعم، عبر ممثلها المفوّض.", "Yes, through its authorized representative."],
      gateway: ["sandbox"],
    };
  }

  return {
    app,
    origin,
    database,
    ids,
    tokens,
    sessionIds,
    renewSessions,
    refreshKnown,
    known: (name: string) => known[name],
    /** Gives a role its roles back if a fuzzed call changed them (none should). */
    async rolesOf(role: SignedInRole) {
      const [row] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, ids[role]));
      return row?.roles;
    },
    /**
     * Sends a fuzzed request: in process, or over the socket for what is served below Hono (the
     * event stream), where an opened stream is closed as soon as its head arrives.
     */
    async send(url: string, init: RequestInit, overSocket: boolean): Promise<Response> {
      if (!overSocket) return app.request(url, init);
      const controller = new AbortController();
      const res = await fetch(url, { ...init, signal: controller.signal });
      if (!(res.headers.get("content-type") ?? "").includes("text/event-stream")) return res;
      controller.abort();
      return new Response(null, { status: res.status, headers: res.headers });
    },
    async close() {
      events.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type FuzzWorld = Awaited<ReturnType<typeof createFuzzWorld>>;

/**
 * The fuzzer's own database: always an in-memory PGlite on a worker thread (from the suite's migrated snapshot when
 * there is one), even when the suite runs on a shared PostgreSQL. Its committee acts on whatever
 * ids it meets; on a shared database those could be another test file's rows.
 */
export async function createFuzzDatabase(): Promise<Database> {
  const snapshotPath = inject("pgliteSnapshot");
  const snapshot = snapshotPath ? new Blob([await readFile(snapshotPath)]) : undefined;
  // On its own thread, as the server runs it (ADR 042).
  const database = await openDatabase({ dir: null, snapshot, thread: true });
  await migrateDatabase(database);
  return database;
}

/**
 * The tables a refused request must leave as they were: money, bids, auctions, accounts, files and
 * chat messages. Each gets a row trigger counting its changes (in the writing transaction, so
 * nothing is counted for work rolled back); `changeCounts` reads the counts in one small query
 * around every request.
 * Not counted: opening an empty ledger account (a refused bid may open its bidder's, see
 * `lockAccounts`), and users' columns other than who they are and what they may do.
 */
const WATCHED: Record<string, { update?: string; insert?: string }> = {
  bids: {},
  auto_bids: {},
  auction_registrations: {},
  auctions: {},
  payments: {},
  bank_transfers: {},
  settlements: {},
  withdrawals: {},
  bank_accounts: {},
  ledger_transactions: {},
  ledger_postings: {},
  ledger_accounts: { insert: "new.balance <> 0", update: "old.balance is distinct from new.balance" },
  receipts: {},
  tax_invoices: {},
  uploads: {},
  chat_messages: {},
  notification_preferences: {},
  users: {
    update:
      "(old.name, old.email, old.phone, old.password_hash, old.roles, old.phone_verified_at) is distinct from " +
      "(new.name, new.email, new.phone, new.password_hash, new.roles, new.phone_verified_at)",
  },
};

export async function watchChanges(database: Database) {
  const { db } = database;
  await db.execute(sql`create table if not exists fuzz_changes (tbl text primary key, n bigint not null)`);
  await db.execute(
    sql.raw(`create or replace function fuzz_count_change() returns trigger language plpgsql as $$
      begin
        insert into fuzz_changes values (tg_table_name || ':' || lower(tg_op), 1)
          on conflict (tbl) do update set n = fuzz_changes.n + 1;
        return null;
      end $$`),
  );
  for (const [table, when] of Object.entries(WATCHED)) {
    const trigger = (name: string, event: string, condition?: string) =>
      db.execute(
        sql.raw(
          `create trigger ${name} after ${event} on ${table} for each row ` +
            `${condition ? `when (${condition}) ` : ""}execute function fuzz_count_change()`,
        ),
      );
    await trigger(`fuzz_${table}_insert`, "insert", when.insert);
    await trigger(`fuzz_${table}_update`, "update", when.update);
    await trigger(`fuzz_${table}_delete`, "delete");
  }
}

/** Changes counted so far, by table and kind ("payments:insert": 3). */
export async function changeCounts(database: Database): Promise<Record<string, string>> {
  const result = (await database.db.execute(sql`select tbl, n from fuzz_changes`)) as unknown as {
    rows: { tbl: string; n: unknown }[];
  };
  return Object.fromEntries(result.rows.map((row) => [row.tbl, String(row.n)]));
}

import { and, desc, eq, or, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { agencies } from "~/db/schema";
import { runTransaction } from "~/db/transaction.server";
import { AppError } from "~/lib/errors";
import { isUuid } from "~/lib/uuid";
import { describeUsers } from "~/modules/accounts/describe-users.server";
import { findUserByIdDocument, findUserByIdentifier } from "~/modules/accounts/users.server";
import { recordAudit } from "~/modules/audit/record-audit.server";
import { recordEffects, type Effects } from "~/modules/notifications/effects.server";
import type { NewNotification } from "~/modules/notifications/notification-events";
import type { AuthorityDecision } from "~/modules/requests/authority-request-schema";
import { revokePowerOfAttorney } from "~/modules/requests/review-authority-request.server";
import {
  approvedPowerOfAttorney,
  isApprovedPowerOfAttorney,
} from "~/modules/requests/approved-power-of-attorney.server";
import {
  approvedPowersOfAttorneyOf,
  type PowerOfAttorneySummary,
} from "~/modules/requests/approved-powers-of-attorney.server";
import { endOfRiyadhDay, type AgencyInviteInput } from "./agency-schema";
import type { AgencyScope, AgencySide, AgencyState } from "./agency-statuses";

/*
 * Agencies (issue 16, ADR 036): one side invites the other by phone, under one of the inviter's
 * approved powers of attorney; the invited side confirms or declines; either side revokes at any
 * time. Only the two sides read or change an agency (anyone else hears NOT_FOUND, so ids cannot be
 * probed). Each step is audited and notified to the other side.
 */

type Row = typeof agencies.$inferSelect;

/** An agency as one of its sides sees it: the other side named, its state with expiry applied. */
export type AgencyView = {
  id: string;
  /** "principal": the viewer is the principal (the other side acts for them); "agent": the reverse. */
  viewerSide: AgencySide;
  otherUserId: string;
  otherName: string;
  scopes: AgencyScope[];
  expiresAt: string;
  state: AgencyState;
  powerOfAttorneyId: string;
  /** Whether the viewer invited (then the other side answers) or was invited (then the viewer does). */
  invitedByViewer: boolean;
  createdAt: string;
  respondedAt: string | null;
  revokedAt: string | null;
};

export function agencyState(row: Pick<Row, "status" | "expiresAt">, now: Date): AgencyState {
  if ((row.status === "active" || row.status === "pending") && row.expiresAt.getTime() <= now.getTime())
    return "expired";
  return row.status;
}

function view(row: Row, viewerUserId: string, names: Map<string, { name: string }>, now: Date): AgencyView {
  const viewerSide: AgencySide = row.principalUserId === viewerUserId ? "principal" : "agent";
  const otherUserId = viewerSide === "principal" ? row.agentUserId : row.principalUserId;
  return {
    id: row.id,
    viewerSide,
    otherUserId,
    otherName: names.get(otherUserId)?.name ?? "",
    scopes: row.scopes as AgencyScope[],
    expiresAt: row.expiresAt.toISOString(),
    state: agencyState(row, now),
    powerOfAttorneyId: row.powerOfAttorneyId,
    invitedByViewer: row.invitedByUserId === viewerUserId,
    createdAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export type MyAgencies = {
  /** Who acts for me (I am the principal). */
  actingForMe: AgencyView[];
  /** For whom I act (I am the agent). */
  iActFor: AgencyView[];
  /** My approved powers of attorney: what an invitation of mine may rest on. */
  powersOfAttorney: PowerOfAttorneySummary[];
};

/** Both lists of the user's agencies, newest first, with the other sides' names. */
export async function listMyAgencies(db: Db | Tx, userId: string, now = new Date()): Promise<MyAgencies> {
  const rows = await db
    .select()
    .from(agencies)
    .where(or(eq(agencies.principalUserId, userId), eq(agencies.agentUserId, userId)))
    .orderBy(desc(agencies.createdAt))
    .limit(200);
  const names = await describeUsers(
    db,
    rows.map((r) => (r.principalUserId === userId ? r.agentUserId : r.principalUserId)),
  );
  const views = rows.map((r) => view(r, userId, names, now));
  return {
    actingForMe: views.filter((v) => v.viewerSide === "principal"),
    iActFor: views.filter((v) => v.viewerSide === "agent"),
    powersOfAttorney: await approvedPowersOfAttorneyOf(db, userId),
  };
}

/** The agency, one of the user's, as they see it. */
export async function getMyAgency(db: Db | Tx, userId: string, agencyId: string, now = new Date()) {
  if (!isUuid(agencyId)) throw new AppError("NOT_FOUND");
  const [row] = await db.select().from(agencies).where(eq(agencies.id, agencyId));
  if (!row || (row.principalUserId !== userId && row.agentUserId !== userId)) throw new AppError("NOT_FOUND");
  const other = row.principalUserId === userId ? row.agentUserId : row.principalUserId;
  return view(row, userId, await describeUsers(db, [other]), now);
}

/**
 * The principals for whom the agent may bid now (active, `bid` in scope, not expired), with their
 * names: the property page's "bid for" choice.
 */
export async function principalsForBidding(
  db: Db | Tx,
  agentUserId: string,
  now = new Date(),
): Promise<{ userId: string; name: string }[]> {
  const rows = await db
    .select({ principalUserId: agencies.principalUserId })
    .from(agencies)
    .where(
      and(
        eq(agencies.agentUserId, agentUserId),
        eq(agencies.status, "active"),
        sql`'bid' = any(${agencies.scopes})`,
        sql`${agencies.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    );
  const names = await describeUsers(
    db,
    rows.map((r) => r.principalUserId),
  );
  return rows
    .map((r) => ({ userId: r.principalUserId, name: names.get(r.principalUserId)?.name ?? "" }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

async function lockMine(tx: Tx, userId: string, agencyId: string): Promise<Row> {
  if (!isUuid(agencyId)) throw new AppError("NOT_FOUND");
  const [row] = await tx.select().from(agencies).where(eq(agencies.id, agencyId)).for("update");
  if (!row || (row.principalUserId !== userId && row.agentUserId !== userId)) throw new AppError("NOT_FOUND");
  return row;
}

async function noticeTo(
  tx: Tx,
  row: Row,
  actorUserId: string,
  event: "agency_invited" | "agency_confirmed" | "agency_declined" | "agency_revoked",
  now: Date,
): Promise<Effects> {
  const other = row.principalUserId === actorUserId ? row.agentUserId : row.principalUserId;
  const actor = (await describeUsers(tx, [actorUserId])).get(actorUserId);
  const notice: NewNotification = {
    userId: other,
    event,
    auctionId: null,
    params: { agencyId: row.id, name: actor?.name ?? "" },
  };
  return recordEffects(tx, { notices: [notice], now });
}

function audit(tx: Tx, actorUserId: string, action: string, row: Row, before: Row | null, now: Date) {
  return recordAudit(tx, {
    actorUserId,
    action,
    subjectType: "agency",
    subjectId: row.id,
    before: before ? { status: before.status } : null,
    after: { status: row.status },
    details: {
      principalUserId: row.principalUserId,
      agentUserId: row.agentUserId,
      scopes: row.scopes,
      expiresAt: row.expiresAt.toISOString(),
      powerOfAttorneyId: row.powerOfAttorneyId,
    },
    createdAt: now,
  });
}

/**
 * Invites the person with that phone to an agency: as my agent (`side` "principal": I am the
 * principal) or as my principal (`side` "agent"). It rests on one of my approved powers of
 * attorney, and waits for the other side's answer.
 */
export async function inviteAgency(options: {
  db: Db;
  userId: string;
  input: AgencyInviteInput;
  now?: Date;
}): Promise<{ agency: AgencyView; effects: Effects }> {
  const { db, userId, input } = options;
  const now = options.now ?? new Date();
  const expiresAt = endOfRiyadhDay(input.expiresOn);
  if (expiresAt.getTime() <= now.getTime()) throw new AppError("VALIDATION", { field: "expiresOn" });
  return runTransaction(db, async (tx) => {
    // By phone or by ID number; the ID is only looked up, never shown to the inviter.
    const other =
      input.phone.kind === "phone"
        ? await findUserByIdentifier(tx, { kind: "phone", value: input.phone.phone })
        : await findUserByIdDocument(tx, input.phone.document);
    if (!other) throw new AppError("AGENCY_USER_NOT_FOUND", { field: "phone" });
    if (other.id === userId) throw new AppError("AGENCY_SELF", { field: "phone" });
    const poa = await approvedPowerOfAttorney(tx, input.powerOfAttorneyId);
    if (!poa || poa.requesterUserId !== userId)
      throw new AppError("AGENCY_POA_INVALID", { field: "powerOfAttorneyId" });
    const principalUserId = input.side === "principal" ? userId : other.id;
    const agentUserId = input.side === "principal" ? other.id : userId;
    const [row] = await tx
      .insert(agencies)
      .values({
        principalUserId,
        agentUserId,
        scopes: [...input.scopes],
        expiresAt,
        powerOfAttorneyId: poa.id,
        invitedByUserId: userId,
        invitedBy: input.side,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError("AGENCY_EXISTS", { field: "phone" });
    await audit(tx, userId, "agency.invite", row, null, now);
    const effects = await noticeTo(tx, row, userId, "agency_invited", now);
    return { agency: view(row, userId, new Map([[other.id, { name: other.name }]]), now), effects };
  });
}

/**
 * The invited side's answer. Confirming needs the invitation unexpired and the power of attorney
 * it rests on still approved.
 */
export async function answerAgency(options: {
  db: Db;
  userId: string;
  agencyId: string;
  answer: "confirm" | "decline";
  now?: Date;
}): Promise<{ agency: AgencyView; effects: Effects }> {
  const { db, userId, agencyId, answer } = options;
  const now = options.now ?? new Date();
  return runTransaction(db, async (tx) => {
    const row = await lockMine(tx, userId, agencyId);
    if (row.invitedByUserId === userId || agencyState(row, now) !== "pending")
      throw new AppError("AGENCY_NOT_PENDING");
    if (answer === "confirm" && !(await approvedPowerOfAttorney(tx, row.powerOfAttorneyId)))
      throw new AppError("AGENCY_POA_INVALID");
    const [updated] = await tx
      .update(agencies)
      .set({ status: answer === "confirm" ? "active" : "declined", respondedAt: now, updatedAt: now })
      .where(eq(agencies.id, row.id))
      .returning();
    await audit(tx, userId, `agency.${answer}`, updated!, row, now);
    const effects = await noticeTo(
      tx,
      updated!,
      userId,
      answer === "confirm" ? "agency_confirmed" : "agency_declined",
      now,
    );
    const other = row.principalUserId === userId ? row.agentUserId : row.principalUserId;
    return { agency: view(updated!, userId, await describeUsers(tx, [other]), now), effects };
  });
}

/**
 * Either side ends the agency (or withdraws an unanswered invitation) at once: a bid for the
 * principal in a transaction after this one is refused (AGENT_NOT_AUTHORIZED).
 */
export async function revokeAgency(options: {
  db: Db;
  userId: string;
  agencyId: string;
  now?: Date;
}): Promise<{ agency: AgencyView; effects: Effects }> {
  const { db, userId, agencyId } = options;
  const now = options.now ?? new Date();
  return runTransaction(db, async (tx) => {
    const row = await lockMine(tx, userId, agencyId);
    if (row.status !== "active" && row.status !== "pending") throw new AppError("AGENCY_NOT_REVOCABLE");
    const [updated] = await tx
      .update(agencies)
      .set({ status: "revoked", revokedAt: now, revokedByUserId: userId, updatedAt: now })
      .where(eq(agencies.id, row.id))
      .returning();
    await audit(tx, userId, "agency.revoke", updated!, row, now);
    const effects = await noticeTo(tx, updated!, userId, "agency_revoked", now);
    const other = row.principalUserId === userId ? row.agentUserId : row.principalUserId;
    return { agency: view(updated!, userId, await describeUsers(tx, [other]), now), effects };
  });
}

/** One agency in force for the agent, with the principal's name: what `principalsFor` answers. */
export type PrincipalOfAgent = { agencyId: string; userId: string; name: string };

/**
 * The agencies in force under which the agent may act for a principal with `scope` now: active,
 * the scope granted, not expired (the database's clock), resting on a power of attorney still
 * approved. The condition `assertMayActFor` checks, as SQL over agencies `g`.
 */
function inForce(scope: AgencyScope): SQL {
  return sql`g.status = 'active' and ${scope} = any(g.scopes) and g.expires_at > clock_timestamp()
             and ${isApprovedPowerOfAttorney(sql`g.power_of_attorney_id`)}`;
}

/**
 * The principals for whom the agent may act with `scope` now (see `inForce`), with their names and
 * the agency each rests on, by name: /whatadd's "list for", /profile/agents' payments to make.
 */
export async function principalsFor(
  db: Db | Tx,
  agentUserId: string,
  scope: AgencyScope,
): Promise<PrincipalOfAgent[]> {
  const result = (await db.execute(sql`
    select g.id, g.principal_user_id from agencies g
     where g.agent_user_id = ${agentUserId} and ${inForce(scope)}`)) as unknown as {
    rows: { id: string; principal_user_id: string }[];
  };
  const names = await describeUsers(
    db,
    result.rows.map((r) => r.principal_user_id),
  );
  return result.rows
    .map((r) => ({
      agencyId: r.id,
      userId: r.principal_user_id,
      name: names.get(r.principal_user_id)?.name ?? "",
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The principals for whom the agent may list a property now: /whatadd's "list for". */
export async function principalsForListing(
  db: Db | Tx,
  agentUserId: string,
): Promise<{ userId: string; name: string }[]> {
  return (await principalsFor(db, agentUserId, "list_property")).map(({ userId, name }) => ({
    userId,
    name,
  }));
}

/**
 * Refuses (AGENT_NOT_AUTHORIZED) unless the agent may act for the principal with `scope` now: an
 * active agency granting it, not expired, resting on a power of attorney still approved. Read in
 * the caller's transaction (a listing's save and send, a payment), so a revocation committed
 * before it is seen.
 */
export async function assertMayActFor(
  tx: Db | Tx,
  agentUserId: string,
  principalUserId: string,
  scope: AgencyScope,
): Promise<void> {
  if (!isUuid(principalUserId)) throw new AppError("AGENT_NOT_AUTHORIZED");
  const result = (await tx.execute(sql`
    select exists (select 1 from agencies g
                    where g.agent_user_id = ${agentUserId} and g.principal_user_id = ${principalUserId}
                      and ${inForce(scope)}) as may`)) as unknown as {
    rows: { may: boolean }[];
  };
  if (!result.rows[0]?.may) throw new AppError("AGENT_NOT_AUTHORIZED");
}

/** `assertMayActFor` with `list_property`: the listing's save and send. */
export function assertMayListFor(tx: Db | Tx, agentUserId: string, principalUserId: string): Promise<void> {
  return assertMayActFor(tx, agentUserId, principalUserId, "list_property");
}

/**
 * The principal of one of the user's agencies, when the user is its agent and it is in force with
 * `scope` now: the API's `/me/agencies/{id}/…` acts. Someone else's agency, or a malformed id, is
 * NOT_FOUND (as every agency read); the principal's side, or an agency not in force with the
 * scope, AGENT_NOT_AUTHORIZED. The act itself checks the authority again in its transaction.
 */
export async function principalOfAgency(
  db: Db | Tx,
  agentUserId: string,
  agencyId: string,
  scope: AgencyScope,
): Promise<PrincipalOfAgent> {
  if (!isUuid(agencyId)) throw new AppError("NOT_FOUND");
  const [row] = await db.select().from(agencies).where(eq(agencies.id, agencyId));
  if (!row || (row.principalUserId !== agentUserId && row.agentUserId !== agentUserId))
    throw new AppError("NOT_FOUND");
  if (row.agentUserId !== agentUserId) throw new AppError("AGENT_NOT_AUTHORIZED");
  const result = (await db.execute(sql`
    select exists (select 1 from agencies g where g.id = ${row.id} and ${inForce(scope)}) as may`)) as unknown as {
    rows: { may: boolean }[];
  };
  if (!result.rows[0]?.may) throw new AppError("AGENT_NOT_AUTHORIZED");
  const names = await describeUsers(db, [row.principalUserId]);
  return { agencyId: row.id, userId: row.principalUserId, name: names.get(row.principalUserId)?.name ?? "" };
}

/**
 * Revokes, in the caller's transaction, every pending or active agency resting on this power of
 * attorney (the committee withdrew it): each audited as the committee member's act
 * (`agency.revoke_by_power_of_attorney`); returns the notices telling both sides, for the caller's
 * one `recordEffects`.
 */
export async function revokeAgenciesOfPowerOfAttorney(
  tx: Tx,
  options: { powerOfAttorneyId: string; actorUserId: string; now: Date },
): Promise<NewNotification[]> {
  const { powerOfAttorneyId, actorUserId, now } = options;
  const before = await tx
    .select()
    .from(agencies)
    .where(
      and(
        eq(agencies.powerOfAttorneyId, powerOfAttorneyId),
        or(eq(agencies.status, "active"), eq(agencies.status, "pending")),
      ),
    )
    .for("update");
  if (before.length === 0) return [];
  const names = await describeUsers(
    tx,
    before.flatMap((r) => [r.principalUserId, r.agentUserId]),
  );
  const notices: NewNotification[] = [];
  for (const row of before) {
    const [updated] = await tx
      .update(agencies)
      .set({ status: "revoked", revokedAt: now, revokedByUserId: actorUserId, updatedAt: now })
      .where(eq(agencies.id, row.id))
      .returning();
    await audit(tx, actorUserId, "agency.revoke_by_power_of_attorney", updated!, row, now);
    for (const [to, other] of [
      [row.principalUserId, row.agentUserId],
      [row.agentUserId, row.principalUserId],
    ] as const)
      notices.push({
        userId: to,
        event: "agency_revoked",
        auctionId: null,
        params: { agencyId: row.id, name: names.get(other)?.name ?? "" },
      });
  }
  return notices;
}

/**
 * The committee withdraws an approved power of attorney (a reason in both languages): it becomes
 * rejected and every pending or active agency resting on it is revoked, in one transaction, each
 * audited and told to both sides. Bidding re-checks the power of attorney as well (ADR 036).
 */
export function withdrawPowerOfAttorney(options: {
  db: Db;
  requestId: string;
  actorUserId: string;
  decision: AuthorityDecision;
  now?: Date;
}) {
  const now = options.now ?? new Date();
  return revokePowerOfAttorney({
    db: options.db,
    requestId: options.requestId,
    actorUserId: options.actorUserId,
    decision: options.decision,
    now,
    alsoRevoke: (tx, powerOfAttorneyId) =>
      revokeAgenciesOfPowerOfAttorney(tx, { powerOfAttorneyId, actorUserId: options.actorUserId, now }),
  });
}

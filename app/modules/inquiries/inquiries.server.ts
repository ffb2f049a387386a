import { asc, count, desc, eq } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server";
import { inquiries } from "~/db/schema";
import { runTransaction } from "~/db/transaction.server";
import type { Lang } from "~/i18n/config";
import { translate } from "~/i18n/instances.server";
import { AppError } from "~/lib/errors";
import { isUuid } from "~/lib/uuid";
import { recordAudit } from "~/modules/audit/record-audit.server";
import type { Messenger, OutboundMessage } from "~/modules/messaging/messenger.server";
import { noEffects, recordEffects, type Effects } from "~/modules/notifications/effects.server";
import type { InquiryLimits } from "./inquiry-guard.server";
import { InquiryAnswerSchema, InquirySchema, type InquiryAnswer, type InquiryInput } from "./inquiry-schema";
import { inquiryStatuses, type InquiryStatus } from "./inquiry-statuses";

/*
 * Inquiries (issue 16, product.md §2.7 and §2.9): anyone sends one from /contact or the API —
 * rate limited per address and per phone — and is acknowledged by SMS (and e-mail when given);
 * the organizing committee reads them in /admin/inquiries, answers (the answer goes back by SMS
 * and e-mail, and as an in-app notification to a signed-in sender) or closes them. Every
 * committee action is audited in its own transaction.
 */

export type InquiryView = {
  id: string;
  /** A short reference the sender can quote ("IQ-1A2B3C4D"). */
  reference: string;
  fullName: string;
  phone: string;
  email: string | null;
  message: string;
  userId: string | null;
  locale: Lang;
  status: InquiryStatus;
  answer: string | null;
  answeredBy: string | null;
  answeredAt: string | null;
  closedBy: string | null;
  closedAt: string | null;
  createdAt: string;
};

export type InquirySummary = Pick<
  InquiryView,
  "id" | "reference" | "fullName" | "phone" | "status" | "createdAt" | "userId"
> & { excerpt: string };

type Row = typeof inquiries.$inferSelect;

export const inquiryReference = (id: string) => `IQ-${id.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
const iso = (date: Date | null) => (date ? date.toISOString() : null);
const langOf = (value: string): Lang => (value === "en" ? "en" : "ar");

function viewOf(row: Row): InquiryView {
  return {
    id: row.id,
    reference: inquiryReference(row.id),
    fullName: row.fullName,
    phone: row.phone,
    email: row.email,
    message: row.message,
    userId: row.userId,
    locale: langOf(row.locale),
    status: row.status,
    answer: row.answer,
    answeredBy: row.answeredBy,
    answeredAt: iso(row.answeredAt),
    closedBy: row.closedBy,
    closedAt: iso(row.closedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

const EXCERPT_LENGTH = 140;

function parseOrThrow<T>(
  result:
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
): T {
  if (result.success) return result.data;
  throw new AppError("VALIDATION", {
    issues: result.error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message })),
  });
}

/** The acknowledgement or the answer, as SMS (and e-mail when there is an address), in `lang`. */
function messagesTo(
  row: Row,
  kind: "received" | "answered",
  options: { appOrigin: string },
): OutboundMessage[] {
  const lang = langOf(row.locale);
  const reference = inquiryReference(row.id);
  const contact = new URL(lang === "en" ? "/en/contact" : "/contact", options.appOrigin).toString();
  const out: OutboundMessage[] = [
    {
      channel: "sms",
      recipient: row.phone,
      body: translate(lang, `inquiries.outbound.${kind}.sms`, { reference, answer: row.answer ?? "" }),
      template: `inquiry.${kind}`,
    },
  ];
  if (row.email) {
    out.push({
      channel: "email",
      recipient: row.email,
      subject: translate(lang, `inquiries.outbound.${kind}.subject`, { reference }),
      body: [
        translate(lang, "email.greeting", { name: row.fullName }),
        "",
        translate(lang, `inquiries.outbound.${kind}.body`, { reference }),
        "",
        ...(kind === "answered" ? [row.answer ?? "", ""] : []),
        translate(lang, "inquiries.outbound.yourMessage"),
        row.message,
        "",
        translate(lang, "inquiries.outbound.more", { link: contact }),
        "",
        translate(lang, "email.signature"),
      ].join("\n"),
      template: `inquiry.${kind}`,
    });
  }
  return out;
}

async function sendAll(messenger: Messenger, messages: readonly OutboundMessage[]) {
  for (const message of messages) await messenger.send(message);
}

/**
 * Stores an inquiry (the input as typed: checked with InquirySchema) from `userId` when signed
 * in, after counting it against the sender's address and phone (RATE_LIMITED beyond either), and
 * acknowledges it by SMS, and by e-mail when an address was given.
 */
export async function submitInquiry(
  deps: { db: Db; messenger: Messenger; limits: InquiryLimits; appOrigin: string; now: () => Date },
  options: { input: unknown; userId: string | null; lang: Lang; clientIp: string | null },
): Promise<InquiryView> {
  const input: InquiryInput = parseOrThrow(InquirySchema.safeParse(options.input));
  await deps.limits.consume({ ip: options.clientIp, phone: input.phone });
  const now = deps.now();
  const [row] = await deps.db
    .insert(inquiries)
    .values({
      fullName: input.fullName,
      phone: input.phone,
      email: input.email ?? null,
      message: input.message,
      agreedAt: now,
      userId: options.userId,
      locale: options.lang,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await sendAll(deps.messenger, messagesTo(row!, "received", deps));
  return viewOf(row!);
}

export type InquiryQueue = {
  counts: Record<InquiryStatus, number>;
  inquiries: InquirySummary[];
};

/** Inquiries in one state (new ones oldest first, others newest first; at most 100) and every state's count. */
export async function listInquiryQueue(
  db: Db,
  options: { status?: InquiryStatus } = {},
): Promise<InquiryQueue> {
  const status = options.status ?? "new";
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(inquiries)
      .where(eq(inquiries.status, status))
      .orderBy(status === "new" ? asc(inquiries.createdAt) : desc(inquiries.updatedAt))
      .limit(100),
    db.select({ status: inquiries.status, count: count() }).from(inquiries).groupBy(inquiries.status),
  ]);
  const counts = Object.fromEntries(inquiryStatuses.map((s) => [s, 0])) as Record<InquiryStatus, number>;
  for (const row of counted) counts[row.status] = Number(row.count);
  return {
    counts,
    inquiries: rows.map((row) => {
      const view = viewOf(row);
      return {
        id: view.id,
        reference: view.reference,
        fullName: view.fullName,
        phone: view.phone,
        status: view.status,
        createdAt: view.createdAt,
        userId: view.userId,
        excerpt:
          row.message.length > EXCERPT_LENGTH ? `${row.message.slice(0, EXCERPT_LENGTH)}…` : row.message,
      };
    }),
  };
}

/** How many inquiries wait for an answer (the back office's landing page). */
export async function countNewInquiries(db: Db): Promise<number> {
  const [row] = await db.select({ count: count() }).from(inquiries).where(eq(inquiries.status, "new"));
  return Number(row?.count ?? 0);
}

/** One inquiry, whole, for the committee (NOT_FOUND for a malformed or unknown id). */
export async function getInquiry(db: Db, inquiryId: string): Promise<InquiryView> {
  if (!isUuid(inquiryId)) throw new AppError("NOT_FOUND");
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, inquiryId));
  if (!row) throw new AppError("NOT_FOUND");
  return viewOf(row);
}

/** Locks an inquiry for a committee action; refuses one's own and one in none of `from`. */
async function lockFor(tx: Tx, inquiryId: string, actorUserId: string, from: readonly InquiryStatus[]) {
  if (!isUuid(inquiryId)) throw new AppError("NOT_FOUND");
  const [row] = await tx.select().from(inquiries).where(eq(inquiries.id, inquiryId)).for("update");
  if (!row) throw new AppError("NOT_FOUND");
  if (row.userId === actorUserId) throw new AppError("REVIEW_OWN_REQUEST");
  if (!from.includes(row.status)) throw new AppError("INQUIRY_ALREADY_DECIDED");
  return row;
}

type Acted = { inquiry: InquiryView; effects: Effects };

/**
 * Answers a new inquiry. A signed-in sender is notified in the app (with SMS and e-mail copies per
 * their settings); a guest gets the answer by SMS, and by e-mail when they gave an address, once
 * committed. Audited as `inquiry.answer`.
 */
export async function answerInquiry(
  deps: { db: Db; messenger: Messenger; appOrigin: string },
  options: { inquiryId: string; actorUserId: string; answer: InquiryAnswer; now?: Date },
): Promise<Acted> {
  const { answer } = parseOrThrow(InquiryAnswerSchema.safeParse(options.answer));
  const now = options.now ?? new Date();
  const { actorUserId } = options;
  const { row, effects } = await runTransaction(deps.db, async (tx) => {
    const before = await lockFor(tx, options.inquiryId, actorUserId, ["new"]);
    const [row] = await tx
      .update(inquiries)
      .set({ status: "answered", answer, answeredBy: actorUserId, answeredAt: now, updatedAt: now })
      .where(eq(inquiries.id, before.id))
      .returning();
    await recordAudit(tx, {
      actorUserId,
      action: "inquiry.answer",
      subjectType: "inquiry",
      subjectId: before.id,
      before: { status: before.status },
      after: { status: "answered" },
      details: { senderUserId: before.userId, answer },
      createdAt: now,
    });
    const effects = before.userId
      ? await recordEffects(tx, {
          notices: [
            {
              userId: before.userId,
              event: "inquiry_answered",
              auctionId: null,
              params: { inquiryId: before.id, reason: answer },
            },
          ],
          now,
        })
      : noEffects();
    return { row: row!, effects };
  });
  if (!row.userId) await sendAll(deps.messenger, messagesTo(row, "answered", deps));
  return { inquiry: viewOf(row), effects };
}

/** Closes an inquiry, answered or not (nothing is sent). Audited as `inquiry.close`. */
export async function closeInquiry(options: {
  db: Db;
  inquiryId: string;
  actorUserId: string;
  now?: Date;
}): Promise<Acted> {
  const now = options.now ?? new Date();
  const { actorUserId } = options;
  return runTransaction(options.db, async (tx) => {
    const before = await lockFor(tx, options.inquiryId, actorUserId, ["new", "answered"]);
    const [row] = await tx
      .update(inquiries)
      .set({ status: "closed", closedBy: actorUserId, closedAt: now, updatedAt: now })
      .where(eq(inquiries.id, before.id))
      .returning();
    await recordAudit(tx, {
      actorUserId,
      action: "inquiry.close",
      subjectType: "inquiry",
      subjectId: before.id,
      before: { status: before.status },
      after: { status: "closed" },
      details: { senderUserId: before.userId },
      createdAt: now,
    });
    return { inquiry: viewOf(row!), effects: noEffects() };
  });
}

/** A signed-in user's own inquiries, newest first (at most 50). */
export async function listOwnInquiries(db: Db, userId: string): Promise<InquiryView[]> {
  const rows = await db
    .select()
    .from(inquiries)
    .where(eq(inquiries.userId, userId))
    .orderBy(desc(inquiries.createdAt))
    .limit(50);
  return rows.map(viewOf);
}

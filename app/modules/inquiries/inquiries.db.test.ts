import { and, eq } from "drizzle-orm";
import { parseWithZod } from "@conform-to/zod/v4";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { auditLog, inquiries, notifications } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { listOutbox } from "~/modules/messaging/list-outbox.server";
import { createMessenger } from "~/modules/messaging/messenger.server";
import { listDecisionQueues } from "~/modules/backoffice/decision-queues.server";
import { createUser, uniquePhone } from "../../../tests/factories/accounts";
import { createTestDatabase } from "../../../tests/support/database";
import {
  checkInquiryForm,
  createInquiryLimits,
  INQUIRY_LIMITS,
  INQUIRY_MIN_FILL_MS,
  issueFormToken,
} from "./inquiry-guard.server";
import { InquiryFormSchema, InquirySchema } from "./inquiry-schema";
import {
  answerInquiry,
  closeInquiry,
  countNewInquiries,
  getInquiry,
  listInquiryQueue,
  listOwnInquiries,
  submitInquiry,
} from "./inquiries.server";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const appOrigin = "https://mazad.test";
function deps() {
  const { db } = database;
  return {
    db,
    messenger: createMessenger({ db, logger: pino({ level: "silent" }) }),
    limits: createInquiryLimits({ redis: null }),
    appOrigin,
    now: () => new Date(),
  };
}

/** What a person types: Arabic-Indic digits and spaces in the phone, the box ticked. */
const typed = (phone: string, extra: Record<string, unknown> = {}) => ({
  fullName: "  سارة العتيبي ",
  phone: phone.replace("+966", "0").replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]!),
  message: "هل يمكنني المزايدة نيابة عن والدي بوكالة إلكترونية؟",
  agree: "on",
  ...extra,
});

describe("the inquiry's schema (seed §5: name, phone and message required, terms agreed)", () => {
  it("normalizes the phone and reads the checkbox", () => {
    const parsed = InquirySchema.parse(typed("+966501234567", { email: " " }));
    expect(parsed).toMatchObject({ fullName: "سارة العتيبي", phone: "+966501234567", agree: true });
    expect(parsed.email).toBeUndefined();
  });

  it("refuses each missing or bad field with its message key, on the form as in the API", () => {
    const form = new FormData();
    form.set("fullName", "");
    form.set("phone", "12345");
    form.set("message", "قصيرة");
    form.set("email", "not-an-address");
    const submission = parseWithZod(form, { schema: InquiryFormSchema });
    expect(submission.status).toBe("error");
    const errors = submission.status === "error" ? submission.error : {};
    expect(errors).toMatchObject({
      fullName: ["validation.required"],
      phone: ["validation.phone"],
      message: ["inquiries.validation.messageShort"],
      email: ["validation.email"],
      agree: ["validation.terms"],
    });
    const long = InquirySchema.safeParse(typed("+966501234567", { message: "س".repeat(2001) }));
    expect(long.error?.issues[0]?.message).toBe("inquiries.validation.messageLong");
    expect(
      InquirySchema.safeParse({ ...typed("+966501234567"), message: "" }).error?.issues[0]?.message,
    ).toBe("validation.required");
  });
});

describe("the contact form's guard", () => {
  const secret = "a-test-secret";
  const served = new Date("2026-06-15T09:00:00Z");
  const later = (ms: number) => new Date(served.getTime() + ms);

  it("accepts a form a person filled in, and refuses the others", () => {
    const formToken = issueFormToken(secret, served);
    expect(checkInquiryForm(secret, { formToken }, later(INQUIRY_MIN_FILL_MS))).toBe("ok");
    expect(checkInquiryForm(secret, { formToken }, later(500))).toBe("tooFast");
    expect(checkInquiryForm(secret, { formToken, website: "spam.example" }, later(60_000))).toBe("honeypot");
    expect(checkInquiryForm(secret, { formToken }, later(25 * 3_600_000))).toBe("expired");
    expect(checkInquiryForm(secret, {}, later(60_000))).toBe("expired");
    // A token whose time was moved back to look older is no longer signed.
    const forged = formToken.replace(/^\d+/, String(served.getTime() - 60_000));
    expect(checkInquiryForm(secret, { formToken: forged }, later(500))).toBe("expired");
    expect(checkInquiryForm("another-secret", { formToken }, later(60_000))).toBe("expired");
  });
});

describe("sending an inquiry", () => {
  it("stores it, acknowledges it by SMS and e-mail in the sender's language, and counts it as new", async () => {
    const phone = uniquePhone();
    const before = await countNewInquiries(database.db);
    const inquiry = await submitInquiry(deps(), {
      input: typed(phone, { email: "Sara@Example.test" }),
      userId: null,
      lang: "ar",
      clientIp: "203.0.113.10",
    });
    expect(inquiry).toMatchObject({
      fullName: "سارة العتيبي",
      phone,
      email: "sara@example.test",
      status: "new",
      locale: "ar",
      userId: null,
    });
    expect(inquiry.reference).toMatch(/^IQ-[0-9A-F]{8}$/);
    expect(await countNewInquiries(database.db)).toBe(before + 1);
    const [sms] = await listOutbox({ db: database.db, recipient: phone });
    expect(sms?.channel).toBe("sms");
    expect(sms?.body).toContain(inquiry.reference);
    expect(sms?.body).toContain("وصلنا استفسارك");
    const [mail] = await listOutbox({ db: database.db, recipient: "sara@example.test" });
    expect(mail?.subject).toContain(inquiry.reference);
    expect(mail?.body).toContain("هل يمكنني المزايدة");
    const queues = await listDecisionQueues(database.db);
    expect(queues.find((q) => q.id === "inquiries")?.count).toBe(before + 1);
  });

  it("refuses bad input and stores nothing", async () => {
    const phone = uniquePhone();
    await expect(
      submitInquiry(deps(), { input: typed(phone, { agree: "" }), userId: null, lang: "en", clientIp: null }),
    ).rejects.toMatchObject({ code: "VALIDATION" });
    expect(await database.db.select().from(inquiries).where(eq(inquiries.phone, phone))).toHaveLength(0);
    expect(await listOutbox({ db: database.db, recipient: phone })).toHaveLength(0);
  });

  it("limits inquiries per phone and per address, with a time to come back", async () => {
    const d = deps();
    const phone = uniquePhone();
    for (let i = 0; i < INQUIRY_LIMITS.perPhone.points; i++)
      await submitInquiry(d, { input: typed(phone), userId: null, lang: "ar", clientIp: `198.51.100.${i}` });
    const refused = await submitInquiry(d, {
      input: typed(phone),
      userId: null,
      lang: "ar",
      clientIp: "198.51.100.99",
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: "RATE_LIMITED" });
    expect((refused as AppError).details?.retryAfterSeconds).toBeGreaterThan(0);
    expect(await database.db.select().from(inquiries).where(eq(inquiries.phone, phone))).toHaveLength(
      INQUIRY_LIMITS.perPhone.points,
    );

    const ip = "192.0.2.77";
    for (let i = 0; i < INQUIRY_LIMITS.perIp.points; i++)
      await submitInquiry(d, { input: typed(uniquePhone()), userId: null, lang: "ar", clientIp: ip });
    await expect(
      submitInquiry(d, { input: typed(uniquePhone()), userId: null, lang: "ar", clientIp: ip }),
    ).rejects.toMatchObject({ code: "RATE_LIMITED" });
  });
});

describe("the committee's inbox", () => {
  it("answers a signed-in user's inquiry in the app (notification), audited, once", async () => {
    const { user: sender } = await createUser(database);
    const { user: member } = await createUser(database, { roles: ["committee"] });
    const inquiry = await submitInquiry(deps(), {
      input: typed(uniquePhone()),
      userId: sender.id,
      lang: "ar",
      clientIp: null,
    });
    const queue = await listInquiryQueue(database.db);
    expect(queue.inquiries.map((i) => i.id)).toContain(inquiry.id);
    expect(queue.counts.new).toBeGreaterThan(0);

    const { inquiry: answered, effects } = await answerInquiry(deps(), {
      inquiryId: inquiry.id,
      actorUserId: member.id,
      answer: { answer: "  Yes, with an approved power of attorney.  " },
    });
    expect(answered).toMatchObject({
      status: "answered",
      answer: "Yes, with an approved power of attorney.",
      answeredBy: member.id,
    });
    expect(effects.notificationIds).toHaveLength(1);
    const [notice] = await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, sender.id), eq(notifications.event, "inquiry_answered")));
    expect(notice?.params).toMatchObject({ inquiryId: inquiry.id, reason: answered.answer });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, inquiry.id), eq(auditLog.action, "inquiry.answer")));
    expect(audit).toMatchObject({ actorUserId: member.id, subjectType: "inquiry" });
    expect((await listOwnInquiries(database.db, sender.id))[0]?.answer).toBe(answered.answer);

    await expect(
      answerInquiry(deps(), { inquiryId: inquiry.id, actorUserId: member.id, answer: { answer: "Again" } }),
    ).rejects.toMatchObject({ code: "INQUIRY_ALREADY_DECIDED" });

    const { inquiry: closed } = await closeInquiry({
      db: database.db,
      inquiryId: inquiry.id,
      actorUserId: member.id,
    });
    expect(closed).toMatchObject({ status: "closed", closedBy: member.id });
    await expect(
      closeInquiry({ db: database.db, inquiryId: inquiry.id, actorUserId: member.id }),
    ).rejects.toMatchObject({ code: "INQUIRY_ALREADY_DECIDED" });
    const actions = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subjectId, inquiry.id));
    expect(actions.map((a) => a.action).sort()).toEqual(["inquiry.answer", "inquiry.close"]);
  });

  it("answers a guest by SMS and e-mail in the language they wrote in", async () => {
    const { user: member } = await createUser(database, { roles: ["committee"] });
    const phone = uniquePhone();
    const inquiry = await submitInquiry(deps(), {
      input: typed(phone, { email: "guest@example.test", message: "Can a company take part in auctions?" }),
      userId: null,
      lang: "en",
      clientIp: null,
    });
    const { effects } = await answerInquiry(deps(), {
      inquiryId: inquiry.id,
      actorUserId: member.id,
      answer: { answer: "Yes, through its authorized representative." },
    });
    expect(effects.notificationIds).toHaveLength(0);
    const [sms] = await listOutbox({ db: database.db, recipient: phone });
    expect(sms?.template).toBe("inquiry.answered");
    expect(sms?.body).toContain("Yes, through its authorized representative.");
    expect(sms?.body).toContain(inquiry.reference);
    const [mail] = await listOutbox({ db: database.db, recipient: "guest@example.test" });
    expect(mail?.template).toBe("inquiry.answered");
    expect(mail?.body).toContain("Can a company take part in auctions?");
  });

  it("refuses a bad answer, one's own inquiry, and unknown ids, changing nothing", async () => {
    const { user: member } = await createUser(database, { roles: ["committee"] });
    const inquiry = await submitInquiry(deps(), {
      input: typed(uniquePhone()),
      userId: member.id,
      lang: "ar",
      clientIp: null,
    });
    const { user: other } = await createUser(database, { roles: ["committee"] });
    await expect(
      answerInquiry(deps(), { inquiryId: inquiry.id, actorUserId: other.id, answer: { answer: "" } }),
    ).rejects.toMatchObject({ code: "VALIDATION" });
    await expect(
      answerInquiry(deps(), { inquiryId: inquiry.id, actorUserId: member.id, answer: { answer: "My own" } }),
    ).rejects.toMatchObject({ code: "REVIEW_OWN_REQUEST" });
    await expect(
      closeInquiry({ db: database.db, inquiryId: inquiry.id, actorUserId: member.id }),
    ).rejects.toMatchObject({ code: "REVIEW_OWN_REQUEST" });
    await expect(getInquiry(database.db, "not-a-uuid")).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      closeInquiry({ db: database.db, inquiryId: crypto.randomUUID(), actorUserId: other.id }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await getInquiry(database.db, inquiry.id)).status).toBe("new");
    expect(await database.db.select().from(auditLog).where(eq(auditLog.subjectId, inquiry.id))).toHaveLength(
      0,
    );
  });
});

import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Services } from "~/context.server";
import type { Lang } from "~/i18n/config";
import { AppError } from "~/lib/errors";
import { requireVerifiedPhone } from "~/modules/accounts/guards";
import { publishEffects } from "~/modules/notifications/effects.server";
import { formatIban, ibanBankCode } from "~/modules/wallet/iban";
import { bankNameOf } from "~/modules/wallet/saudi-banks";
import { describeMovement, movementKinds, type WalletMovement } from "~/modules/wallet/wallet-movement";
import {
  listWalletMovements,
  MOVEMENTS_MAX_PAGE,
  MOVEMENTS_MAX_PAGE_SIZE,
  MOVEMENTS_PAGE_SIZE,
} from "~/modules/wallet/wallet-movements.server";
import {
  addBankAccount,
  listBankAccounts,
  rejectBankAccount,
  verifyBankAccount,
  type BankAccount,
} from "~/modules/withdrawals/bank-accounts.server";
import {
  BankAccountFormSchema,
  CERTIFICATE_MAX_BYTES,
  WithdrawalRequestSchema,
} from "~/modules/withdrawals/withdrawal-schemas";
import { listWithdrawalQueue } from "~/modules/withdrawals/withdrawal-queue.server";
import {
  getWithdrawal,
  listWithdrawals,
  markWithdrawalPaid,
  rejectWithdrawal,
  requestWithdrawal,
  type WithdrawalView,
} from "~/modules/withdrawals/withdrawals.server";
import { apiLang, translate } from "../http/lang";
import { problem } from "../http/problem";
import { requireAuth, requireAuthRole } from "../http/session-auth";
import { guestProblem, json, jsonBody } from "./account-schemas";
import { halalas, IdempotencyHeader, problemResponse, timestamp, UuidParams } from "./schemas";
import { storageFromConfig } from "~/storage/storage-from-config.server";

const tags = ["Wallet"];

// --- schemas -------------------------------------------------------------------------------------

const PageQuery = (defaultSize: number, maxSize: number) =>
  z.object({
    page: z
      .string()
      .regex(/^[1-9]\d{0,4}$/, `must be a whole number from 1 to ${MOVEMENTS_MAX_PAGE}`)
      .transform(Number)
      .pipe(z.number().max(MOVEMENTS_MAX_PAGE, `must be at most ${MOVEMENTS_MAX_PAGE}`))
      .optional()
      .openapi({ param: { name: "page", in: "query" }, type: "integer", minimum: 1, default: 1 }),
    pageSize: z
      .string()
      .regex(/^[1-9]\d{0,2}$/, `must be a whole number from 1 to ${maxSize}`)
      .transform(Number)
      .pipe(z.number().max(maxSize, `must be at most ${maxSize}`))
      .optional()
      .openapi({
        param: { name: "pageSize", in: "query" },
        type: "integer",
        minimum: 1,
        maximum: maxSize,
        default: defaultSize,
      }),
  });

const MovementSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(movementKinds),
    createdAt: timestamp,
    description: z.string().openapi({
      description: "The movement in plain words, in the request's language",
      example: "Deposit locked on auction MZ-482913",
    }),
    direction: z.enum(["in", "out", "internal"]).openapi({
      description: "in: money came into the wallet; out: it left; internal: it moved between your balances",
    }),
    amount: halalas("What the movement is about (positive)"),
    net: halalas("Change of the wallet's total (signed)"),
    available: halalas("Change of the available balance (signed)"),
    locked: halalas("Change of the locked deposits (signed)"),
    withdrawing: halalas("Change of the money being withdrawn (signed)"),
    auction: z
      .object({ id: z.number().int(), assetNumber: z.string(), title: z.string() })
      .nullable()
      .openapi({ description: "The auction it concerned (deposits, payments)" }),
  })
  .openapi("WalletMovement");

const MovementPageSchema = z
  .object({
    items: z.array(MovementSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pages: z.number().int(),
  })
  .openapi("WalletMovementPage");

const BankSchema = z.object({
  code: z.string().openapi({ example: "80", description: "The bank's code (IBAN positions 5–6)" }),
  name: z.string().openapi({ example: "Al Rajhi Bank", description: "In the request's language" }),
});

const BankAccountSchema = z
  .object({
    id: z.uuid(),
    iban: z.string().openapi({ example: "SA0380000000608010167519" }),
    ibanFormatted: z.string().openapi({ example: "SA03 8000 0000 6080 1016 7519" }),
    accountName: z.string(),
    bank: BankSchema,
    status: z.enum(["pending", "verified", "rejected"]).openapi({
      description:
        "pending until the committee checks the certificate; only verified accounts take withdrawals",
    }),
    rejectionReason: z.string().nullable(),
    createdAt: timestamp,
    reviewedAt: timestamp.nullable(),
    certificateUrl: z
      .string()
      .nullable()
      .openapi({ description: "The IBAN certificate, readable by you and the committee" }),
  })
  .openapi("BankAccount");

const WithdrawalSchema = z
  .object({
    id: z.uuid(),
    amount: halalas("The amount"),
    status: z.enum(["requested", "paid", "rejected"]),
    createdAt: timestamp,
    reviewedAt: timestamp.nullable(),
    rejectionReason: z.string().nullable(),
    bankAccount: z.object({
      id: z.uuid(),
      iban: z.string(),
      accountName: z.string(),
      bank: BankSchema,
    }),
    receipt: z
      .object({
        verificationCode: z.string().openapi({ example: "MZD-7K3Q-9XW2-H4TB" }),
        issuedAt: timestamp,
        reference: z.string().nullable().openapi({ description: "The bank transfer's reference" }),
      })
      .nullable()
      .openapi({ description: "Issued when the withdrawal is paid" }),
  })
  .openapi("Withdrawal");

const WithdrawalPageSchema = z
  .object({
    items: z.array(WithdrawalSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pages: z.number().int(),
  })
  .openapi("WithdrawalPage");

const QueueUserSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string(), phone: z.string() });

const QueueSchema = z
  .object({
    withdrawals: z.array(WithdrawalSchema.extend({ user: QueueUserSchema })).openapi({
      description: "Requested withdrawals, oldest first (at most 100)",
    }),
    withdrawalCount: z.number().int(),
    bankAccounts: z.array(BankAccountSchema.extend({ user: QueueUserSchema })).openapi({
      description: "IBANs awaiting verification, oldest first (at most 100)",
    }),
    bankAccountCount: z.number().int(),
    recentWithdrawals: z.array(WithdrawalSchema.extend({ user: QueueUserSchema })).openapi({
      description: "The latest paid or rejected withdrawals",
    }),
  })
  .openapi("WithdrawalQueue");

const BankAccountForm = z
  .object({
    iban: z.string().openapi({ description: "Spaces, lower case and Arabic-Indic digits are read" }),
    accountName: z.string().openapi({ description: "At least 3 characters, as on the certificate" }),
    certificate: z.any().openapi({
      type: "string",
      format: "binary",
      description: "The IBAN certificate: PDF, JPEG, PNG or WebP, ≤ 10 MB",
    }),
  })
  .openapi("BankAccountRequest");

const WithdrawalBody = z
  .object({
    bankAccountId: z.uuid({ error: "wallet.validation.bankAccount" }).openapi({
      description: "One of your verified bank accounts",
    }),
    amount: z.number({ error: "validation.amount" }).openapi({
      description: "In halalas: a whole number above zero, at most your available balance",
      example: 150_000,
    }),
  })
  .openapi("WithdrawalRequest");

const ReferenceBody = z
  .object({
    reference: z.string().optional().openapi({ description: "The bank transfer's reference (≤ 64)" }),
  })
  .openapi("WithdrawalPayout");
const ReasonBody = z
  .object({
    reason: z.string().openapi({ description: "3 to 500 characters; the user reads it as written" }),
  })
  .openapi("Refusal");

// --- answers ---------------------------------------------------------------------------------------

/** Message keys of the shared schemas and the domain, in the request's language. */
function localize(c: Context, issues: readonly { path: PropertyKey[] | string; message: string }[]) {
  const lang = apiLang(c);
  return issues.map((issue) => ({
    path: Array.isArray(issue.path) ? issue.path.map(String).join(".") : String(issue.path),
    message: /^(validation|wallet|uploads)\./.test(issue.message)
      ? translate(lang, issue.message)
      : issue.message,
  }));
}

/** Validation failures of these routes' bodies: 422 with every field's message. */
function bodyHook(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  c: Context,
) {
  if (!result.success) return problem(c, "VALIDATION", { issues: localize(c, result.error!.issues) });
}

/**
 * The certificate form's failures get the shared schema's messages (the documented schema above
 * only describes the parts).
 */
function bankAccountHook(result: { success: boolean }, c: Context) {
  if (result.success) return undefined;
  return parseBankAccountForm(c).then((parsed) =>
    problem(c, "VALIDATION", { issues: parsed.success ? [] : localize(c, parsed.error.issues) }),
  );
}

async function parseBankAccountForm(c: Context) {
  const form = await c.req.parseBody();
  return BankAccountFormSchema.safeParse({
    iban: typeof form.iban === "string" ? form.iban : undefined,
    accountName: typeof form.accountName === "string" ? form.accountName : undefined,
    certificate: form.certificate instanceof File && form.certificate.size > 0 ? form.certificate : undefined,
  });
}

/**
 * A domain refusal's field messages (VALIDATION), in the request's language; null for any other
 * error (rethrown, answered by the API's error handler). The shared handler translates only
 * `validation.*` keys, and the wallet's are `wallet.*`.
 */
function validationIssues(c: Context, error: unknown) {
  if (error instanceof AppError && error.code === "VALIDATION" && error.details?.issues) {
    return localize(c, error.details.issues);
  }
  throw error;
}

const bankOf = (iban: string, lang: Lang, stored: string) => ({
  code: ibanBankCode(iban),
  name: bankNameOf(iban, lang) ?? stored,
});

function bankAccountBody(
  account: Pick<
    BankAccount,
    "id" | "iban" | "accountName" | "bankName" | "status" | "rejectionReason" | "certificateUploadId"
  > & { createdAt: Date | string; reviewedAt: Date | string | null },
  lang: Lang,
) {
  const iso = (d: Date | string | null) => (d === null ? null : typeof d === "string" ? d : d.toISOString());
  return {
    id: account.id,
    iban: account.iban,
    ibanFormatted: formatIban(account.iban),
    accountName: account.accountName,
    bank: bankOf(account.iban, lang, account.bankName),
    status: account.status,
    rejectionReason: account.rejectionReason,
    createdAt: iso(account.createdAt)!,
    reviewedAt: iso(account.reviewedAt),
    certificateUrl: account.certificateUploadId ? `/media/uploads/${account.certificateUploadId}` : null,
  };
}

function withdrawalBody(w: WithdrawalView, lang: Lang) {
  return {
    ...w,
    bankAccount: {
      id: w.bankAccount.id,
      iban: w.bankAccount.iban,
      accountName: w.bankAccount.accountName,
      bank: bankOf(w.bankAccount.iban, lang, w.bankAccount.bankName),
    },
  };
}

function movementBody(m: WalletMovement, lang: Lang) {
  return {
    id: m.id,
    kind: m.kind,
    createdAt: m.createdAt.toISOString(),
    description: describeMovement(m, (key, params) => translate(lang, key, params)),
    direction: m.direction,
    amount: m.amount,
    net: m.net,
    available: m.available,
    locked: m.locked,
    withdrawing: m.withdrawing,
    auction: m.auction
      ? {
          id: m.auction.id,
          assetNumber: m.auction.assetNumber,
          title: (lang === "ar" ? m.auction.titleAr : m.auction.titleEn) || m.auction.titleAr,
        }
      : null,
  };
}

const committeeProblems = {
  401: guestProblem,
  403: problemResponse("Not a committee member, or your own request (REVIEW_OWN_REQUEST)"),
  404: problemResponse("No such request"),
};

/** The wallet's movements, bank accounts and withdrawals, and the committee's decisions on them. */
export function registerWalletRoutes(api: OpenAPIHono, services: Services) {
  const { db } = services.database;

  api.openapi(
    createRoute({
      method: "get",
      path: "/me/wallet/movements",
      tags,
      summary: "Your wallet's movements, newest first",
      description:
        "Every ledger transaction of yours (top-ups, deposits locked and released, payments, refunds, withdrawals), " +
        "with what it changed in each balance and a description in the request's language.",
      request: { query: PageQuery(MOVEMENTS_PAGE_SIZE, MOVEMENTS_MAX_PAGE_SIZE) },
      responses: {
        200: json(MovementPageSchema, "OK"),
        400: problemResponse("Bad page or pageSize"),
        401: guestProblem,
      },
    }),
    async (c) => {
      const { user } = requireAuth(c);
      const query = c.req.valid("query");
      const lang = apiLang(c);
      const page = await listWalletMovements({
        db,
        userId: user.id,
        page: query.page,
        pageSize: query.pageSize,
      });
      c.header("Cache-Control", "private, no-store");
      return c.json({ ...page, items: page.items.map((m) => movementBody(m, lang)) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: "get",
      path: "/me/bank-accounts",
      tags,
      summary: "Your bank accounts (IBANs) for withdrawals, newest first",
      responses: { 200: json(z.object({ items: z.array(BankAccountSchema) }), "OK"), 401: guestProblem },
    }),
    async (c) => {
      const { user } = requireAuth(c);
      const lang = apiLang(c);
      const items = await listBankAccounts({ db, userId: user.id });
      c.header("Cache-Control", "private, no-store");
      return c.json({ items: items.map((a) => bankAccountBody(a, lang)) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: "post",
      path: "/me/bank-accounts",
      tags,
      summary: "Add a bank account (IBAN) with its certificate",
      description:
        "multipart/form-data with `iban`, `accountName` and the `certificate` file (the bank's IBAN certificate: " +
        "PDF, JPEG, PNG or WebP by content, ≤ 10 MB). The account waits for the committee to verify it; withdrawals go " +
        "only to verified accounts. At most 5 accounts verified or waiting at once.",
      middleware: [
        bodyLimit({
          maxSize: CERTIFICATE_MAX_BYTES + 64 * 1024,
          onError: (c) => problem(c, "UPLOAD_TOO_LARGE"),
        }),
      ],
      request: {
        body: { required: true, content: { "multipart/form-data": { schema: BankAccountForm } } },
      },
      responses: {
        201: json(BankAccountSchema, "Added, awaiting verification"),
        401: guestProblem,
        403: problemResponse("Mobile number not confirmed (PHONE_NOT_VERIFIED)"),
        409: problemResponse("You have already added this IBAN (BANK_ACCOUNT_EXISTS)"),
        413: problemResponse("The file is larger than 10 MB (UPLOAD_TOO_LARGE)"),
        415: problemResponse(
          "Not multipart, or the file is not JPEG, PNG, WebP or PDF (UPLOAD_TYPE_NOT_ALLOWED)",
        ),
        422: problemResponse(
          "Invalid IBAN or account name, no certificate (VALIDATION), an empty file (UPLOAD_EMPTY), or 5 accounts " +
            "already (BANK_ACCOUNT_LIMIT)",
        ),
      },
    }),
    async (c) => {
      const { user } = requireAuth(c);
      requireVerifiedPhone(user);
      const parsed = await parseBankAccountForm(c);
      if (!parsed.success) return problem(c, "VALIDATION", { issues: localize(c, parsed.error.issues) });
      const { certificate } = parsed.data;
      try {
        const account = await addBankAccount({
          db,
          storage: storageFromConfig(services.config),
          userId: user.id,
          iban: parsed.data.iban,
          accountName: parsed.data.accountName,
          certificate: { name: certificate.name, bytes: new Uint8Array(await certificate.arrayBuffer()) },
        });
        return c.json(bankAccountBody(account, apiLang(c)), 201);
      } catch (error) {
        return problem(c, "VALIDATION", { issues: validationIssues(c, error) });
      }
    },
    bankAccountHook,
  );

  api.openapi(
    createRoute({
      method: "get",
      path: "/me/withdrawals",
      tags,
      summary: "Your withdrawals, newest first",
      request: { query: PageQuery(20, 100) },
      responses: {
        200: json(WithdrawalPageSchema, "OK"),
        400: problemResponse("Bad page or pageSize"),
        401: guestProblem,
      },
    }),
    async (c) => {
      const { user } = requireAuth(c);
      const query = c.req.valid("query");
      const lang = apiLang(c);
      const page = await listWithdrawals({ db, userId: user.id, page: query.page, pageSize: query.pageSize });
      c.header("Cache-Control", "private, no-store");
      return c.json({ ...page, items: page.items.map((w) => withdrawalBody(w, lang)) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: "get",
      path: "/me/withdrawals/{id}",
      tags,
      summary: "One of your withdrawals, with its receipt once paid",
      request: { params: UuidParams("a withdrawal") },
      responses: {
        200: json(WithdrawalSchema, "OK"),
        401: guestProblem,
        404: problemResponse("No such withdrawal of yours"),
      },
    }),
    async (c) => {
      const { user } = requireAuth(c);
      const { id } = c.req.valid("param");
      const withdrawal = await getWithdrawal({ db, userId: user.id, withdrawalId: id });
      c.header("Cache-Control", "private, no-store");
      return c.json(withdrawalBody(withdrawal, apiLang(c)), 200);
    },
  );

  api.openapi(
    createRoute({
      method: "post",
      path: "/me/withdrawals",
      tags,
      summary: "Withdraw to one of your verified bank accounts",
      description:
        "Holds the amount from your available balance at once (it can no longer cover a deposit); the committee then " +
        "pays it to the IBAN (you get a receipt) or refuses it (the amount returns). Never more than the available " +
        "balance, even for simultaneous requests. Header `Idempotency-Key` is required.",
      request: {
        headers: IdempotencyHeader("withdrawal", "never holds the money twice"),
        body: jsonBody(WithdrawalBody),
      },
      responses: {
        201: json(WithdrawalSchema, "Requested; the amount is held"),
        400: problemResponse("Idempotency-Key missing (IDEMPOTENCY_KEY_REQUIRED)"),
        401: guestProblem,
        403: problemResponse("Mobile number not confirmed (PHONE_NOT_VERIFIED)"),
        404: problemResponse("No such bank account of yours"),
        422: problemResponse(
          "More than your available balance (WITHDRAWAL_EXCEEDS_AVAILABLE, with `available`), an account not verified " +
            "(BANK_ACCOUNT_NOT_VERIFIED), an invalid amount (VALIDATION), or IDEMPOTENCY_KEY_REUSED",
        ),
      },
    }),
    async (c) => {
      const { user } = requireAuth(c);
      requireVerifiedPhone(user);
      const key = c.req.header("idempotency-key") ?? null;
      if (!key) throw new AppError("IDEMPOTENCY_KEY_REQUIRED");
      const body = c.req.valid("json");
      const parsed = WithdrawalRequestSchema.safeParse(body);
      if (!parsed.success) return problem(c, "VALIDATION", { issues: localize(c, parsed.error.issues) });
      const { withdrawal, effects } = await requestWithdrawal({
        db,
        userId: user.id,
        bankAccountId: parsed.data.bankAccountId,
        amount: parsed.data.amount,
        idempotencyKey: key,
      });
      publishEffects(services, effects);
      return c.json(withdrawalBody(withdrawal, apiLang(c)), 201);
    },
    bodyHook,
  );

  // --- the committee ------------------------------------------------------------------------------

  api.openapi(
    createRoute({
      method: "get",
      path: "/admin/withdrawals",
      tags,
      summary: "Withdrawals to pay and IBANs to verify (organizing committee)",
      responses: {
        200: json(QueueSchema, "OK"),
        401: guestProblem,
        403: problemResponse("Not a committee member"),
      },
    }),
    async (c) => {
      requireAuthRole(c, "committee", "admin");
      const lang = apiLang(c);
      const queue = await listWithdrawalQueue({ db });
      c.header("Cache-Control", "private, no-store");
      return c.json(
        {
          withdrawals: queue.withdrawals.map((w) => ({ ...withdrawalBody(w, lang), user: w.user })),
          withdrawalCount: queue.withdrawalCount,
          bankAccounts: queue.bankAccounts.map((a) => ({
            ...bankAccountBody({ ...a, status: "pending", rejectionReason: null, reviewedAt: null }, lang),
            user: a.user,
          })),
          bankAccountCount: queue.bankAccountCount,
          recentWithdrawals: queue.recentWithdrawals.map((w) => ({
            ...withdrawalBody(w, lang),
            user: w.user,
          })),
        },
        200,
      );
    },
  );

  api.openapi(
    createRoute({
      method: "post",
      path: "/admin/withdrawals/{id}/paid",
      tags,
      summary: "Record a withdrawal as paid to its IBAN (organizing committee)",
      description:
        "The held amount leaves the platform; the user gets a receipt with a verification code and is notified. " +
        "Optional body: the bank transfer's `reference`. Audited.",
      request: {
        params: UuidParams("a withdrawal"),
        body: { required: false, content: { "application/json": { schema: ReferenceBody } } },
      },
      responses: {
        200: json(WithdrawalSchema, "Paid"),
        ...committeeProblems,
        409: problemResponse("Already paid or rejected (WITHDRAWAL_ALREADY_DECIDED)"),
        422: problemResponse("Reference longer than 64 characters (VALIDATION)"),
      },
    }),
    async (c) => {
      const { user } = requireAuthRole(c, "committee", "admin");
      const { id } = c.req.valid("param");
      const body = c.req.valid("json") as { reference?: string };
      try {
        const { withdrawal, effects } = await markWithdrawalPaid({
          db,
          withdrawalId: id,
          actorUserId: user.id,
          reference: body.reference,
        });
        publishEffects(services, effects);
        return c.json(withdrawalBody(withdrawal, apiLang(c)), 200);
      } catch (error) {
        return problem(c, "VALIDATION", { issues: validationIssues(c, error) });
      }
    },
    bodyHook,
  );

  api.openapi(
    createRoute({
      method: "post",
      path: "/admin/withdrawals/{id}/reject",
      tags,
      summary: "Refuse a withdrawal, with a reason (organizing committee)",
      description:
        "The held amount returns to the user's available balance; they are told the reason. Audited.",
      request: { params: UuidParams("a withdrawal"), body: jsonBody(ReasonBody) },
      responses: {
        200: json(WithdrawalSchema, "Rejected"),
        ...committeeProblems,
        409: problemResponse("Already paid or rejected (WITHDRAWAL_ALREADY_DECIDED)"),
        422: problemResponse("A reason of 3 to 500 characters (VALIDATION)"),
      },
    }),
    async (c) => {
      const { user } = requireAuthRole(c, "committee", "admin");
      const { id } = c.req.valid("param");
      try {
        const { withdrawal, effects } = await rejectWithdrawal({
          db,
          withdrawalId: id,
          actorUserId: user.id,
          reason: c.req.valid("json").reason,
        });
        publishEffects(services, effects);
        return c.json(withdrawalBody(withdrawal, apiLang(c)), 200);
      } catch (error) {
        return problem(c, "VALIDATION", { issues: validationIssues(c, error) });
      }
    },
    bodyHook,
  );

  api.openapi(
    createRoute({
      method: "post",
      path: "/admin/bank-accounts/{id}/verify",
      tags,
      summary: "Verify a bank account against its certificate (organizing committee)",
      description: "Withdrawals to it become possible; its owner is notified. Audited.",
      request: { params: UuidParams("a bank account") },
      responses: {
        200: json(BankAccountSchema, "Verified"),
        ...committeeProblems,
        409: problemResponse("Already verified or rejected (BANK_ACCOUNT_ALREADY_REVIEWED)"),
      },
    }),
    async (c) => {
      const { user } = requireAuthRole(c, "committee", "admin");
      const { id } = c.req.valid("param");
      const { bankAccount, effects } = await verifyBankAccount({
        db,
        bankAccountId: id,
        actorUserId: user.id,
      });
      publishEffects(services, effects);
      return c.json(bankAccountBody(bankAccount, apiLang(c)), 200);
    },
  );

  api.openapi(
    createRoute({
      method: "post",
      path: "/admin/bank-accounts/{id}/reject",
      tags,
      summary: "Reject a bank account, with a reason (organizing committee)",
      request: { params: UuidParams("a bank account"), body: jsonBody(ReasonBody) },
      responses: {
        200: json(BankAccountSchema, "Rejected"),
        ...committeeProblems,
        409: problemResponse("Already verified or rejected (BANK_ACCOUNT_ALREADY_REVIEWED)"),
        422: problemResponse("A reason of 3 to 500 characters (VALIDATION)"),
      },
    }),
    async (c) => {
      const { user } = requireAuthRole(c, "committee", "admin");
      const { id } = c.req.valid("param");
      try {
        const { bankAccount, effects } = await rejectBankAccount({
          db,
          bankAccountId: id,
          actorUserId: user.id,
          reason: c.req.valid("json").reason,
        });
        publishEffects(services, effects);
        return c.json(bankAccountBody(bankAccount, apiLang(c)), 200);
      } catch (error) {
        return problem(c, "VALIDATION", { issues: validationIssues(c, error) });
      }
    },
    bodyHook,
  );
}

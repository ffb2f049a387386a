import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import { storageFromConfig } from "~/storage/storage-from-config.server";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Services } from "~/context.server";
import { requireVerifiedPhone } from "~/modules/accounts/guards";
import { runWrite } from "~/modules/notifications/effects.server";
import { addBankAccount, listBankAccounts } from "~/modules/withdrawals/bank-accounts.server";
import {
  BankAccountFormSchema,
  CERTIFICATE_MAX_BYTES,
  WithdrawalRequestSchema,
} from "~/modules/withdrawals/withdrawal-schemas";
import { getWithdrawal, listWithdrawals, requestWithdrawal } from "~/modules/withdrawals/withdrawals.server";
import { apiLang } from "../http/lang";
import { problem } from "../http/problem";
import { requireAuth } from "../http/session-auth";
import {
  fieldsHook,
  guestProblem,
  IdempotencyHeader,
  json,
  jsonBody,
  problemResponse,
  requireIdempotencyKey,
  UuidParams,
  validationProblem,
} from "./schemas";
import {
  BankAccountSchema,
  bankAccountBody,
  PageQuery,
  walletTags,
  WithdrawalPageSchema,
  WithdrawalSchema,
  withdrawalBody,
} from "./wallet-schemas";

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

/**
 * The certificate form's failures get the shared schema's messages (the documented schema above
 * only describes the parts).
 */
function bankAccountHook(result: { success: boolean }, c: Context) {
  if (result.success) return undefined;
  return parseBankAccountForm(c).then((parsed) =>
    validationProblem(c, parsed.success ? [] : parsed.error.issues),
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

const getMeBankAccountsRoute = createRoute({
  method: "get",
  path: "/me/bank-accounts",
  tags: walletTags,
  summary: "Your bank accounts (IBANs) for withdrawals, newest first",
  responses: { 200: json(z.object({ items: z.array(BankAccountSchema) }), "OK"), 401: guestProblem },
});

const postMeBankAccountsRoute = createRoute({
  method: "post",
  path: "/me/bank-accounts",
  tags: walletTags,
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
});

const getMeWithdrawalsRoute = createRoute({
  method: "get",
  path: "/me/withdrawals",
  tags: walletTags,
  summary: "Your withdrawals, newest first",
  request: { query: PageQuery(20, 100) },
  responses: {
    200: json(WithdrawalPageSchema, "OK"),
    400: problemResponse("Bad page or pageSize"),
    401: guestProblem,
  },
});

const getMeWithdrawalsByIdRoute = createRoute({
  method: "get",
  path: "/me/withdrawals/{id}",
  tags: walletTags,
  summary: "One of your withdrawals, with its receipt once paid",
  request: { params: UuidParams("a withdrawal") },
  responses: {
    200: json(WithdrawalSchema, "OK"),
    401: guestProblem,
    404: problemResponse("No such withdrawal of yours"),
  },
});

const postMeWithdrawalsRoute = createRoute({
  method: "post",
  path: "/me/withdrawals",
  tags: walletTags,
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
});

/** The user's bank accounts (IBANs) and withdrawals to them. */
export function registerWithdrawalRoutes(api: OpenAPIHono, services: Services) {
  const { db } = services.database;

  api.openapi(getMeBankAccountsRoute, async (c) => {
    const { user } = requireAuth(c);
    const lang = apiLang(c);
    const items = await listBankAccounts({ db, userId: user.id });
    c.header("Cache-Control", "private, no-store");
    return c.json({ items: items.map((a) => bankAccountBody(a, lang)) }, 200);
  });

  api.openapi(
    postMeBankAccountsRoute,
    async (c) => {
      const { user } = requireAuth(c);
      requireVerifiedPhone(user);
      const parsed = await parseBankAccountForm(c);
      if (!parsed.success) return validationProblem(c, parsed.error.issues);
      const { certificate } = parsed.data;
      const account = await addBankAccount({
        db,
        storage: storageFromConfig(services.config),
        userId: user.id,
        iban: parsed.data.iban,
        accountName: parsed.data.accountName,
        certificate: { name: certificate.name, bytes: new Uint8Array(await certificate.arrayBuffer()) },
      });
      return c.json(bankAccountBody(account, apiLang(c)), 201);
    },
    bankAccountHook,
  );

  api.openapi(getMeWithdrawalsRoute, async (c) => {
    const { user } = requireAuth(c);
    const query = c.req.valid("query");
    const lang = apiLang(c);
    const page = await listWithdrawals({ db, userId: user.id, page: query.page, pageSize: query.pageSize });
    c.header("Cache-Control", "private, no-store");
    return c.json({ ...page, items: page.items.map((w) => withdrawalBody(w, lang)) }, 200);
  });

  api.openapi(getMeWithdrawalsByIdRoute, async (c) => {
    const { user } = requireAuth(c);
    const { id } = c.req.valid("param");
    const withdrawal = await getWithdrawal({ db, userId: user.id, withdrawalId: id });
    c.header("Cache-Control", "private, no-store");
    return c.json(withdrawalBody(withdrawal, apiLang(c)), 200);
  });

  api.openapi(
    postMeWithdrawalsRoute,
    async (c) => {
      const { user } = requireAuth(c);
      requireVerifiedPhone(user);
      const key = requireIdempotencyKey(c);
      const parsed = WithdrawalRequestSchema.safeParse(c.req.valid("json"));
      if (!parsed.success) return validationProblem(c, parsed.error.issues);
      const { withdrawal } = await runWrite(services, (db) =>
        requestWithdrawal({
          db,
          userId: user.id,
          bankAccountId: parsed.data.bankAccountId,
          amount: parsed.data.amount,
          idempotencyKey: key,
        }),
      );
      return c.json(withdrawalBody(withdrawal, apiLang(c)), 201);
    },
    fieldsHook,
  );
}

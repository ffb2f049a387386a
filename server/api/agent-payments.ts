import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Services } from "~/context.server";
import { localizePath, type Lang } from "~/i18n/config";
import { formatMoney } from "~/i18n/format";
import { AppError } from "~/lib/errors";
import { principalOfAgency } from "~/modules/agents/agencies.server";
import { VAT_RATE_BP } from "~/modules/auctions/price-calculator";
import { runWrite } from "~/modules/notifications/effects.server";
import { agencyDueSettlements } from "~/modules/payments/principal-settlements.server";
import type { PrincipalSettlement } from "~/modules/payments/settlement-view";
import { payFromWallet } from "~/modules/payments/wallet-payments.server";
import { apiLang } from "../http/lang";
import { problem } from "../http/problem";
import { requireAuth } from "../http/session-auth";
import {
  guestProblem,
  halalas,
  IdempotencyHeader,
  json,
  problemResponse,
  requireIdempotencyKey,
  timestamp,
  UuidParams,
} from "./schemas";

/*
 * An agent pays for their principal (ADR 036, the `pay` scope): the principal's due settlements
 * under one of the agent's agencies, and paying one from the principal's wallet. /profile/agents
 * and its confirmation page call the same operations (app/modules/payments). The agency must be
 * the caller's as agent and in force with `pay`; the payment checks it again in its transaction.
 */

const tags = ["Agents"];

const PrincipalSchema = z
  .object({ userId: z.uuid(), name: z.string() })
  .openapi({ description: "The principal the agency lets you pay for" });

const PrincipalSettlementSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(["due"]).openapi({ description: "Only what is due is listed" }),
    auction: z.object({
      id: z.number().int(),
      assetNumber: z.string(),
      title: z.string().openapi({ description: "In the request's language" }),
      titleAr: z.string(),
      titleEn: z.string(),
    }),
    hammerPrice: halalas("The hammer price"),
    depositApplied: halalas("The principal's deposit held, applied to the price"),
    balanceDue: halalas("The price less the deposit"),
    commissionRateBp: z
      .number()
      .int()
      .openapi({ description: "Commission rate in basis points (250 = 2.5%)" }),
    commission: halalas("The commission on the hammer price"),
    vatRateBp: z
      .number()
      .int()
      .openapi({ description: "VAT rate on the commission, basis points (1500 = 15%)" }),
    vat: halalas("VAT on the commission"),
    totalDue: halalas("What paying takes from the principal's wallet: balanceDue + commission + vat"),
    dueAt: timestamp.openapi({ description: "The deadline: the end of the fifth working day in Riyadh" }),
    pay: z.string().openapi({
      description: "POST here with an Idempotency-Key to pay it from the principal's wallet",
    }),
  })
  .openapi("PrincipalSettlement");

const PrincipalSettlementsSchema = z
  .object({
    agencyId: z.uuid(),
    principal: PrincipalSchema,
    items: z.array(PrincipalSettlementSchema).openapi({ description: "The nearest deadline first" }),
  })
  .openapi("PrincipalSettlementList");

const PrincipalPaidSchema = z
  .object({
    payment: z.object({
      id: z.uuid(),
      reference: z.string().openapi({ example: "MZD-WP-7K3Q9XW2" }),
      amount: halalas("The amount taken from the principal's wallet"),
      receipt: z
        .object({
          verificationCode: z.string().openapi({ example: "RCT-7K3Q-9XW2-H4TB" }),
          verifyHref: z
            .string()
            .openapi({ description: "The public page that checks the receipt by its code" }),
        })
        .openapi({ description: "The principal's receipt, as anyone holding its code may check it" }),
    }),
    principal: PrincipalSchema,
  })
  .openapi("PrincipalSettlementPaid");

const AgencySettlementParams = UuidParams("an agency").extend({
  settlementId: z
    .uuid("must be a settlement id")
    .openapi({ param: { name: "settlementId", in: "path" }, format: "uuid" }),
});

const notFound = problemResponse("No such agency of yours (NOT_FOUND)");
const notAuthorized =
  "You are not this agency's agent, or it is not in force with the pay scope (revoked, expired, its power of " +
  "attorney withdrawn, or without pay) (AGENT_NOT_AUTHORIZED)";

function settlementBody(s: PrincipalSettlement, agencyId: string, lang: Lang) {
  const a = s.auction;
  return {
    id: s.id,
    status: "due" as const,
    auction: {
      id: a.id,
      assetNumber: a.assetNumber,
      title: lang === "ar" ? a.titleAr : a.titleEn,
      titleAr: a.titleAr,
      titleEn: a.titleEn,
    },
    hammerPrice: s.hammerPrice,
    depositApplied: s.depositApplied,
    balanceDue: s.balanceDue,
    commissionRateBp: a.commissionRateBp,
    commission: s.commission,
    vatRateBp: VAT_RATE_BP,
    vat: s.vat,
    totalDue: s.totalDue,
    dueAt: s.dueAt.toISOString(),
    pay: `/api/v1/me/agencies/${agencyId}/settlements/${s.id}/wallet-payment`,
  };
}

export function registerAgentPaymentRoutes(api: OpenAPIHono, services: Services) {
  const { db } = services.database;

  api.openapi(
    createRoute({
      method: "get",
      path: "/me/agencies/{id}/settlements",
      tags,
      summary: "What the principal of an agency of mine (as agent, with pay) owes now",
      description:
        "The principal's due settlements for the auctions they won, the nearest deadline first, each payable from " +
        "the principal's wallet by POST to its `pay`. Only for the agency's agent while it is in force with the " +
        "`pay` scope.",
      request: { params: UuidParams("an agency") },
      responses: {
        200: json(PrincipalSettlementsSchema, "OK"),
        400: problemResponse("Malformed id (INVALID_QUERY)"),
        401: guestProblem,
        403: problemResponse(notAuthorized),
        404: notFound,
      },
    }),
    async (c) => {
      const { user } = requireAuth(c);
      const { id } = c.req.valid("param");
      const lang = apiLang(c);
      const due = await agencyDueSettlements(db, user.id, id);
      c.header("Cache-Control", "private, no-store");
      return c.json(
        {
          agencyId: due.principal.agencyId,
          principal: { userId: due.principal.userId, name: due.principal.name },
          items: due.settlements.map((s) => settlementBody(s, due.principal.agencyId, lang)),
        },
        200,
      );
    },
  );

  api.openapi(
    createRoute({
      method: "post",
      path: "/me/agencies/{id}/settlements/{settlementId}/wallet-payment",
      tags,
      summary: "Pay a settlement of the principal from the principal's wallet, as their agent",
      description:
        "Deducts exactly `totalDue` from the principal's available balance at once, as the principal's own " +
        "wallet payment would: the payment, ledger, receipt and tax invoice are the principal's, the payment " +
        "names you as their agent, the act is audited and the principal is told. Header `Idempotency-Key` is " +
        "required and is yours: a retry with the same key answers the same payment. A settlement that is not " +
        "the principal's is refused like a missing authority (AGENT_NOT_AUTHORIZED).",
      request: {
        params: AgencySettlementParams,
        headers: IdempotencyHeader("payment attempt", "never pays twice"),
      },
      responses: {
        201: json(PrincipalPaidSchema, "Paid"),
        400: problemResponse("Idempotency-Key missing (IDEMPOTENCY_KEY_REQUIRED) or a malformed id"),
        401: guestProblem,
        403: problemResponse(`${notAuthorized}; or a settlement that is not the principal's`),
        404: notFound,
        409: problemResponse("Nothing is due: already paid or defaulted (SETTLEMENT_NOT_DUE)"),
        422: problemResponse(
          "The principal's available balance does not cover it (WALLET_NOT_ENOUGH, with `due` only: the principal's " +
            "balance is not told), or IDEMPOTENCY_KEY_REUSED",
        ),
      },
    }),
    async (c) => {
      const { user } = requireAuth(c);
      const key = requireIdempotencyKey(c);
      const { id, settlementId } = c.req.valid("param");
      const lang = apiLang(c);
      const principal = await principalOfAgency(db, user.id, id, "pay");
      try {
        const paid = await runWrite(services, (db) =>
          payFromWallet(
            { db },
            { userId: principal.userId, agentUserId: user.id, settlementId, idempotencyKey: key },
          ),
        );
        return c.json(
          {
            payment: {
              id: paid.paymentId,
              reference: paid.reference,
              amount: paid.amount,
              receipt: {
                verificationCode: paid.receiptCode,
                verifyHref: `${localizePath("/receipts/verify", lang)}?code=${encodeURIComponent(paid.receiptCode)}`,
              },
            },
            principal: { userId: principal.userId, name: principal.name },
          },
          201,
        );
      } catch (error) {
        // The generic message names the payer's own balance; the agent hears whose wallet is short.
        if (!(error instanceof AppError) || error.code !== "WALLET_NOT_ENOUGH") throw error;
        const due = error.details?.money?.due ?? 0;
        return problem(c, "WALLET_NOT_ENOUGH", {
          params: { context: "principal", name: principal.name, due: formatMoney(due, lang) },
          data: { due },
        });
      }
    },
  );
}

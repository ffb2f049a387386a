import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Services } from "~/context.server";
import { AppError } from "~/lib/errors";
import { runWrite } from "~/modules/notifications/effects.server";
import {
  MAX_CARD_PAYMENT,
  receiveGatewayWebhook,
  startGatewayPayment,
} from "~/modules/payments/card-payments.server";
import { GatewayError } from "~/modules/payments/gateway-error";
import { paymentDeps } from "~/modules/payments/payment-deps.server";
import { cardMethods, HalalasSchema, paymentPurposes } from "~/modules/payments/transfer-schemas";
import { apiLang } from "../http/lang";
import { localizeIssues, problem } from "../http/problem";
import { authRequired, requireAuth } from "../http/session-auth";
import { paymentTags as tags } from "./payment-schemas";
import {
  guestProblem,
  IdempotencyHeader,
  json,
  jsonBody,
  problemResponse,
  requireIdempotencyKey,
} from "./schemas";

const CardPaymentBody = z
  .object({
    method: z.enum(cardMethods),
    purpose: z.enum(paymentPurposes),
    amount: HalalasSchema.optional().openapi({
      description: "A top-up's amount, in halalas",
      example: 5_000_000,
    }),
    settlementId: z
      .uuid()
      .optional()
      .openapi({ description: "A winner's payment: the settlement it pays, in full" }),
  })
  .openapi("CardPaymentRequest");

const StartedSchema = z
  .object({
    paymentId: z.uuid(),
    reference: z.string(),
    redirectUrl: z
      .string()
      .openapi({ description: "Send the payer's browser here (the gateway's hosted page)" }),
  })
  .openapi("CardPaymentStarted");

/** A gateway that did not answer (or refused our call) is the platform's problem, never the payer's. */
function gatewayRefusal(services: Services, error: unknown): never {
  if (error instanceof GatewayError) {
    services.logger.warn({ err: error }, "the payment gateway refused or did not answer");
    throw new AppError("PAYMENT_GATEWAY_UNAVAILABLE");
  }
  throw error;
}

const postPaymentsWebhooksByGatewayRoute = createRoute({
  method: "post",
  path: "/payments/webhooks/{gateway}",
  tags,
  summary: "The payment gateway's webhooks (signed)",
  description:
    "The raw body is checked against the gateway's signature (the sandbox's `X-Sandbox-Signature`, Moyasar's " +
    "secret token); each event id is processed once, and the payment's outcome is then asked of the gateway itself.",
  request: {
    params: z.object({
      gateway: z.enum(["sandbox", "moyasar"]).openapi({ param: { name: "gateway", in: "path" } }),
    }),
  },
  responses: {
    200: json(z.object({ status: z.enum(["processed", "duplicate"]) }), "Recorded (or already recorded)"),
    401: problemResponse("Not signed by the gateway"),
    404: problemResponse("Not the configured gateway"),
  },
});

const postPaymentsRoute = createRoute({
  method: "post",
  path: "/payments",
  tags,
  summary: "Start a card, Mada or Apple Pay payment",
  description:
    "A wallet top-up (`purpose: top_up` with `amount`) or a winner's payment (`purpose: winner_payment` with " +
    `\`settlementId\`, exactly what it owes). Answers the gateway's hosted page to send the payer to; the card is ` +
    `typed there, never here. The gateway sends the payer back to /payments/callback. At most ${MAX_CARD_PAYMENT / 100} ` +
    "SAR per card payment. Header `Idempotency-Key` is required.",
  middleware: [authRequired],
  request: {
    headers: IdempotencyHeader("user action", "never pays twice"),
    body: jsonBody(CardPaymentBody),
  },
  responses: {
    201: json(StartedSchema, "Started"),
    400: problemResponse("Idempotency-Key missing (IDEMPOTENCY_KEY_REQUIRED)"),
    401: guestProblem,
    409: problemResponse("Nothing is due on that settlement (SETTLEMENT_NOT_DUE)"),
    422: problemResponse(
      "Invalid amount (VALIDATION), above the card limit (CARD_LIMIT_EXCEEDED), IDEMPOTENCY_KEY_REUSED",
    ),
    503: problemResponse("The gateway did not answer; nothing was charged (PAYMENT_GATEWAY_UNAVAILABLE)"),
  },
});

/**
 * The gateway's webhooks. Registered before the session middleware: a webhook carries no cookie
 * and no session, it is authenticated by its signature alone, so neither the CSRF check nor a
 * session lookup has anything to say about it. Not authentic: 401; processed or a duplicate: 200.
 */
export function registerPaymentWebhookRoute(api: OpenAPIHono, services: Services) {
  api.openapi(postPaymentsWebhooksByGatewayRoute, async (c) => {
    const deps = paymentDeps(services);
    if (c.req.valid("param").gateway !== deps.gateway.name) return problem(c, "NOT_FOUND");
    const rawBody = await c.req.text();
    const outcome = await runWrite(services, () => receiveGatewayWebhook(deps, rawBody, c.req.raw.headers));
    if (outcome.status === "invalid") return problem(c, "UNAUTHENTICATED");
    return c.json({ status: outcome.status }, 200);
  });
}

/** Card, Mada and Apple Pay payments: started here, typed on the gateway's hosted page. */
export function registerCardPaymentRoutes(api: OpenAPIHono, services: Services) {
  api.openapi(postPaymentsRoute, async (c) => {
    const { user } = requireAuth(c);
    const key = requireIdempotencyKey(c);
    const body = c.req.valid("json");
    if (body.purpose === "top_up" && body.amount === undefined) {
      return problem(c, "VALIDATION", {
        issues: localizeIssues(c, [{ path: "amount", message: "validation.amount" }]),
      });
    }
    if (body.purpose === "winner_payment" && !body.settlementId) {
      return problem(c, "VALIDATION", {
        issues: localizeIssues(c, [{ path: "settlementId", message: "validation.required" }]),
      });
    }
    const started = await startGatewayPayment(paymentDeps(services), {
      userId: user.id,
      method: body.method,
      lang: apiLang(c),
      idempotencyKey: key,
      ...(body.purpose === "top_up"
        ? { purpose: "top_up" as const, amount: body.amount! }
        : { purpose: "winner_payment" as const, settlementId: body.settlementId! }),
    }).catch((error: unknown) => gatewayRefusal(services, error));
    return c.json(started, 201);
  });
}

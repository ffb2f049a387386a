import { createHash, timingSafeEqual } from "node:crypto";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { sandboxGatewaySecrets } from "~/config.server";
import type { Services } from "~/context.server";
import { isLang, type Lang } from "~/i18n/config";
import { translate } from "~/i18n/instances.server";
import { systemClock } from "~/lib/clock";
import { checkCardForm } from "./card-checks";
import { applePayPage, cardFormPage, donePage, messagePage, threeDsPage } from "./hosted-pages";
import { sandboxPaymentJson } from "./payment-json";
import {
  createSandboxPayment,
  findSandboxPayment,
  listWebhookDeliveries,
  methodOf,
  moveSandboxPayment,
  newWebhookEvent,
  queueRedelivery,
  refundSandboxPayment,
  type SandboxPaymentRow,
  type WebhookDelivery,
} from "./sandbox-store";
import {
  APPLE_PAY_WALLET,
  APPROVED,
  CANCELLED_BY_PAYER,
  issuerAnswer,
  needsChallenge,
  THREE_D_SECURE_FAILED,
} from "./test-cards";

type Env = { Variables: { secureHeadersNonce?: string } };

export const SANDBOX_GATEWAY_PATH = "/_sandbox/gateway";

/**
 * The sandbox payment gateway, mounted at /_sandbox/gateway when PAYMENT_GATEWAY=sandbox. It
 * behaves like Moyasar: a JSON API under /v1 for the merchant's server (HTTP Basic with the
 * sandbox's secret key), and hosted pages under /pay for the payer's browser, the only place
 * card numbers are typed and the only code that ever receives them (ADR 017).
 */
export function createSandboxGatewayRoutes(services: Services) {
  const db = services.database.db;
  const origin = services.config.appOrigin;
  const now = () => (services.clock ?? systemClock)();
  // Derived on first use: an app built without a session secret still serves everything else.
  let apiKey: string | null = null;
  const currentKey = () => (apiKey ??= sandboxGatewaySecrets(services.config.sessionSecret).apiKey);
  const json = (row: SandboxPaymentRow) => sandboxPaymentJson(row, origin);
  const app = new Hono<Env>();

  // Card forms and API calls are small; anything bigger is not ours to read.
  app.use(
    bodyLimit({
      maxSize: 32 * 1024,
      onError: (c) => c.json({ type: "invalid_request_error", message: "Request body too large" }, 413),
    }),
  );

  // --- the merchant's API --------------------------------------------------------------------
  const api = new Hono();
  api.use(basicAuth(currentKey));

  api.post("/payments", async (c) => {
    const body = await readJson(c, CreatePaymentBody);
    if (!body.ok) return body.response;
    const row = await createSandboxPayment(db, {
      amount: body.data.amount,
      description: body.data.description,
      method: body.data.method,
      callbackUrl: body.data.callback_url,
      metadata: body.data.metadata,
      now: now(),
    });
    return c.json(json(row), 201);
  });

  api.get("/payments/:id", async (c) => {
    const row = await findSandboxPayment(db, c.req.param("id"));
    return row ? c.json(json(row)) : notFoundJson(c);
  });

  api.post("/payments/:id/refund", async (c) => {
    const body = await readJson(c, RefundBody);
    if (!body.ok) return body.response;
    const row = await findSandboxPayment(db, c.req.param("id"));
    if (!row) return notFoundJson(c);
    const amount = body.data.amount ?? row.amount - row.refundedAmount;
    const result = await refundSandboxPayment(db, {
      id: row.id,
      amount,
      now: now(),
      webhook: (updated) => newWebhookEvent("payment_refunded", json(updated), now()),
    });
    if (result.ok) return c.json(json(result.row));
    if (result.reason === "not_found") return notFoundJson(c);
    const message =
      result.reason === "not_paid"
        ? "Only a paid payment can be refunded"
        : `Refund amount exceeds the refundable amount (${result.refundable ?? 0} halalas)`;
    return c.json({ type: "invalid_request_error", message, errors: { amount: [message] } }, 400);
  });

  // Testing aids: what was sent to the app, and a way to send an event again (a duplicate) or
  // later (out of order).
  api.get("/payments/:id/webhooks", async (c) => {
    const row = await findSandboxPayment(db, c.req.param("id"));
    if (!row) return notFoundJson(c);
    return c.json({ webhooks: (await listWebhookDeliveries(db, row.id)).map(deliveryJson) });
  });

  api.post("/webhooks/:eventId/redeliver", async (c) => {
    const body = await readJson(c, RedeliverBody);
    if (!body.ok) return body.response;
    const delivery = await queueRedelivery(db, {
      eventId: c.req.param("eventId"),
      delaySeconds: body.data.delay_seconds,
      now: now(),
    });
    return delivery ? c.json(deliveryJson(delivery), 202) : notFoundJson(c);
  });

  api.all("*", (c) => notFoundJson(c));
  app.route("/v1", api);

  // --- the payer's hosted pages -------------------------------------------------------------
  const page = (c: Context<Env>) => ({
    lang: pageLang(c),
    nonce: c.get("secureHeadersNonce") ?? "",
    path: c.req.path,
  });
  const paymentPath = (id: string) => `${SANDBOX_GATEWAY_PATH}/pay/${id}`;
  const html = (c: Context<Env>, body: Parameters<Context["html"]>[0], status: 200 | 403 | 404 | 422 = 200) =>
    c.html(body, status, { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });
  const notFoundPage = (c: Context<Env>) => {
    const ctx = page(c);
    const t = (key: string) => translate(ctx.lang, `sandboxGateway.notFound.${key}`);
    return html(c, messagePage(ctx, t("title"), t("body")), 404);
  };
  /** Where a payment's browser belongs now: the card page, the issuer's page or back to the merchant. */
  const onward = (c: Context<Env>, row: SandboxPaymentRow) => {
    const lang = pageLang(c);
    if (row.status === "initiated") return c.redirect(`${paymentPath(row.id)}?lang=${lang}`, 303);
    if (row.status === "challenge") return c.redirect(`${paymentPath(row.id)}/3ds?lang=${lang}`, 303);
    return c.redirect(callbackHref(row), 303);
  };
  const finish = (id: string, from: ("initiated" | "challenge")[], answer: FinalAnswer) =>
    moveSandboxPayment(db, {
      id,
      from,
      ...answer,
      now: now(),
      webhook: (row) =>
        newWebhookEvent(row.status === "paid" ? "payment_paid" : "payment_failed", json(row), now()),
    });

  app.get("/pay/:id", async (c) => {
    const row = await findSandboxPayment(db, c.req.param("id"));
    if (!row) return notFoundPage(c);
    if (row.status === "challenge") return onward(c, row);
    if (row.status !== "initiated") return html(c, donePage(page(c), row, callbackHref(row)));
    return html(c, methodOf(row) === "apple_pay" ? applePayPage(page(c), row) : cardFormPage(page(c), row));
  });

  // The card form (or the Apple Pay sheet) is sent here; card data lives only in this handler.
  app.post("/pay/:id", async (c) => {
    if (!fromOurPages(c, origin)) return html(c, forbiddenPage(c), 403);
    const row = await findSandboxPayment(db, c.req.param("id"));
    if (!row) return notFoundPage(c);
    if (row.status !== "initiated") return onward(c, row);
    const form = await c.req.parseBody();
    const field = (name: string) => {
      const value = form[name];
      return typeof value === "string" ? value : "";
    };

    const method = methodOf(row);
    if (method === "apple_pay") {
      const card = APPLE_PAY_WALLET.find((w) => w.id === field("card")) ?? APPLE_PAY_WALLET[0];
      const answer = issuerAnswer(card.pan);
      // The device authenticated the payer: no 3-D Secure step for Apple Pay.
      const moved = await finish(row.id, ["initiated"], {
        to: answer.status,
        message: answer.message,
        company: card.brand,
        maskedPan: maskedWalletPan(card.pan),
      });
      return onward(c, moved ?? (await findSandboxPayment(db, row.id))!);
    }

    const checked = checkCardForm(
      { name: field("name"), number: field("number"), expiry: field("expiry"), cvv: field("cvv") },
      { method, now: now() },
    );
    if (!checked.ok) {
      return html(
        c,
        cardFormPage(page(c), row, {
          errors: checked.errors,
          values: { name: field("name"), expiry: field("expiry") },
        }),
        422,
      );
    }
    const { card } = checked;
    const answer = issuerAnswer(card.pan);
    const moved = needsChallenge(card.brand, row.amount)
      ? // The issuer's answer waits (as the message) until the payer passes 3-D Secure.
        await moveSandboxPayment(db, {
          id: row.id,
          from: ["initiated"],
          to: "challenge",
          company: card.brand,
          maskedPan: card.masked,
          message: answer.message,
          now: now(),
        })
      : await finish(row.id, ["initiated"], {
          to: answer.status,
          message: answer.message,
          company: card.brand,
          maskedPan: card.masked,
        });
    return onward(c, moved ?? (await findSandboxPayment(db, row.id))!);
  });

  app.post("/pay/:id/cancel", async (c) => {
    if (!fromOurPages(c, origin)) return html(c, forbiddenPage(c), 403);
    const row = await findSandboxPayment(db, c.req.param("id"));
    if (!row) return notFoundPage(c);
    const moved = await finish(row.id, ["initiated", "challenge"], {
      to: "failed",
      message: CANCELLED_BY_PAYER,
    });
    return onward(c, moved ?? row);
  });

  app.get("/pay/:id/3ds", async (c) => {
    const row = await findSandboxPayment(db, c.req.param("id"));
    if (!row) return notFoundPage(c);
    if (row.status !== "challenge") return onward(c, row);
    return html(c, threeDsPage(page(c), row));
  });

  app.post("/pay/:id/3ds", async (c) => {
    if (!fromOurPages(c, origin)) return html(c, forbiddenPage(c), 403);
    const row = await findSandboxPayment(db, c.req.param("id"));
    if (!row) return notFoundPage(c);
    if (row.status !== "challenge") return onward(c, row);
    const form = await c.req.parseBody();
    const confirmed = form.action === "confirm";
    const approved = row.message === APPROVED.message;
    const answer: FinalAnswer = !confirmed
      ? { to: "failed", message: THREE_D_SECURE_FAILED }
      : { to: approved ? "paid" : "failed", message: row.message ?? "UNSPECIFIED FAILURE" };
    const moved = await finish(row.id, ["challenge"], answer);
    return onward(c, moved ?? (await findSandboxPayment(db, row.id))!);
  });

  app.all("*", (c) => notFoundPage(c));
  return app;
}

type FinalAnswer = {
  to: "paid" | "failed";
  message: string;
  company?: "mada" | "visa" | "mastercard";
  maskedPan?: string;
};

/** Back to the merchant, as Moyasar does: `?id=…&status=…&message=…` added to the callback URL. */
export function callbackHref(row: SandboxPaymentRow): string {
  const url = new URL(row.callbackUrl);
  url.searchParams.set("id", row.id);
  url.searchParams.set("status", row.status === "challenge" ? "initiated" : row.status);
  url.searchParams.set("message", row.message ?? "");
  return url.toString();
}

function maskedWalletPan(pan: string): string {
  // Apple Pay hands over a device account number; the payer knows the card by its last four.
  return `**** **** **** ${pan.slice(-4)}`;
}

function pageLang(c: Context): Lang {
  const lang = c.req.query("lang");
  return isLang(lang) ? lang : "ar";
}

function forbiddenPage(c: Context<Env>) {
  const lang = pageLang(c);
  const text = translate(lang, "sandboxGateway.forbidden");
  return messagePage({ lang, nonce: c.get("secureHeadersNonce") ?? "", path: c.req.path }, text, text);
}

/**
 * The hosted forms are posted from the gateway's own pages: a form sent from another site (which
 * names itself in Origin, or else Referer) is refused. A request naming neither is not a
 * browser's form post.
 */
function fromOurPages(c: Context, appOrigin: string): boolean {
  let source = c.req.header("origin") ?? null;
  if (source === null) {
    const referer = c.req.header("referer");
    if (!referer) return true;
    try {
      source = new URL(referer).origin;
    } catch {
      return false;
    }
  }
  return source === appOrigin || source === new URL(c.req.url).origin;
}

/** The secret key as the Basic user name, no password (Moyasar's scheme), compared in constant time. */
function basicAuth(apiKey: () => string): MiddlewareHandler {
  return async (c, next) => {
    const expected = createHash("sha256").update(apiKey()).digest();
    const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(c.req.header("authorization") ?? "");
    const user = match ? Buffer.from(match[1]!, "base64").toString("utf8").split(":")[0]! : "";
    const given = createHash("sha256").update(user).digest();
    if (!match || !timingSafeEqual(given, expected)) {
      return c.json({ type: "authentication_error", message: "Invalid authorization credentials" }, 401, {
        "WWW-Authenticate": 'Basic realm="sandbox gateway"',
      });
    }
    await next();
  };
}

const CreatePaymentBody = z.object({
  amount: z
    .number({ error: "must be a whole number of halalas" })
    .int("must be a whole number of halalas")
    .min(100, "must be at least 100 halalas (1 SAR)")
    .max(1_000_000_000_000, "is too large"),
  currency: z.literal("SAR", { error: "must be SAR" }),
  description: z.string({ error: "is required" }).trim().min(1, "is required").max(500, "is too long"),
  method: z.enum(["mada", "credit_card", "apple_pay"], { error: "must be mada, credit_card or apple_pay" }),
  callback_url: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }),
  metadata: z
    .record(z.string().min(1).max(40), z.string().max(500), { error: "must map names to strings" })
    .refine((m) => Object.keys(m).length <= 30, "may have at most 30 keys")
    .default({}),
});
const RefundBody = z.object({
  amount: z
    .number()
    .int("must be a whole number of halalas")
    .positive("must be greater than zero")
    .optional(),
});
const RedeliverBody = z.object({
  delay_seconds: z.number().int().min(0).max(86_400).default(0),
});

/** The body as `schema` wants it, or Moyasar's 400 answer naming each field's problem. */
async function readJson<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<{ ok: true; data: z.infer<S> } | { ok: false; response: Response }> {
  let raw: unknown = {};
  const text = await c.req.text();
  if (text.trim()) {
    try {
      raw = JSON.parse(text);
    } catch {
      return {
        ok: false,
        response: c.json({ type: "invalid_request_error", message: "Request body is not valid JSON" }, 400),
      };
    }
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join(".") || "body";
    (errors[key] ??= []).push(issue.message);
  }
  return {
    ok: false,
    response: c.json({ type: "invalid_request_error", message: "Validation Failed", errors }, 400),
  };
}

function notFoundJson(c: Context) {
  return c.json({ type: "record_not_found", message: "Object not found" }, 404);
}

function deliveryJson(d: WebhookDelivery) {
  return {
    delivery_id: d.deliveryId,
    event_id: d.eventId,
    type: d.type,
    attempts: d.attempts,
    next_attempt_at: d.nextAttemptAt.toISOString(),
    delivered_at: d.deliveredAt?.toISOString() ?? null,
    last_error: d.lastError,
  };
}

import { useTranslation } from "~/i18n/use-translation";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { isolated } from "~/components/agents/principal-due-settlements";
import { FormErrors } from "~/components/forms/form-field";
import { SettlementAuctionHeader, SettlementFigures } from "~/components/payments/settlement-parts";
import { buttonClass } from "~/components/ui/button";
import { getRequestInfo, getServices } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { formatMoney } from "~/i18n/format";
import { translate } from "~/i18n/instances.server";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { requirePageUser } from "~/lib/account-request.server";
import { AppError, errorCodes } from "~/lib/errors";
import { agentPaymentFormError } from "~/lib/payments/settlements-route.server";
import { principalOfAgency } from "~/modules/agents/agencies.server";
import { runWrite } from "~/modules/notifications/effects.server";
import { principalSettlement } from "~/modules/payments/principal-settlements.server";
import { payFromWallet } from "~/modules/payments/wallet-payments.server";
import type { Route } from "./+types/profile-agent-payment";

export const handle = { noindex: true };

/** The confirmation's only field: this page's Idempotency-Key, so a second press pays nothing twice. */
const PayForPrincipalForm = z.object({ idempotencyKey: z.uuid() });

/**
 * /profile/agents/{agency}/settlements/{settlement} (ADR 036): an agent with the `pay` scope
 * confirms paying a principal's settlement from the principal's wallet, as the principal's own
 * "pay from wallet" step does (without showing the principal's balance: it is not the agent's).
 * Works without JavaScript: the form carries a key made for this page, so pressing twice (or
 * resending the form) pays once. Paid, it returns to /profile/agents with the reference.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requirePageUser(request, context);
  const { db } = getServices(context).database;
  const { lang } = getRequestInfo(context);
  try {
    const { principal, settlement } = await principalSettlement({
      db,
      agentUserId: user.id,
      agencyId: params.id,
      settlementId: params.settlementId,
    });
    return { principalName: principal.name, settlement, refusal: null, formKey: crypto.randomUUID() };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code !== "AGENT_NOT_AUTHORIZED") throw data(null, { status: 404 });
    // The authority ended (or never covered this): said plainly, with the way back.
    return data(
      {
        principalName: "",
        settlement: null,
        refusal: translate(lang, errorCodes.AGENT_NOT_AUTHORIZED.message),
        formKey: "",
      },
      { status: 403 },
    );
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requirePageUser(request, context);
  const services = getServices(context);
  const { lang } = getRequestInfo(context);
  const parsed = PayForPrincipalForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data(null, { status: 400 });
  let principalName = "";
  try {
    const principal = await principalOfAgency(services.database.db, user.id, params.id, "pay");
    principalName = principal.name;
    const paid = await runWrite(services, (db) =>
      payFromWallet(
        { db },
        {
          userId: principal.userId,
          agentUserId: user.id,
          settlementId: params.settlementId,
          idempotencyKey: parsed.data.idempotencyKey,
        },
      ),
    );
    return redirect(`${localizePath("/profile/agents", lang)}?paid=${encodeURIComponent(paid.paymentId)}`);
  } catch (error) {
    return agentPaymentFormError(context, error, principalName);
  }
}

export default function ProfileAgentPayment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const { settlement, formKey, refusal } = loaderData;
  const name = isolated(loaderData.principalName);
  const busy = useNavigation().state === "submitting";
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  const money = (v: number) => formatMoney(v, lang);
  const back = (
    <Link to={to("/profile/agents")} className={buttonClass({ className: "min-h-11" })}>
      {t("agents.pay.back")}
    </Link>
  );
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <title>{`${t("agents.pay.title")} | ${t("agents.title")} | ${t("meta.siteName")}`}</title>
      <h1 className="text-3xl font-bold">{t("agents.pay.title")}</h1>
      <div className="mt-6 flex flex-col gap-5">
        {settlement ? (
          <section
            aria-label={t("settlement.figures.label")}
            className="surface border-subtle flex flex-col gap-4 rounded-2xl border p-4 sm:p-6"
          >
            <SettlementAuctionHeader auction={settlement.auction} headingLevel="h2" />
            <SettlementFigures settlement={settlement} paid={settlement.status === "paid"} />
          </section>
        ) : null}
        <FormErrors id="pay-errors" errors={error ? [error] : refusal ? [refusal] : undefined} />
        {!settlement || settlement.status !== "due" ? (
          <div className="surface border-subtle flex flex-col gap-3 rounded-2xl border p-6">
            {settlement ? (
              <p className="font-semibold" data-testid="not-due">
                {t(settlement.status === "paid" ? "agents.pay.alreadyPaid" : "agents.pay.notDue")}
              </p>
            ) : null}
            <p>{back}</p>
          </div>
        ) : (
          <Form method="post" className="surface border-subtle flex flex-col gap-4 rounded-2xl border p-6">
            <input type="hidden" name="idempotencyKey" value={formKey} />
            <p className="text-lg font-bold">
              {t("agents.pay.question", { amount: money(settlement.totalDue), name })}
            </p>
            <p className="text-muted text-sm">{t("agents.pay.explain", { name })}</p>
            <div className="flex flex-wrap gap-3">
              <button
                type="submit"
                disabled={busy}
                aria-busy={busy || undefined}
                className={buttonClass({ variant: "primary", size: "md" })}
              >
                {t("agents.pay.confirm", { amount: money(settlement.totalDue), name })}
              </button>
              {back}
            </div>
          </Form>
        )}
      </div>
    </div>
  );
}

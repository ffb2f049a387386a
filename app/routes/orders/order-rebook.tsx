import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/use-translation";
import { data, Form, Link, redirect } from "react-router";
import { SubmitButton } from "~/components/auth/auth-page";
import { CheckboxField, FormErrors } from "~/components/forms/form-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { getRequestInfo, getServices } from "~/context.server";
import { formatMoney } from "~/i18n/format";
import { translate } from "~/i18n/instances.server";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { AppError, errorCodes } from "~/lib/errors";
import { safeRedirectTarget } from "~/lib/redirect-target";
import { requireVerifiedPhone } from "~/modules/accounts/guards";
import { getOrder } from "~/modules/orders/list-orders.server";
import { orderDeps } from "~/modules/orders/order-deps.server";
import { getRebookTarget, rebookOrder } from "~/modules/orders/rebook-order.server";
import type { Route } from "./+types/order-rebook";
import { OrderSummary } from "~/components/orders/order-summary";
import { RebookSchema } from "~/lib/orders/order-schemas";
import { orderUser, ordersPath } from "~/lib/orders/orders-route.server";

export const handle = { noindex: true };

/**
 * /orders/{id}/rebook: register again — for the same auction while it is still open, or for the
 * property's new auction once this one is over — accepting that auction's special rules.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = orderUser(request, context);
  const deps = orderDeps(getServices(context));
  const found = await getRebookTarget({ db: deps.db, userId: user.id, orderId: params.id, now: deps.now() });
  if (!found) throw data(null, { status: 404 });
  const back =
    safeRedirectTarget(new URL(request.url).searchParams.get("back")) ??
    ordersPath(context, found.order.group);
  return { ...found, back, phoneVerified: user.phoneVerified };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = orderUser(request, context);
  const { lang } = getRequestInfo(context);
  const deps = orderDeps(getServices(context));
  const submission = parseWithZod(await request.formData(), { schema: RebookSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    requireVerifiedPhone(user);
    const { registration } = await rebookOrder({
      db: deps.db,
      userId: user.id,
      orderId: params.id,
      acceptRulesVersion: submission.value.rulesVersion,
      now: deps.now(),
    });
    const order = await getOrder({ db: deps.db, userId: user.id, orderId: registration.id, now: deps.now() });
    return redirect(`${ordersPath(context, order?.group ?? "next")}?notice=rebooked`);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "NOT_FOUND") throw data(null, { status: 404 });
    const formErrors = [translate(lang, errorCodes[error.code].message)];
    return data({ result: submission.reply({ formErrors }), code: error.code }, { status: error.status });
  }
}

export default function OrderRebook({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const { target, back, phoneVerified } = loaderData;
  const [form, fields] = useSchemaForm("rebook", RebookSchema, { lastResult: actionData?.result });
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <title>{`${t("orders.rebook.title")} | ${t("orders.title")} | ${t("meta.siteName")}`}</title>
      <h1 className="text-3xl font-bold">{t("orders.rebook.title")}</h1>
      <div className="mt-6 flex flex-col gap-5">
        {target ? (
          <>
            <OrderSummary order={target} />
            <div className="flex flex-col gap-2">
              <p>{target.sameAuction ? t("orders.rebook.sameAuction") : t("orders.rebook.newerAuction")}</p>
              <p>{t("orders.rebook.deposit", { deposit: formatMoney(target.auction.deposit, lang) })}</p>
              <p className="flex flex-wrap gap-x-4 gap-y-1">
                <Link
                  to={to(`/mazadat/${target.auctionId}`)}
                  className="font-semibold text-primary underline"
                >
                  {t("orders.rebook.viewAuction")}
                </Link>
                <Link to={to("/termsAndConditions")} className="font-semibold text-primary underline">
                  {t("nav.terms")}
                </Link>
              </p>
            </div>
            <Form
              method="post"
              {...getFormProps(form)}
              noValidate
              className="surface border-subtle flex flex-col gap-4 rounded-2xl border p-6"
            >
              <FormErrors id={form.errorId} errors={form.errors} />
              {phoneVerified ? null : (
                <p>
                  <Link to={to("/verify")} className="font-semibold text-primary underline">
                    {t("orders.rebook.confirmPhone")}
                  </Link>
                </p>
              )}
              <input type="hidden" name="rulesVersion" value={target.auction.rulesVersion} />
              <CheckboxField field={fields.acceptRules}>
                {t("orders.rebook.accept", { version: target.auction.rulesVersion })}
              </CheckboxField>
              <SubmitButton>{t("orders.rebook.submit")}</SubmitButton>
            </Form>
          </>
        ) : (
          <p className="surface border-subtle rounded-2xl border p-6 font-semibold">
            {t("orders.rebook.notAvailable")}
          </p>
        )}
        <p>
          <Link to={back} className="font-semibold text-primary underline">
            {t("orders.receipt.back")}
          </Link>
        </p>
      </div>
    </div>
  );
}

import { useTranslation } from "~/i18n/use-translation";
import { data, Form, Link, useNavigation } from "react-router";
import { FormErrors } from "~/components/forms/form-field";
import { getServices } from "~/context.server";
import { useLocalizedPath } from "~/i18n/use-lang";
import { safeRedirectTarget } from "~/lib/redirect-target";
import { getOrder } from "~/modules/orders/list-orders.server";
import { orderDeps } from "~/modules/orders/order-deps.server";
import { withdrawRegistration } from "~/modules/bidding/withdraw-registration.server";
import type { Route } from "./+types/order-cancel";
import { OrderSummary } from "~/components/orders/order-summary";
import { formError, orderUser, ordersPath, redirectWithNotice } from "~/lib/orders/orders-route.server";

export const handle = { noindex: true };

/**
 * /orders/{id}/cancel: the confirmation step of "Cancel request". A page of its own, so it works
 * without JavaScript and cannot be confirmed by a stray click on the list.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = orderUser(request, context);
  const deps = orderDeps(getServices(context));
  const order = await getOrder({ db: deps.db, userId: user.id, orderId: params.id, now: deps.now() });
  if (!order) throw data(null, { status: 404 });
  const back =
    safeRedirectTarget(new URL(request.url).searchParams.get("back")) ?? ordersPath(context, order.group);
  return { order, back };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = orderUser(request, context);
  const form = await request.formData();
  try {
    await withdrawRegistration({
      db: orderDeps(getServices(context)).db,
      userId: user.id,
      orderId: params.id,
    });
  } catch (error) {
    return formError(context, error);
  }
  return redirectWithNotice(form.get("back"), ordersPath(context, "cancelled"), "cancelled");
}

export default function OrderCancel({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { order, back } = loaderData;
  const busy = useNavigation().state === "submitting";
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <title>{`${t("orders.cancel.title")} | ${t("orders.title")} | ${t("meta.siteName")}`}</title>
      <h1 className="text-3xl font-bold">{t("orders.cancel.title")}</h1>
      <div className="mt-6 flex flex-col gap-5">
        <OrderSummary order={order} />
        <FormErrors id="cancel-errors" errors={error ? [error] : undefined} />
        {order.actions.cancel && !error ? (
          <Form method="post" className="surface border-subtle flex flex-col gap-4 rounded-2xl border p-6">
            <input type="hidden" name="back" value={back} />
            <p className="text-lg font-bold">{t("orders.cancel.question")}</p>
            <p>
              {t("orders.cancel.body")} {t("orders.cancel.rebookHint")}
            </p>
            <div className="flex flex-wrap gap-3">
              <button
                type="submit"
                disabled={busy}
                aria-busy={busy || undefined}
                className="h-11 rounded-lg bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
              >
                {t("orders.cancel.confirm")}
              </button>
              <Link
                to={back}
                className="border-subtle inline-flex h-11 items-center rounded-lg border px-5 font-semibold"
              >
                {t("orders.cancel.keep")}
              </Link>
            </div>
          </Form>
        ) : (
          <div className="surface border-subtle flex flex-col gap-4 rounded-2xl border p-6">
            {error ? null : (
              <p className="font-semibold">
                {order.status === "withdrawn"
                  ? t("orders.cancel.alreadyCancelled")
                  : t("orders.cancel.notCancellable")}
              </p>
            )}
            <Link to={back || to("/orders")} className="font-semibold text-primary underline">
              {t("orders.receipt.back")}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}

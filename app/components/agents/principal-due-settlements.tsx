import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { formatMoney } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import type { PrincipalSettlement } from "~/modules/payments/settlement-view";
import { formatLongDateTime, RiyadhDate } from "~/components/payments/settlement-parts";
import { buttonClass } from "~/components/ui/button";

/** A name set into a sentence, kept in its own direction (a Latin name in Arabic, and back). */
export const isolated = (value: string) => `\u2068${value}\u2069`;

/**
 * Under an agency with the `pay` scope on /profile/agents (ADR 036): what the principal owes now,
 * each with what it is for, the amount and the deadline, and the way to pay it from the
 * principal's wallet (a link to the confirmation step, which posts the payment).
 */
export function PrincipalDueSettlements({
  agencyId,
  principalName,
  settlements,
}: {
  agencyId: string;
  principalName: string;
  settlements: (PrincipalSettlement & { overdue: boolean })[];
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const name = isolated(principalName);
  const headingId = `due-${agencyId}`;
  return (
    <section
      aria-labelledby={headingId}
      className="surface-muted grid gap-3 rounded-xl p-3 sm:p-4"
      data-testid="principal-due"
    >
      <h4 id={headingId} className="font-bold">
        {t("agents.pay.heading", { name })}
      </h4>
      {settlements.length === 0 ? (
        <p className="text-muted text-sm">{t("agents.pay.empty", { name })}</p>
      ) : (
        <>
          <p className="text-muted text-sm">{t("agents.pay.intro")}</p>
          <ul className="grid gap-3">
            {settlements.map((s) => (
              <li
                key={s.id}
                className="surface border-subtle grid gap-2 rounded-lg border p-3"
                data-testid="principal-settlement"
                data-settlement-id={s.id}
              >
                <p className="font-semibold">
                  <bdi>{lang === "ar" ? s.auction.titleAr : s.auction.titleEn}</bdi>{" "}
                  <span className="text-muted text-xs font-normal">
                    (<bdi dir="ltr">{s.auction.assetNumber}</bdi>)
                  </span>
                </p>
                <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                  <dt className="text-muted">{t("agents.pay.amount")}</dt>
                  <dd className="font-bold tabular-nums" data-testid="principal-settlement-amount">
                    <bdi>{formatMoney(s.totalDue, lang)}</bdi>
                  </dd>
                  <dt className="text-muted">{t("agents.pay.deadline")}</dt>
                  <dd>
                    <bdi>
                      <RiyadhDate date={s.dueAt} lang={lang} format={formatLongDateTime} />
                    </bdi>
                    <span className="text-muted text-xs"> ({t("agents.pay.riyadhTime")})</span>
                    {s.overdue ? (
                      <span className="block font-semibold text-red-700 dark:text-red-400">
                        {t("agents.pay.overdue")}
                      </span>
                    ) : null}
                  </dd>
                </dl>
                <p>
                  <Link
                    to={to(`/profile/agents/${agencyId}/settlements/${s.id}`)}
                    className={buttonClass({ variant: "primary", size: "sm" })}
                    data-testid="pay-for-principal"
                  >
                    {t("agents.pay.button", { name })}
                    <span className="sr-only">{` ${t("agents.pay.forAuction", { asset: s.auction.assetNumber })}`}</span>
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

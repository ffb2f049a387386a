import type { Lang } from "~/i18n/config";
import { formatDateTime, formatMoney } from "~/i18n/format";

/*
 * An audit entry in words, for the screen and the CSV export alike: the action's label, and its
 * before/after and other facts as "label: value" pairs (amounts in riyals, times in Riyadh,
 * statuses translated) instead of raw JSON. Codes the messages do not know yet show as written.
 */

type Translate = (key: string, options?: { defaultValue?: string }) => string;

/** Facts recorded in halalas. */
const moneyKeys = new Set(["amount", "price", "depositForfeited", "refundPending", "depositAmount"]);
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The label of an action code ("transfer.verify" → "Transfer verified"), or the code itself. */
export function auditActionLabel(action: string, t: Translate): string {
  return t(`adminAudit.actions.${action}`, { defaultValue: action });
}

/** The label of a subject type ("withdrawal" → "Withdrawal"), or the type itself. */
export function auditSubjectLabel(subjectType: string, t: Translate): string {
  return t(`adminAudit.subjects.${subjectType}`, { defaultValue: subjectType });
}

function valueText(key: string, value: unknown, t: Translate, lang: Lang): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "number" && moneyKeys.has(key)) return formatMoney(value, lang);
  if (typeof value === "boolean") return t(value ? "adminAudit.yes" : "adminAudit.no");
  if (typeof value === "string") {
    if (isoInstant.test(value)) {
      const date = new Date(value);
      if (!Number.isNaN(date.getTime())) return formatDateTime(date, lang);
    }
    if (/^[a-z_]{1,40}$/.test(value)) return t(`adminAudit.values.${value}`, { defaultValue: value });
    return value;
  }
  if (Array.isArray(value))
    return value.map((v) => valueText(key, v, t, lang)).join(lang === "ar" ? "، " : ", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

export type AuditFact = { key: string; label: string; value: string };

/** A recorded object's fields as labelled, readable facts, in the order they were recorded. */
export function describeAuditFacts(
  values: Record<string, unknown> | null | undefined,
  t: Translate,
  lang: Lang,
): AuditFact[] {
  if (!values) return [];
  return Object.entries(values).map(([key, value]) => ({
    key,
    label: t(`adminAudit.fields.${key}`, { defaultValue: key }),
    value: valueText(key, value, t, lang),
  }));
}

/** Facts as one line of text ("Status: Awaiting review; Amount: SAR 500"), for the export. */
export function auditFactsLine(facts: readonly AuditFact[]): string {
  return facts.map((f) => `${f.label}: ${f.value}`).join("; ");
}

import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * A value to copy into a bank app (IBAN, account name, reference): always shown as selectable
 * text, so it can be copied by hand without JavaScript; once scripts run, a button copies it and a
 * polite live region says so. `value` is what is copied, `display` how it reads (an IBAN in groups).
 */
export function CopyValue({
  id,
  label,
  value,
  display,
  ltr = true,
}: {
  id: string;
  label: string;
  value: string;
  display?: string;
  ltr?: boolean;
}) {
  const { t } = useTranslation();
  const scripted = useHydrated();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <div className="min-w-0">
      <dt className="text-muted text-sm">{label}</dt>
      <dd className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1">
        <span
          id={id}
          dir={ltr ? "ltr" : undefined}
          className={`select-all font-semibold break-all ${ltr ? "font-mono" : ""}`}
          data-testid={id}
        >
          {display ?? value}
        </span>
        {scripted ? (
          <button
            type="button"
            aria-label={t("topUp.transfer.copyLabel", { what: label })}
            onClick={() => {
              void navigator.clipboard
                ?.writeText(value)
                .then(() => setCopied(true))
                .catch(() => setCopied(false));
            }}
            className="border-subtle inline-flex h-9 items-center rounded-lg border px-3 text-sm font-semibold hover:bg-black/5 dark:hover:bg-white/10"
          >
            {t("topUp.transfer.copy")}
          </button>
        ) : null}
        <span role="status" className="text-sm font-medium text-green-800 dark:text-green-300">
          {copied ? t("topUp.transfer.copied", { what: label }) : ""}
        </span>
      </dd>
    </div>
  );
}

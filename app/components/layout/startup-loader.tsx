import { useTranslation } from "~/i18n/use-translation";

/**
 * The seed's full-screen three-dot loader. It is part of the server-rendered document (the page
 * is already underneath), hidden by CSS once the app hydrates, and after 3000 ms at the latest.
 */
export function StartupLoader() {
  const { t } = useTranslation();
  return (
    <div className="startup-loader" role="status" aria-live="polite" data-testid="startup-loader">
      <span className="sr-only">{t("a11y.loading")}</span>
      <span className="flex gap-2" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <span
            key={i}
            className="size-3.5 animate-dot rounded-full bg-primary"
            style={{ animationDelay: `${i * 160}ms` }}
          />
        ))}
      </span>
    </div>
  );
}

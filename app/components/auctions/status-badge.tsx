import { useTranslation } from "~/i18n/use-translation";

const styles: Record<string, string> = {
  current: "bg-emerald-700 text-white",
  upcoming: "bg-sky-700 text-white",
  finished: "bg-stone-600 text-white",
  cancelled: "bg-red-700 text-white",
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${styles[status] ?? "bg-primary"}`}
    >
      {status === "current" ? <span className="size-1.5 rounded-full bg-white" aria-hidden="true" /> : null}
      {t(`status.${status in styles ? status : "default"}`)}
    </span>
  );
}

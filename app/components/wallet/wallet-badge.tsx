const badgeStyles: Record<string, string> = {
  pending: "bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100",
  requested: "bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100",
  verified: "bg-emerald-100 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100",
  paid: "bg-emerald-100 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100",
  rejected: "bg-red-100 text-red-950 dark:bg-red-950 dark:text-red-100",
};

/** The status of a bank account or a withdrawal: waiting (amber), done (green), refused (red). */
export function WalletBadge({ status, label }: { status: string; label: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${badgeStyles[status] ?? ""}`}
      data-status={status}
    >
      {label}
    </span>
  );
}

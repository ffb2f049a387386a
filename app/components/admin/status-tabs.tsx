import { Link } from "react-router";

/**
 * A back-office queue's status filter (listing requests, authority requests, inquiries): one link
 * per status with its count, the current one marked aria-current="page". Plain links, so the
 * queue is filtered without JavaScript and each filter has its own address.
 */
export function StatusTabs<S extends string>({
  label,
  statuses,
  current,
  hrefOf,
  labelOf,
  counts,
  testIdPrefix,
}: {
  /** The filter's accessible name. */
  label: string;
  statuses: readonly S[];
  current: S;
  hrefOf: (status: S) => string;
  labelOf: (status: S) => string;
  counts: Partial<Record<S, number>>;
  /** Each link's data-testid is this prefix and the status. */
  testIdPrefix: string;
}) {
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {statuses.map((s) => (
          <li key={s}>
            <Link
              to={hrefOf(s)}
              aria-current={s === current ? "page" : undefined}
              className={`inline-flex min-h-10 items-center gap-2 rounded-full border px-4 font-semibold ${
                s === current ? "bg-primary border-transparent" : "border-subtle"
              }`}
              data-testid={`${testIdPrefix}${s}`}
            >
              {labelOf(s)}
              <span
                className={`rounded-full px-2 text-sm ${s === current ? "bg-black/15 dark:bg-white/20" : "surface-muted"}`}
              >
                {counts[s] ?? 0}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

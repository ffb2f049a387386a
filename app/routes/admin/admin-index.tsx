import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { getServices } from "~/context.server";
import { useLocalizedPath } from "~/i18n/use-lang";
import { requireCommitteePage } from "~/lib/account-request.server";
import { listDecisionQueues } from "~/modules/backoffice/decision-queues.server";
import type { Route } from "./+types/admin-index";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireCommitteePage(request, context);
  return { queues: await listDecisionQueues(getServices(context).database.db) };
}

/** The sections that are not queues, as the menu names them, each with what it is for. */
const sections = [
  { path: "/admin/auctions", label: "admin.menu.auctions", about: "admin.about.auctions" },
  { path: "/admin/users", label: "adminUsers.menu", about: "adminUsers.queues.usersAbout" },
  { path: "/admin/refunds", label: "adminSettings.menu.refunds", about: "adminSettings.about.refunds" },
  { path: "/admin/settings", label: "adminSettings.menu.settings", about: "adminSettings.about.settings" },
  { path: "/admin/audit", label: "adminAudit.menu", about: "adminAudit.about" },
] as const;

/**
 * The back office's first page: every queue that waits for a committee decision, with how many
 * wait in it (app/modules/backoffice/decision-queues.server.ts lists them), then the sections
 * that are not queues.
 */
export default function AdminIndex({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <div className="grid gap-8">
      <title>{`${t("admin.title")} | ${t("meta.siteName")}`}</title>
      <section aria-labelledby="admin-queues">
        <h2 id="admin-queues" className="text-xl font-bold">
          {t("adminUsers.queues.heading")}
        </h2>
        <p className="text-muted mt-1">{t("adminUsers.queues.intro")}</p>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.queues.map((queue) => (
            <li
              key={queue.id}
              className="surface border-subtle grid gap-2 rounded-2xl border p-5"
              data-testid="decision-queue"
              data-queue={queue.id}
            >
              <Link to={to(queue.path)} className="text-lg font-semibold text-primary hover:underline">
                {t(`adminUsers.queues.${queue.id}`)}
              </Link>
              <p
                className={`w-fit rounded-full px-2.5 py-0.5 text-sm font-semibold ${
                  queue.count > 0 ? "bg-primary" : "surface-muted"
                }`}
                data-count={queue.count}
              >
                {t("adminUsers.queues.waiting", { count: queue.count })}
              </p>
              <p className="text-muted text-sm">{t(`adminUsers.queues.${queue.id}About`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="admin-sections">
        <h2 id="admin-sections" className="text-xl font-bold">
          {t("admin.overview")}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.path} className="surface border-subtle rounded-2xl border p-5">
              <Link to={to(section.path)} className="text-lg font-semibold text-primary hover:underline">
                {t(section.label)}
              </Link>
              <p className="text-muted mt-1 text-sm">{t(section.about)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { TimelineCard } from "~/components/dashboard/owner-timeline";
import { buttonClass } from "~/components/ui/button";
import { getServices } from "~/context.server";
import { useLocalizedPath } from "~/i18n/use-lang";
import { requirePageUser } from "~/lib/account-request.server";
import { getOwnerTimeline } from "~/modules/insights/get-owner-timeline.server";
import type { Route } from "./+types/mazad-status";

/** A private page: "noindex", no canonical URL (see SeoHead). */
export const handle = { noindex: true };

/**
 * /mazadStatus (issue 15, product.md §2.8): the timeline of each of my listing requests and of
 * each auction of a property I own, every step with its date. A guest is sent to sign in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePageUser(request, context);
  const { db } = getServices(context).database;
  return { items: await getOwnerTimeline({ db, userId: user.id }) };
}

export default function MazadStatusPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { items } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <title>{`${t("mazadStatus.title")} | ${t("meta.siteName")}`}</title>
      <h1 className="text-3xl font-bold">{t("mazadStatus.title")}</h1>
      <p className="text-muted mt-1">{t("mazadStatus.intro")}</p>
      {items.length === 0 ? (
        <div className="surface border-subtle mt-6 rounded-2xl border p-6" data-testid="timeline-empty">
          <p className="text-lg font-bold">{t("mazadStatus.empty")}</p>
          <Link to={to("/whatadd")} className={`mt-4 ${buttonClass({ variant: "primary", size: "md" })}`}>
            {t("mazadStatus.listProperty")}
          </Link>
        </div>
      ) : (
        <div className="mt-6 grid gap-4">
          {items.map((item) => (
            <TimelineCard key={item.key} item={item} />
          ))}
        </div>
      )}
    </div>
  );
}

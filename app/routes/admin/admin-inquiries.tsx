import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { StatusTabs } from "~/components/admin/status-tabs";
import { getServices } from "~/context.server";
import { formatDateTime } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { requireCommitteePage } from "~/lib/account-request.server";
import { formatSaudiPhoneLocal } from "~/modules/accounts/phone";
import { listInquiryQueue } from "~/modules/inquiries/inquiries.server";
import { inquiryStatuses, type InquiryStatus } from "~/modules/inquiries/inquiry-statuses";
import type { Route } from "./+types/admin-inquiries";

export const handle = { noindex: true };

/**
 * /admin/inquiries: the contact form's messages by state with each state's count; new ones first
 * (oldest first), each leading to its page to answer or close it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireCommitteePage(request, context);
  const { db } = getServices(context).database;
  const raw = new URL(request.url).searchParams.get("status") ?? "new";
  const status: InquiryStatus = (inquiryStatuses as readonly string[]).includes(raw)
    ? (raw as InquiryStatus)
    : "new";
  const queue = await listInquiryQueue(db, { status });
  return { status, counts: queue.counts, inquiries: queue.inquiries };
}

export default function AdminInquiries({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const { status, counts, inquiries } = loaderData;
  return (
    <section aria-labelledby="inquiries-title">
      <title>{`${t("inquiries.admin.title")} | ${t("admin.title")} | ${t("meta.siteName")}`}</title>
      <h2 id="inquiries-title" className="text-2xl font-bold">
        {t("inquiries.admin.title")}
      </h2>
      <p className="text-muted mt-1">{t("inquiries.admin.intro")}</p>
      <StatusTabs
        label={t("inquiries.admin.filter")}
        statuses={inquiryStatuses}
        current={status}
        hrefOf={(s) => `${to("/admin/inquiries")}?status=${s}`}
        labelOf={(s) => t(`inquiries.status.${s}`)}
        counts={counts}
        testIdPrefix="inquiry-tab-"
      />
      {inquiries.length === 0 ? (
        <p className="text-muted mt-6">{t("inquiries.admin.none")}</p>
      ) : (
        <ul className="mt-6 grid gap-3">
          {inquiries.map((inquiry) => (
            <li
              key={inquiry.id}
              className="surface border-subtle grid gap-1 rounded-2xl border p-4"
              data-testid="admin-inquiry-row"
            >
              <Link
                to={to(`/admin/inquiries/${inquiry.id}`)}
                className="text-lg font-semibold text-primary underline"
              >
                <bdi>{inquiry.fullName}</bdi> · <bdi dir="ltr">{inquiry.reference}</bdi>
              </Link>
              <p className="text-sm">
                <bdi dir="ltr">{formatSaudiPhoneLocal(inquiry.phone)}</bdi> ·{" "}
                {t(inquiry.userId ? "inquiries.admin.account" : "inquiries.admin.guest")}
              </p>
              <p dir="auto" className="line-clamp-2">
                {inquiry.excerpt}
              </p>
              <p className="text-muted text-sm">
                {t("inquiries.admin.received")}:{" "}
                <time dateTime={inquiry.createdAt}>{formatDateTime(new Date(inquiry.createdAt), lang)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

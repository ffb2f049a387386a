import { useTranslation } from "~/i18n/use-translation";
import { Link, useActionData } from "react-router";
import { ListingForm, ListingReview } from "~/components/listings/listing-form";
import { ListingStatusBadge } from "~/components/listings/listing-status-badge";
import { buttonClass } from "~/components/ui/button";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { whataddAction, whataddLoader, type WhataddActionData } from "~/lib/listings/whatadd-page.server";
import { editableStatuses } from "~/modules/listings/listing-statuses";
import type { Route } from "./+types/whatadd";

export const handle = { noindex: true };

/** /whatadd (issue 15): see app/lib/listings/whatadd-page.server.ts. */
export function loader({ request, context }: Route.LoaderArgs) {
  return whataddLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return whataddAction(request, context);
}

export default function WhatAdd({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const actionData = useActionData<WhataddActionData>();
  const { request, place, notice, gaps, principals, listedBy } = loaderData;
  const editable = listedBy === null && (!request || editableStatuses.includes(request.status));
  const heading = request ? t("listings.editTitle") : t("listings.title");
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      <title>{`${heading} | ${t("meta.siteName")}`}</title>
      <p>
        <Link to={to("/profile/listings")} className="font-semibold text-primary underline">
          {t("listings.myRequests")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">{heading}</h1>
      {request ? (
        <div className="mt-2">
          <ListingStatusBadge status={request.status} />
        </div>
      ) : null}
      {notice === "submitted" ? (
        <section
          role="status"
          aria-labelledby="submitted-title"
          data-testid="listing-submitted"
          className="mt-6 grid gap-3 rounded-2xl border border-green-300 bg-green-50 p-5 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
        >
          <h2 id="submitted-title" className="text-xl font-bold">
            {t("listings.submitted")}
          </h2>
          <p>{t("listings.submittedAbout")}</p>
          <Link
            to={to("/profile/listings")}
            className={`${buttonClass({ variant: "primary", size: "md" })} w-fit`}
          >
            {t("listings.ok")}
          </Link>
        </section>
      ) : null}
      {notice === "saved" ? (
        <p
          role="status"
          className="mt-4 rounded-lg border border-green-300 bg-green-50 p-3 font-medium text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
        >
          {t("listings.saved")}
        </p>
      ) : null}
      {request?.status === "changes_requested" || request?.status === "rejected" ? (
        <div className="mt-4 rounded-lg border border-orange-300 bg-orange-50 p-3 text-orange-900 dark:border-orange-800 dark:bg-orange-950 dark:text-orange-100">
          <p className="font-semibold">
            {t(request.status === "rejected" ? "listings.rejectedBecause" : "listings.changesAsked")}
          </p>
          <p data-testid="listing-review-note">
            <bdi>
              {lang === "en"
                ? request.reviewNoteEn || request.reviewNoteAr
                : request.reviewNoteAr || request.reviewNoteEn}
            </bdi>
          </p>
        </div>
      ) : null}
      {request?.status === "approved" ? (
        <p className="mt-4 font-medium">{t("listings.approvedNote")}</p>
      ) : null}
      {editable ? (
        <>
          {request ? null : <p className="text-muted mt-3">{t("listings.intro")}</p>}
          <ListingForm
            request={request}
            place={place}
            lastResult={actionData?.result}
            gaps={gaps}
            principals={principals}
          />
        </>
      ) : (
        <>
          {listedBy !== null ? (
            <p className="mt-4" data-testid="listed-by">
              {t("listings.listedBy")} <bdi>{listedBy}</bdi>. {t("listings.listedByReadOnly")}
            </p>
          ) : (
            <p className="mt-4">{t("listings.readOnly")}</p>
          )}
          <ListingReview request={request!} place={place} />
        </>
      )}
    </div>
  );
}

import { useTranslation } from "~/i18n/use-translation";
import { Link, useActionData } from "react-router";
import { AuthorityRequestForm } from "~/components/requests/authority-request-form";
import { buttonClass } from "~/components/ui/button";
import { useLocalizedPath } from "~/i18n/use-lang";
import {
  authorityFormAction,
  authorityFormLoader,
  type AuthorityFormActionData,
} from "~/lib/requests/authority-request-page.server";
import type { Route } from "./+types/authority-request-form";

export const handle = { noindex: true };

/** /forms/power-of-attorney and /forms/foreign-owner (issue 16): see app/lib/requests/authority-request-page.server.ts. */
export function loader({ request, context }: Route.LoaderArgs) {
  return authorityFormLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return authorityFormAction(request, context);
}

export default function AuthorityRequestPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const actionData = useActionData<AuthorityFormActionData>();
  const { kind, countries, submitted } = loaderData;
  const power = kind === "power_of_attorney";
  const heading = t(power ? "requests.form.powerOfAttorney" : "requests.form.foreignOwner");
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8">
      <title>{`${heading} | ${t("meta.siteName")}`}</title>
      <p>
        <Link to={to("/profile/requests")} className="font-semibold text-primary underline">
          {t("requests.myRequests")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">{heading}</h1>
      {submitted ? (
        <section
          role="status"
          aria-labelledby="submitted-title"
          data-testid="request-submitted"
          className="mt-6 grid gap-3 rounded-2xl border border-green-300 bg-green-50 p-5 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
        >
          <h2 id="submitted-title" className="text-xl font-bold">
            {t("requests.form.submitted")}
          </h2>
          <p>{t("requests.form.submittedAbout")}</p>
          <Link
            to={to("/profile/requests")}
            className={`${buttonClass({ variant: "primary", size: "md" })} w-fit`}
          >
            {t("requests.form.ok")}
          </Link>
        </section>
      ) : (
        <>
          <p className="text-muted mt-3">
            {t(power ? "requests.form.powerOfAttorneyIntro" : "requests.form.foreignOwnerIntro")}
          </p>
          <AuthorityRequestForm kind={kind} countries={countries} lastResult={actionData?.result} />
        </>
      )}
    </div>
  );
}

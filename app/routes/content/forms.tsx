import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useLocalizedPath } from "~/i18n/use-lang";

/**
 * The request forms (issue 16, product.md §2.7), each with what it needs, its documents, and how
 * long its review usually takes. The power-of-attorney and foreign-owner forms are the requests
 * module's pages (/forms/power-of-attorney, /forms/foreign-owner).
 */
const forms = [
  { id: "listing", path: "/whatadd", signIn: true, days: 5, answer: false },
  { id: "powerOfAttorney", path: "/forms/power-of-attorney", signIn: true, days: 3, answer: false },
  { id: "foreignOwner", path: "/forms/foreign-owner", signIn: true, days: 3, answer: false },
  { id: "inquiry", path: "/contact", signIn: false, days: 2, answer: true },
] as const;

export default function Forms() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      <title>{`${t("inquiries.forms.title")} | ${t("meta.siteName")}`}</title>
      <meta name="description" content={t("inquiries.forms.description")} />
      <h1 className="text-3xl font-bold">{t("inquiries.forms.title")}</h1>
      <p className="text-muted mt-3">{t("inquiries.forms.intro")}</p>
      <p className="text-muted mt-1 text-sm">{t("inquiries.forms.files")}</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {forms.map((form) => (
          <li
            key={form.id}
            className="surface border-subtle grid content-start gap-3 rounded-2xl border p-5"
            data-testid="request-form"
            data-form={form.id}
          >
            <h2 className="text-xl font-bold" id={`form-${form.id}`}>
              {t(`inquiries.forms.${form.id}.title`)}
            </h2>
            <p>{t(`inquiries.forms.${form.id}.about`)}</p>
            <dl className="grid gap-2 text-sm">
              <div>
                <dt className="font-semibold">{t("inquiries.forms.needs")}</dt>
                <dd>{t(`inquiries.forms.${form.id}.needs`)}</dd>
              </div>
              <div>
                <dt className="font-semibold">{t("inquiries.forms.documents")}</dt>
                <dd>{t(`inquiries.forms.${form.id}.documents`)}</dd>
              </div>
              <div>
                <dt className="font-semibold">{t("inquiries.forms.review")}</dt>
                <dd>
                  {t(form.answer ? "inquiries.forms.answerDays" : "inquiries.forms.reviewDays", {
                    count: form.days,
                  })}{" "}
                  {t(form.signIn ? "inquiries.forms.signIn" : "inquiries.forms.noSignIn")}
                </dd>
              </div>
            </dl>
            <Link
              to={to(form.path)}
              aria-describedby={`form-${form.id}`}
              className={`${buttonClass({ variant: "primary", size: "md" })} w-fit`}
            >
              {t(`inquiries.forms.${form.id}.start`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { getFormProps, getSelectProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Form } from "react-router";
import {
  FieldErrors,
  FieldFrame,
  FormErrors,
  FormField,
  inputClass,
  IntentButton,
} from "~/components/forms/form-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { buttonClass } from "~/components/ui/button";
import { authorityRequestFormSchema } from "~/modules/requests/authority-request-schema";
import {
  identityTypes,
  powerOfAttorneyScopes,
  requestDocuments,
  type AuthorityRequestKind,
} from "~/modules/requests/request-statuses";

type Field = FieldMetadata<string | undefined>;
export type CountryChoice = { code: string; name: string };

export const fileInputClass =
  "block w-full text-sm file:me-3 file:rounded-lg file:border-0 file:bg-primary file:px-3 file:py-2 file:font-semibold";

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-subtle grid gap-4 rounded-2xl border p-4 sm:grid-cols-2">
      <legend className="px-1 text-lg font-bold">{legend}</legend>
      {children}
    </fieldset>
  );
}

function Select({ field, label, children }: { field: Field; label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { key, ...props } = getSelectProps(field);
  return (
    <FieldFrame field={field} label={label}>
      <select key={key} {...props} className={inputClass}>
        <option value="">{t("requests.form.choose")}</option>
        {children}
      </select>
    </FieldFrame>
  );
}

/**
 * The power-of-attorney or foreign-owner request form (seed §3): the owner (for a power of
 * attorney, the principal), their nationality, country and ID checked by its type, the agent and
 * what they may do until when (a power of attorney), the contact and origin number, and one file
 * for each document the type lists. Checked by the same schema in the browser and on the server;
 * works without scripts (a plain multipart post).
 */
export function AuthorityRequestForm({
  kind,
  countries,
  lastResult,
}: {
  kind: AuthorityRequestKind;
  countries: CountryChoice[];
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(`authority-${kind}`, authorityRequestFormSchema(kind), { lastResult });
  const f = fields as unknown as Record<string, Field>;
  const power = kind === "power_of_attorney";
  const docs = requestDocuments[kind];
  const countryOptions = countries.map((c) => (
    <option key={c.code} value={c.code}>
      {c.name}
    </option>
  ));
  const idTypeOptions = identityTypes.map((type) => (
    <option key={type} value={type}>
      {t(`requests.idTypes.${type}`)}
    </option>
  ));
  const chosenScopes = new Set(
    ([] as unknown[]).concat(f.scopes?.initialValue ?? []).filter((v): v is string => typeof v === "string"),
  );
  const scopesField = f.scopes;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="mt-6 grid gap-6"
      data-testid="authority-form"
    >
      <Fieldset legend={t(power ? "requests.sections.principal" : "requests.sections.owner")}>
        <FormField
          field={f.ownerName!}
          label={t(power ? "requests.fields.principalName" : "requests.fields.ownerName")}
          dir="auto"
          autoComplete="name"
        />
        <Select field={f.nationality!} label={t("requests.fields.nationality")}>
          {countryOptions}
        </Select>
        <Select field={f.idType!} label={t("requests.fields.idType")}>
          {idTypeOptions}
        </Select>
        <FormField
          field={f.idNumber!}
          label={t("requests.fields.idNumber")}
          hint={t("requests.hints.idNumber")}
          dir="ltr"
        />
        <Select field={f.country!} label={t("requests.fields.country")}>
          {countryOptions}
        </Select>
      </Fieldset>
      {power ? (
        <>
          <Fieldset legend={t("requests.sections.agent")}>
            <FormField field={f.agentName!} label={t("requests.fields.agentName")} dir="auto" />
            <Select field={f.agentIdType!} label={t("requests.fields.agentIdType")}>
              {idTypeOptions}
            </Select>
            <FormField
              field={f.agentIdNumber!}
              label={t("requests.fields.agentIdNumber")}
              hint={t("requests.hints.idNumber")}
              dir="ltr"
            />
          </Fieldset>
          <Fieldset legend={t("requests.sections.authority")}>
            <fieldset
              className="grid gap-2"
              aria-describedby={scopesField?.errors?.length ? scopesField.errorId : undefined}
            >
              <legend className="mb-1 font-medium">{t("requests.fields.scopes")}</legend>
              {powerOfAttorneyScopes.map((scope, i) => (
                <label key={scope} className="flex min-h-10 items-center gap-2">
                  <input
                    type="checkbox"
                    // Each at its own index (scopes[0]…): one name for several boxes is no valid HTML.
                    name={`${scopesField!.name}[${i}]`}
                    value={scope}
                    defaultChecked={chosenScopes.has(scope)}
                    className="size-5"
                  />
                  {t(`requests.scopes.${scope}`)}
                </label>
              ))}
              <FieldErrors field={scopesField!} />
            </fieldset>
            <FormField
              field={f.expiresOn!}
              label={t("requests.fields.expiresOn")}
              hint={t("requests.hints.expiresOn")}
              type="date"
              dir="ltr"
            />
          </Fieldset>
        </>
      ) : null}
      <Fieldset legend={t("requests.sections.contact")}>
        <FormField
          field={f.mobile!}
          label={t("requests.fields.mobile")}
          hint={t("requests.hints.mobile")}
          type="tel"
          inputMode="tel"
          dir="ltr"
          autoComplete="tel"
        />
        <FormField
          field={f.originNumber!}
          label={`${t("requests.fields.originNumber")} ${t("requests.optional")}`}
          hint={t("requests.hints.originNumber")}
          dir="ltr"
        />
      </Fieldset>
      <section
        aria-labelledby="authority-documents"
        className="border-subtle grid gap-4 rounded-2xl border p-4"
      >
        <h2 id="authority-documents" className="text-lg font-bold">
          {t("requests.sections.documents")}
        </h2>
        <p id="authority-documents-hint" className="text-muted text-sm">
          {t("requests.hints.files")}
        </p>
        {lastResult?.status === "error" ? (
          <p className="text-sm font-medium">{t("requests.form.filesAgain")}</p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          {[...docs.required, ...docs.optional].map((doc) => {
            const field = f[doc]!;
            const required = docs.required.includes(doc);
            return (
              <div key={doc}>
                <label htmlFor={field.id} className="mb-1 block font-medium">
                  {required
                    ? t(`requests.documents.${doc}`)
                    : `${t(`requests.documents.${doc}`)} ${t("requests.optional")}`}
                </label>
                <input
                  id={field.id}
                  name={field.name}
                  type="file"
                  required={required}
                  accept="image/jpeg,image/png,image/webp,application/pdf"
                  aria-describedby={
                    field.errors?.length
                      ? `authority-documents-hint ${field.errorId}`
                      : "authority-documents-hint"
                  }
                  aria-invalid={field.errors?.length ? true : undefined}
                  className={fileInputClass}
                />
                <FieldErrors field={field} />
              </div>
            );
          })}
        </div>
      </section>
      <FormErrors id={form.errorId} errors={form.errors} />
      <IntentButton
        intent="submit"
        className={`${buttonClass({ variant: "primary", size: "md" })} justify-self-start`}
      >
        {t("requests.form.submit")}
      </IntentButton>
    </Form>
  );
}

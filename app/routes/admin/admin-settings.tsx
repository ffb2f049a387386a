import { getFormProps, getInputProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/use-translation";
import type { z } from "zod";
import { data, Form, redirect, useActionData } from "react-router";
import {
  FieldErrors,
  FormErrors,
  HiddenField,
  inputClass,
  IntentButton,
} from "~/components/forms/form-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { buttonClass } from "~/components/ui/button";
import { getRequestInfo, getServices } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { formatDate } from "~/i18n/format";
import { translate } from "~/i18n/instances.server";
import { useLang } from "~/i18n/use-lang";
import { requireCommitteePage } from "~/lib/account-request.server";
import { AppError, errorCodes } from "~/lib/errors";
import { hasAnyRole } from "~/modules/accounts/roles";
import { SettingsSchema, type Settings } from "~/modules/settings/settings-schema";
import { readSettings, updateSettings } from "~/modules/settings/settings.server";
import type { Route } from "./+types/admin-settings";

export const handle = { noindex: true };

type ActionData = { result: SubmissionResult<string[]> };

/** The form's fields as Conform sees them (the schema's preprocessing hides their shape from its types). */
type FormSchema = z.ZodType<
  Record<string, unknown>,
  Record<string, unknown> & {
    incrementBands: { upToRiyals?: string; incrementRiyals: string }[];
    holidays: string[];
  } & Record<
      | "announcementDays"
      | "antiSnipingWindowMinutes"
      | "antiSnipingExtensionMinutes"
      | "antiSnipingCapMinutes"
      | "commissionRatePercent"
      | "depositRatePercent"
      | "paymentWorkingDays"
      | "nextBidderOfferHours"
      | "fourEyesTransferRiyals"
      | "fourEyesWithdrawalRiyals"
      | "fourEyesRefundRiyals",
      string
    >
>;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireCommitteePage(request, context);
  const settings = await readSettings(getServices(context).database.db);
  return {
    settings,
    canEdit: hasAnyRole(user.roles, ["admin"]),
    saved: new URL(request.url).searchParams.get("saved") === "1",
  };
}

/**
 * The form as submitted, its holiday edits applied for the schema to check: a "Remove <date>"
 * button drops that date; otherwise the "add a public holiday" field joins the list.
 */
function withHolidayEdits(form: FormData): FormData {
  const out = new FormData();
  const removed = form.get("removeHoliday");
  let count = 0;
  for (const [name, value] of form) {
    if (typeof value !== "string" || ["newHoliday", "removeHoliday", "intent"].includes(name)) continue;
    if (/^holidays\[\d+\]$/.test(name)) {
      if (value !== removed) out.append(`holidays[${count++}]`, value);
    } else out.append(name, value);
  }
  const added = String(form.get("newHoliday") ?? "").trim();
  if (added && removed === null) out.append(`holidays[${count}]`, added);
  return out;
}

/** Only an admin changes the settings (the committee reads them); audited by the settings module. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireCommitteePage(request, context);
  if (!hasAnyRole(user.roles, ["admin"])) throw data(null, { status: 403 });
  const { lang } = getRequestInfo(context);
  const submission = parseWithZod(withHolidayEdits(await request.formData()), { schema: SettingsSchema });
  if (submission.status !== "success")
    return data<ActionData>({ result: submission.reply() }, { status: 400 });
  try {
    await updateSettings({
      db: getServices(context).database.db,
      actorUserId: user.id,
      input: submission.value,
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const message = translate(lang, errorCodes[error.code].message);
    return data<ActionData>(
      { result: submission.reply({ formErrors: [message] }) },
      { status: error.status },
    );
  }
  throw redirect(`${localizePath("/admin/settings", lang)}?saved=1`);
}

/** The settings as the form's initial values: every band, then an empty row to add one. */
function formValues(settings: Settings) {
  return {
    ...settings,
    incrementBands: [
      ...settings.incrementBands.map((band) => ({
        upToRiyals: band.upToRiyals === undefined ? "" : String(band.upToRiyals),
        incrementRiyals: String(band.incrementRiyals),
      })),
      { upToRiyals: "", incrementRiyals: "" },
    ],
  };
}

/** A labelled number field (Arabic or Latin digits), its errors tied to it. */
function NumberInput({
  field,
  label,
  className = "",
}: {
  field: FieldMetadata<unknown>;
  label: string;
  className?: string;
}) {
  const { key, ...props } = getInputProps(field as FieldMetadata<string>, { type: "text" });
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={field.id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input key={key} {...props} inputMode="decimal" dir="ltr" autoComplete="off" className={inputClass} />
      <FieldErrors field={field} />
    </div>
  );
}

function Section({
  id,
  title,
  hint,
  disabled,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  disabled: boolean;
  children: React.ReactNode;
}) {
  return (
    <fieldset
      disabled={disabled}
      className="surface border-subtle grid gap-4 rounded-2xl border p-5"
      aria-describedby={hint ? `${id}-hint` : undefined}
    >
      <legend className="px-1 text-lg font-bold">{title}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-muted text-sm">
          {hint}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}

/** Saved values are shown as saved: the form starts again from them whenever they change. */
export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  return <SettingsForm key={JSON.stringify(loaderData.settings)} loaderData={loaderData} />;
}

function SettingsForm({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { t } = useTranslation();
  const lang = useLang();
  const { settings, canEdit, saved } = loaderData;
  const actionData = useActionData<ActionData>();
  const [form, fields] = useSchemaForm("settings", SettingsSchema as unknown as FormSchema, {
    lastResult: actionData?.result,
    defaultValue: formValues(settings) as never,
  });
  const bands = fields.incrementBands.getFieldList();
  const holidays = fields.holidays.getFieldList();
  return (
    <section aria-labelledby="settings-title">
      <title>{`${t("adminSettings.title")} | ${t("admin.title")} | ${t("meta.siteName")}`}</title>
      <h2 id="settings-title" className="text-2xl font-bold">
        {t("adminSettings.title")}
      </h2>
      <p className="text-muted mt-1">{t("adminSettings.intro")}</p>
      <p
        role="status"
        className="mt-4 rounded-lg border border-green-300 bg-green-50 p-3 font-medium text-green-900 empty:hidden dark:border-green-800 dark:bg-green-950 dark:text-green-100"
      >
        {saved ? t("adminSettings.saved") : null}
      </p>
      {canEdit ? null : <p className="mt-4 font-medium">{t("adminSettings.readOnly")}</p>}
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-6">
        {/* The default button: Enter in any field saves (the "Remove" buttons come first otherwise). */}
        {canEdit ? <button type="submit" name="intent" value="save" hidden tabIndex={-1} /> : null}
        <Section
          disabled={!canEdit}
          id="ladder"
          title={t("adminSettings.sections.ladder")}
          hint={t("adminSettings.sections.ladderHint")}
        >
          <ol className="grid gap-4">
            {bands.map((band, i) => {
              const cells = band.getFieldset();
              const last = i === bands.length - 1;
              return (
                <li key={band.key} className="grid gap-2">
                  <p className="font-semibold" id={`band-${i}`}>
                    {last
                      ? t("adminSettings.fields.newBand")
                      : t("adminSettings.fields.band", { number: i + 1 })}
                  </p>
                  <div role="group" aria-labelledby={`band-${i}`} className="grid gap-3 sm:grid-cols-2">
                    <NumberInput field={cells.upToRiyals} label={t("adminSettings.fields.upTo")} />
                    <NumberInput field={cells.incrementRiyals} label={t("adminSettings.fields.increment")} />
                  </div>
                  <FieldErrors field={band} />
                </li>
              );
            })}
          </ol>
          <FieldErrors field={fields.incrementBands} />
        </Section>
        <Section disabled={!canEdit} id="announcement" title={t("adminSettings.sections.announcement")}>
          <NumberInput
            field={fields.announcementDays}
            label={t("adminSettings.fields.announcementDays")}
            className="sm:max-w-xs"
          />
        </Section>
        <Section disabled={!canEdit} id="anti-sniping" title={t("adminSettings.sections.antiSniping")}>
          <div className="grid gap-3 sm:grid-cols-3">
            <NumberInput
              field={fields.antiSnipingWindowMinutes}
              label={t("adminSettings.fields.windowMinutes")}
            />
            <NumberInput
              field={fields.antiSnipingExtensionMinutes}
              label={t("adminSettings.fields.extensionMinutes")}
            />
            <NumberInput field={fields.antiSnipingCapMinutes} label={t("adminSettings.fields.capMinutes")} />
          </div>
        </Section>
        <Section disabled={!canEdit} id="rates" title={t("adminSettings.sections.rates")}>
          <div className="grid gap-3 sm:grid-cols-2">
            <NumberInput field={fields.commissionRatePercent} label={t("adminSettings.fields.commission")} />
            <NumberInput field={fields.depositRatePercent} label={t("adminSettings.fields.deposit")} />
          </div>
        </Section>
        <Section
          disabled={!canEdit}
          id="deadline"
          title={t("adminSettings.sections.deadline")}
          hint={t("adminSettings.sections.deadlineHint")}
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <NumberInput field={fields.paymentWorkingDays} label={t("adminSettings.fields.workingDays")} />
            <NumberInput
              field={fields.nextBidderOfferHours}
              label={t("adminSettings.fields.nextBidderOfferHours")}
            />
          </div>
          <div className="grid gap-3">
            <h3 className="font-semibold">{t("adminSettings.sections.holidays")}</h3>
            {holidays.length === 0 ? (
              <p className="text-muted">{t("adminSettings.fields.noHolidays")}</p>
            ) : null}
            <ul className="grid gap-2" data-testid="holidays">
              {holidays.map((day) => {
                const value = String(day.initialValue ?? "");
                const shown = /^\d{4}-\d{2}-\d{2}$/.test(value)
                  ? formatDate(new Date(`${value}T12:00:00Z`), lang)
                  : value;
                return (
                  <li key={day.key} className="flex flex-wrap items-center gap-3">
                    <HiddenField field={day as FieldMetadata<string | undefined>} />
                    <time dateTime={value} className="font-medium">
                      {shown}
                    </time>
                    {canEdit ? (
                      <button
                        type="submit"
                        name="removeHoliday"
                        value={value}
                        className={buttonClass({ variant: "danger", size: "sm" })}
                      >
                        {t("adminSettings.fields.removeHoliday", { date: shown })}
                      </button>
                    ) : null}
                    <FieldErrors field={day} />
                  </li>
                );
              })}
            </ul>
            <FieldErrors field={fields.holidays} />
            {canEdit ? (
              <div className="sm:max-w-xs">
                <label htmlFor="new-holiday" className="mb-1 block text-sm font-medium">
                  {t("adminSettings.fields.newHoliday")}
                </label>
                <input id="new-holiday" name="newHoliday" type="date" dir="ltr" className={inputClass} />
              </div>
            ) : null}
          </div>
        </Section>
        <Section
          disabled={!canEdit}
          id="four-eyes"
          title={t("adminSettings.sections.fourEyes")}
          hint={t("adminSettings.sections.fourEyesHint")}
        >
          <div className="grid gap-3 sm:grid-cols-3">
            <NumberInput
              field={fields.fourEyesTransferRiyals}
              label={t("adminSettings.fields.transferThreshold")}
            />
            <NumberInput
              field={fields.fourEyesWithdrawalRiyals}
              label={t("adminSettings.fields.withdrawalThreshold")}
            />
            <NumberInput
              field={fields.fourEyesRefundRiyals}
              label={t("adminSettings.fields.refundThreshold")}
            />
          </div>
        </Section>
        <FormErrors id={form.errorId} errors={form.errors} />
        {canEdit ? (
          <IntentButton
            intent="save"
            className={`${buttonClass({ variant: "primary", size: "md" })} justify-self-start`}
          >
            {t("adminSettings.save")}
          </IntentButton>
        ) : null}
      </Form>
    </section>
  );
}

import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { runWrite } from "~/modules/notifications/effects.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/use-translation";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { FormErrors } from "~/components/forms/form-field";
import {
  Fieldset,
  PropertyFields,
  Select,
  TextArea,
  useFieldMakers,
  type PropertyField,
} from "~/components/forms/property-fields";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { buttonClass } from "~/components/ui/button";
import { getRequestInfo, getServices } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { translate } from "~/i18n/instances.server";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { requireCommitteePage } from "~/lib/account-request.server";
import { AppError, errorCodes } from "~/lib/errors";
import { AuctionFormSchema, fromForm } from "~/modules/auctions/auction-edit-schema";
import {
  auctionFormValues,
  getAdminAuction,
  listAuctionFormChoices,
} from "~/modules/auctions/list-admin-auctions.server";
import { readAnnouncementDays } from "~/modules/settings/settings.server";
import { disclosureField, disclosureQuestions } from "~/modules/auctions/disclosures";
import { publishAuctionAndTellOwner } from "~/modules/bidding/publish-with-notice.server";
import { createAuctionDraft, updateAuction } from "~/modules/auctions/save-auction.server";
import { countRegistrations } from "~/modules/bidding/count-registrations.server";
import type { Route } from "./+types/admin-auctions-edit";
import { AuctionFiles, type FilesNotice } from "~/components/admin/auction-files-panel";

export const handle = { noindex: true };

type ActionData = {
  intent: "save" | "publish";
  result?: SubmissionResult<string[]>;
  missing?: string[];
};

/** The auction's id from the path, or null on /admin/auctions/new; 404 for anything else. */
function auctionIdOf(params: { id?: string }): number | null {
  if (params.id === undefined || params.id === "new") return null;
  if (!/^[1-9]\d{0,9}$/.test(params.id) || Number(params.id) > 2_147_483_647)
    throw data(null, { status: 404 });
  return Number(params.id);
}

/**
 * /admin/auctions/new and /admin/auctions/:id: the whole auction as one form (the property, its
 * texts in both languages, the terms and the times in Riyadh time), checked by the schema the API
 * uses; then its photos and documents, and publishing. What may still change follows its state
 * (product.md §2.10); the domain refuses the rest and the form says why.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireCommitteePage(request, context);
  const db = getServices(context).database.db;
  const id = auctionIdOf(params);
  const choices = await listAuctionFormChoices(db);
  const url = new URL(request.url);
  const done = url.searchParams.get("done");
  const notice = (
    [
      "created",
      "saved",
      "savedRules",
      "published",
      "photoAdded",
      "documentAdded",
      "fileRemoved",
      "photoChanged",
    ] as const
  ).find((n) => n === done);
  const fileError = url.searchParams.get("fileError");
  if (id === null)
    return { auction: null, values: null, choices, notice: null, announcementDays: 0, fileError: null };
  const auction = await getAdminAuction(db, id);
  if (!auction) throw data(null, { status: 404 });
  const announcementDays = await db.transaction((tx) => readAnnouncementDays(tx));
  return {
    auction: {
      id: auction.auction.id,
      status: auction.auction.status,
      bidCount: auction.auction.bidCount,
      assetNumber: auction.property.assetNumber,
      specialRulesVersion: auction.auction.specialRulesVersion,
      registrations:
        auction.auction.status === "draft" ? 0 : await db.transaction((tx) => countRegistrations(tx, id)),
      photos: auction.photos,
      documents: auction.documents,
    },
    values: auctionFormValues(auction),
    choices,
    notice: notice ? ({ kind: notice, version: auction.auction.specialRulesVersion } as FilesNotice) : null,
    announcementDays,
    fileError: fileError && /^[a-zA-Z.]{1,80}$/.test(fileError) ? fileError : null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireCommitteePage(request, context);
  const db = getServices(context).database.db;
  const { lang } = getRequestInfo(context);
  const id = auctionIdOf(params);
  const form = await request.formData();
  const intent = form.get("intent") === "publish" && id !== null ? "publish" : "save";
  const page = (done: string, auctionId: number) =>
    `${localizePath(`/admin/auctions/${auctionId}`, lang)}?done=${done}`;
  if (intent === "publish") {
    try {
      await runWrite(getServices(context), (db) =>
        publishAuctionAndTellOwner({ db, actorUserId: user.id, auctionId: id! }),
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const missing = (error.details?.issues ?? []).map((i) => translate(lang, i.message));
      return data<ActionData>(
        { intent, missing: missing.length ? missing : [translate(lang, errorCodes[error.code].message)] },
        { status: error.status },
      );
    }
    throw redirect(page("published", id!));
  }
  const submission = parseWithZod(form, { schema: AuctionFormSchema });
  if (submission.status !== "success")
    return data<ActionData>({ intent, result: submission.reply() }, { status: 400 });
  const edit = fromForm(submission.value);
  try {
    if (id === null) {
      const created = await createAuctionDraft({ db, actorUserId: user.id, edit });
      throw redirect(page("created", created.auctionId));
    }
    const saved = await updateAuction({
      db,
      actorUserId: user.id,
      auctionId: id,
      edit,
      newRulesVersion: form.get("newRulesVersion") === "on",
      countRegistrations,
    });
    const before = Number(form.get("rulesVersion"));
    throw redirect(page(saved.specialRulesVersion !== before ? "savedRules" : "saved", id));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of error.details?.issues ?? [])
      (fieldErrors[issue.path] ??= []).push(translate(lang, issue.message));
    return data<ActionData>(
      {
        intent,
        result: submission.reply({
          formErrors: [translate(lang, errorCodes[error.code].message)],
          fieldErrors,
        }),
      },
      { status: error.status },
    );
  }
}

type Field = PropertyField;

function stageOf(auction: { status: string; bidCount: number; registrations: number } | null) {
  if (!auction || auction.status === "draft") return "draft";
  if (auction.status === "finished" || auction.status === "cancelled") return "closed";
  if (auction.bidCount > 0 || auction.status === "current") return "locked";
  return auction.registrations > 0 ? "registered" : "open";
}

export default function AdminAuctionEdit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const navigation = useNavigation();
  const actionData = useActionData<ActionData>();
  const { auction, values, choices, notice, announcementDays, fileError } = loaderData;
  const [form, fields] = useSchemaForm(`auction-${auction?.id ?? "new"}`, AuctionFormSchema, {
    lastResult: actionData?.intent === "save" ? actionData.result : undefined,
    defaultValue: values ?? {
      commissionPercent: "2.5",
      extensionWindowMinutes: "5",
      extensionMinutes: "5",
      extensionCapMinutes: "120",
    },
  });
  const name = (ar: string, en: string) => (lang === "ar" ? ar : en);
  const stage = stageOf(auction);
  const busy = navigation.state === "submitting";
  const heading = auction
    ? t("adminAuctions.editTitle", { asset: `\u2068${auction.assetNumber}\u2069` })
    : t("adminAuctions.createTitle");
  const f = fields as unknown as Record<string, Field>;
  const { input, number } = useFieldMakers(f, "adminAuctions");
  return (
    <section aria-labelledby="auction-edit-title">
      <title>{`${heading} | ${t("admin.title")} | ${t("meta.siteName")}`}</title>
      <p>
        <Link to={to("/admin/auctions")} className="font-semibold text-primary underline">
          {t("adminAuctions.back")}
        </Link>
      </p>
      <h2 id="auction-edit-title" className="mt-2 text-2xl font-bold">
        {heading}
      </h2>
      {auction ? (
        <p className="text-muted mt-1">
          {t(`status.${auction.status}`)} ·{" "}
          {t("adminAuctions.rulesVersion", { version: auction.specialRulesVersion })}
        </p>
      ) : null}
      <p className="mt-2">{t(`adminAuctions.stage.${stage}`)}</p>
      <p
        role="status"
        data-testid="auction-notice"
        className="mt-4 rounded-lg border border-green-300 bg-green-50 p-3 font-medium text-green-900 empty:hidden dark:border-green-800 dark:bg-green-950 dark:text-green-100"
      >
        {notice
          ? t(`adminAuctions.${notice.kind}`, {
              asset: auction ? `\u2068${auction.assetNumber}\u2069` : "",
              version: notice.version,
            })
          : null}
      </p>

      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-6">
        {auction ? <input type="hidden" name="rulesVersion" value={auction.specialRulesVersion} /> : null}
        <PropertyFields
          fields={f}
          ns="adminAuctions"
          places={choices}
          boundaries="bilingual"
          locationExtra={
            <Select
              field={f.sellingAgentId!}
              label={t("adminAuctions.fields.sellingAgentId")}
              placeholder={t("adminAuctions.choose")}
            >
              {choices.agents.map((a) => (
                <option key={a.id} value={String(a.id)}>
                  {name(a.nameAr, a.nameEn)}
                </option>
              ))}
            </Select>
          }
        />
        <Fieldset legend={t("adminAuctions.sections.rega")}>
          {input("advertisementLicenseNumber", { dir: "ltr" })}
          {input("liveVideoUrl", { dir: "ltr", hint: t("adminAuctions.hints.liveVideoUrl") })}
          {disclosureQuestions.map((q) => (
            <div key={q} className="grid gap-3 sm:col-span-2 sm:grid-cols-3">
              <Select
                field={f[disclosureField(q)]!}
                label={t(`adminAuctions.fields.${disclosureField(q)}`)}
                placeholder={t("adminAuctions.choose")}
              >
                <option value="yes">{t("adminAuctions.answers.yes")}</option>
                <option value="no">{t("adminAuctions.answers.no")}</option>
              </Select>
              {input(disclosureField(q, "Ar"), { dir: "rtl" })}
              {input(disclosureField(q, "En"), { dir: "ltr" })}
            </div>
          ))}
          <TextArea
            field={f.disclosureSurveyAr!}
            label={t("adminAuctions.fields.disclosureSurveyAr")}
            dir="rtl"
          />
          <TextArea
            field={f.disclosureSurveyEn!}
            label={t("adminAuctions.fields.disclosureSurveyEn")}
            dir="ltr"
          />
        </Fieldset>
        <Fieldset legend={t("adminAuctions.sections.terms")}>
          {number("openingPrice")}
          {number("bidIncrement", t("adminAuctions.hints.bidIncrement"))}
          {number("deposit", t("adminAuctions.hints.deposit"))}
          {number("valuedPrice")}
          {number("reservePrice", t("adminAuctions.hints.reservePrice"))}
          {number("commissionPercent")}
          {number("extensionWindowMinutes")}
          {number("extensionMinutes")}
          {number("extensionCapMinutes")}
          <div className="flex items-start gap-2 sm:col-span-2">
            <input
              key={f.hybrid!.key}
              id={f.hybrid!.id}
              name={f.hybrid!.name}
              type="checkbox"
              value="on"
              defaultChecked={f.hybrid!.initialValue === "on"}
              aria-describedby={`${f.hybrid!.id}-hint`}
              className="mt-1 size-5 shrink-0 accent-[var(--primary)]"
            />
            <div>
              <label htmlFor={f.hybrid!.id} className="font-medium">
                {t("adminAuctions.fields.hybrid")}
              </label>
              <p id={`${f.hybrid!.id}-hint`} className="text-muted text-sm">
                {t("adminAuctions.hints.hybrid")}
              </p>
            </div>
          </div>
        </Fieldset>
        <Fieldset legend={t("adminAuctions.sections.times")}>
          {input("startsAt", { type: "datetime-local", dir: "ltr", hint: t("adminAuctions.hints.times") })}
          {input("endsAt", { type: "datetime-local", dir: "ltr", hint: t("adminAuctions.hints.times") })}
        </Fieldset>
        {stage === "registered" ? (
          <div className="flex items-start gap-2">
            <input
              id="new-rules-version"
              name="newRulesVersion"
              type="checkbox"
              aria-describedby="new-rules-version-hint"
              className="mt-1 size-5"
            />
            <div>
              <label htmlFor="new-rules-version" className="font-medium">
                {t("adminAuctions.fields.newRulesVersion")}
              </label>
              <p id="new-rules-version-hint" className="text-muted text-sm">
                {t("adminAuctions.hints.newRulesVersion")}
              </p>
            </div>
          </div>
        ) : null}
        <FormErrors id={form.errorId} errors={form.errors} />
        {stage !== "closed" ? (
          <button
            type="submit"
            name="intent"
            value="save"
            disabled={busy}
            className={`${buttonClass({ variant: "primary", size: "md" })} justify-self-start`}
          >
            {t(auction ? "adminAuctions.save" : "adminAuctions.create")}
          </button>
        ) : null}
      </Form>

      {auction ? <AuctionFiles auction={auction} stage={stage} fileError={fileError} /> : null}

      {auction?.status === "draft" ? (
        <section aria-labelledby="publish-title" className="border-subtle mt-8 rounded-2xl border p-4">
          <h3 id="publish-title" className="text-lg font-bold">
            {t("adminAuctions.sections.publish")}
          </h3>
          <p className="text-muted mt-1">{t("adminAuctions.publish.intro", { count: announcementDays })}</p>
          <div role="alert" className="empty:hidden">
            {actionData?.intent === "publish" && actionData.missing?.length ? (
              <div className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
                <p className="font-semibold">{t("adminAuctions.publish.refused")}</p>
                <ul className="ms-5 mt-1 list-disc" data-testid="publish-missing">
                  {actionData.missing.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
          <Form method="post" className="mt-3">
            <button
              type="submit"
              name="intent"
              value="publish"
              disabled={busy}
              className={buttonClass({ variant: "primary", size: "md" })}
            >
              {t("adminAuctions.publish.submit")}
            </button>
          </Form>
        </section>
      ) : null}
    </section>
  );
}

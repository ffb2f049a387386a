import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { getRequestInfo, getServices } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { translate } from "~/i18n/instances.server";
import { requirePageUser } from "~/lib/account-request.server";
import { AppError, errorCodes } from "~/lib/errors";
import { runWrite } from "~/modules/notifications/effects.server";
import {
  authorityRequestFormSchema,
  chosenDocuments,
  fieldNamesOf,
  type AuthorityRequestFields,
} from "~/modules/requests/authority-request-schema";
import { submitAuthorityRequest } from "~/modules/requests/authority-requests.server";
import { countryChoices } from "~/modules/requests/countries";
import { authorityDocumentKinds, type AuthorityRequestKind } from "~/modules/requests/request-statuses";
import { storageFromConfig } from "~/storage/storage-from-config.server";

type Context = Readonly<RouterContextProvider>;

/** The form's path (without the language prefix) for each kind, and back. */
export const formPaths: Record<AuthorityRequestKind, string> = {
  power_of_attorney: "/forms/power-of-attorney",
  foreign_owner: "/forms/foreign-owner",
};

function kindOf(request: Request): AuthorityRequestKind {
  return new URL(request.url).pathname.endsWith(formPaths.foreign_owner)
    ? "foreign_owner"
    : "power_of_attorney";
}

/** The signed-in user with a confirmed phone: a guest signs in, an unconfirmed phone is confirmed first. */
function requireRequester(request: Request, context: Context) {
  const user = requirePageUser(request, context);
  if (!user.phoneVerified) {
    const { lang } = getRequestInfo(context);
    const url = new URL(request.url);
    throw redirect(
      `${localizePath("/verify", lang)}?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`,
    );
  }
  return user;
}

/**
 * /forms/power-of-attorney and /forms/foreign-owner (issue 16): the request's form with the
 * countries named in the page's language; `?done=submitted` shows the seed's confirmation with OK.
 */
export function authorityFormLoader(request: Request, context: Context) {
  requireRequester(request, context);
  const { lang } = getRequestInfo(context);
  const kind = kindOf(request);
  const submitted = new URL(request.url).searchParams.get("done") === "submitted";
  return { kind, countries: countryChoices(lang), submitted };
}

export type AuthorityFormActionData = { result: SubmissionResult<string[]> };

export async function authorityFormAction(request: Request, context: Context) {
  const user = requireRequester(request, context);
  const services = getServices(context);
  const { lang } = getRequestInfo(context);
  const kind = kindOf(request);
  const submission = parseWithZod(await request.formData(), { schema: authorityRequestFormSchema(kind) });
  // Files are never sent back to the browser: the form asks for them again.
  const hideFields = [...authorityDocumentKinds];
  if (submission.status !== "success")
    return data<AuthorityFormActionData>({ result: submission.reply({ hideFields }) }, { status: 400 });
  const value = submission.value as Record<string, unknown>;
  const fields = Object.fromEntries(
    fieldNamesOf[kind].map((name) => [name, value[name]]),
  ) as AuthorityRequestFields;
  try {
    const documents = await Promise.all(
      chosenDocuments(value).map(async ({ kind: docKind, file }) => ({
        kind: docKind,
        file: { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
      })),
    );
    await runWrite(services, (db) =>
      submitAuthorityRequest(
        { db, storage: storageFromConfig(services.config) },
        { requesterUserId: user.id, kind, fields, documents },
      ),
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of error.details?.issues ?? [])
      (fieldErrors[issue.path] ??= []).push(translate(lang, issue.message));
    const field = error.details?.field;
    if (field) (fieldErrors[field] ??= []).push(translate(lang, errorCodes[error.code].message));
    return data<AuthorityFormActionData>(
      {
        result: submission.reply({
          fieldErrors,
          formErrors: [translate(lang, errorCodes[error.code].message)],
          hideFields,
        }),
      },
      { status: error.status },
    );
  }
  throw redirect(`${localizePath(formPaths[kind], lang)}?done=submitted`);
}

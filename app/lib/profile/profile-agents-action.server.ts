import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data, redirect, type RouterContextProvider } from "react-router";
import { getRequestInfo, getServices } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { translate } from "~/i18n/instances.server";
import { requirePageUser } from "~/lib/account-request.server";
import { AppError, errorCodes } from "~/lib/errors";
import { isUuid } from "~/lib/uuid";
import { requireVerifiedPhone } from "~/modules/accounts/guards";
import { answerAgency, inviteAgency, revokeAgency } from "~/modules/agents/agencies.server";
import { createAgencyInviteSchema } from "~/modules/agents/agency-schema";
import { runWrite } from "~/modules/notifications/effects.server";

type Context = Readonly<RouterContextProvider>;

export const agencyIntents = ["invite", "confirm", "decline", "revoke"] as const;
export type AgencyIntent = (typeof agencyIntents)[number];

/** What /profile/agents' forms hear back: the invitation's fields, or a row's refusal. */
export type AgencyActionData = {
  intent: AgencyIntent;
  result?: SubmissionResult<string[]>;
  /** The row a refusal belongs to, and its text in the page's language. */
  id?: string;
  message?: string;
};

/** Errors that belong next to one field of the invitation. */
const fieldOf: Partial<Record<AppError["code"], string>> = {
  AGENCY_USER_NOT_FOUND: "phone",
  AGENCY_SELF: "phone",
  AGENCY_EXISTS: "phone",
  AGENCY_POA_INVALID: "powerOfAttorneyId",
};

/**
 * The page's POSTs: an invitation (the shared schema, refusals beside their fields), and each
 * row's answer or revocation. Success redirects back with a notice (post, redirect, get), so a
 * reload never sends twice; every answer works without JavaScript.
 */
export async function agentsAction(request: Request, context: Context) {
  const user = requirePageUser(request, context);
  const services = getServices(context);
  const { lang } = getRequestInfo(context);
  const now = services.database.clock.now();
  const form = await request.formData();
  const intent = String(form.get("intent")) as AgencyIntent;
  if (!agencyIntents.includes(intent)) throw data(null, { status: 400 });
  const back = (notice: string) => redirect(`${localizePath("/profile/agents", lang)}?notice=${notice}`);
  const text = (error: AppError) => translate(lang, errorCodes[error.code].message);

  if (intent === "invite") {
    const submission = parseWithZod(form, { schema: createAgencyInviteSchema(() => now) });
    if (submission.status !== "success")
      return data<AgencyActionData>({ intent, result: submission.reply() }, { status: 400 });
    try {
      requireVerifiedPhone(user);
      await runWrite(services, (db) => inviteAgency({ db, userId: user.id, input: submission.value, now }));
      return back("invited");
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const field = fieldOf[error.code];
      return data<AgencyActionData>(
        {
          intent,
          result: submission.reply(
            field ? { fieldErrors: { [field]: [text(error)] } } : { formErrors: [text(error)] },
          ),
        },
        { status: error.status },
      );
    }
  }

  const id = String(form.get("id") ?? "");
  if (!isUuid(id)) throw data(null, { status: 404 });
  try {
    if (intent === "revoke") {
      await runWrite(services, (db) => revokeAgency({ db, userId: user.id, agencyId: id, now }));
    } else {
      requireVerifiedPhone(user);
      await runWrite(services, (db) =>
        answerAgency({ db, userId: user.id, agencyId: id, answer: intent, now }),
      );
    }
    return back(intent);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "NOT_FOUND") throw data(null, { status: 404 });
    return data<AgencyActionData>({ intent, id, message: text(error) }, { status: error.status });
  }
}

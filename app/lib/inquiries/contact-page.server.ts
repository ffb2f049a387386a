import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { getRequestInfo, getServices } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { authRequest } from "~/lib/account-request.server";
import { describeUser } from "~/modules/accounts/describe-users.server";
import { formatSaudiPhoneLocal } from "~/modules/accounts/phone";
import { inquiryDeps } from "~/modules/inquiries/inquiry-deps.server";
import { checkInquiryForm, issueFormToken } from "~/modules/inquiries/inquiry-guard.server";
import { InquiryFormSchema } from "~/modules/inquiries/inquiry-schema";
import { listOwnInquiries, submitInquiry } from "~/modules/inquiries/inquiries.server";

type Context = Readonly<RouterContextProvider>;

/** A reference as the confirmation repeats it from the query string: "IQ-" and 8 hex digits. */
const REFERENCE = /^IQ-[0-9A-F]{8}$/;

/**
 * /contact (issue 16): the inquiry form, prefilled with a signed-in user's name, mobile and
 * e-mail, with that user's latest inquiries and their answers below it; `?sent=IQ-…` shows the
 * seed's confirmation ("Request submitted successfully", OK).
 */
export async function contactLoader(request: Request, context: Context) {
  const services = getServices(context);
  const { user } = getRequestInfo(context);
  const deps = inquiryDeps(services);
  const sent = new URL(request.url).searchParams.get("sent");
  const me = user ? await describeUser(deps.db, user.id) : null;
  return {
    formToken: issueFormToken(deps.secret, deps.now()),
    sent: sent && REFERENCE.test(sent) ? sent : null,
    prefill: me ? { fullName: me.name, phone: formatSaudiPhoneLocal(me.phone), email: me.email } : null,
    mine: user ? await listOwnInquiries(deps.db, user.id) : [],
  };
}

export type ContactActionData = { result: SubmissionResult<string[]> };

export async function contactAction(request: Request, context: Context) {
  const services = getServices(context);
  const info = getRequestInfo(context);
  const auth = authRequest(request, context);
  const deps = inquiryDeps(services);
  const submission = parseWithZod(await request.formData(), { schema: InquiryFormSchema });
  if (submission.status !== "success")
    return data<ContactActionData>({ result: submission.reply() }, { status: 400 });
  const { website, formToken, ...input } = submission.value;
  const check = checkInquiryForm(deps.secret, { website, formToken }, deps.now());
  if (check !== "ok")
    return data<ContactActionData>(
      { result: submission.reply({ formErrors: [`inquiries.contact.refused.${check}`] }) },
      { status: 400 },
    );
  let reference: string;
  try {
    const inquiry = await submitInquiry(deps, {
      input,
      userId: info.user?.id ?? null,
      lang: info.lang,
      clientIp: info.clientIp ?? null,
    });
    reference = inquiry.reference;
  } catch (error) {
    return auth.fail(submission, error);
  }
  throw redirect(`${localizePath("/contact", info.lang)}?sent=${reference}`);
}

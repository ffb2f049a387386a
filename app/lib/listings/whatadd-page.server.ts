import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { getRequestInfo, getServices } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { translate } from "~/i18n/instances.server";
import { requirePageUser } from "~/lib/account-request.server";
import { AppError, errorCodes } from "~/lib/errors";
import { isUuid } from "~/lib/uuid";
import { describeUsers } from "~/modules/accounts/describe-users.server";
import { principalsForListing } from "~/modules/agents/agencies.server";
import { listAuctionFormChoices } from "~/modules/auctions/list-admin-auctions.server";
import { ListingFormSchema, listingFieldNames } from "~/modules/listings/listing-request-schema";
import {
  addListingFiles,
  arrangeListingFile,
  getListingRequestForRequesterOrPrincipal,
  listingGaps,
  saveListingDraft,
  submitListingRequest,
} from "~/modules/listings/listing-requests.server";
import { editableStatuses, listingDocumentKinds } from "~/modules/listings/listing-statuses";
import { runWrite } from "~/modules/notifications/effects.server";
import { storageFromConfig } from "~/storage/storage-from-config.server";

type Context = Readonly<RouterContextProvider>;

/** The signed-in user with a confirmed phone: a guest signs in, an unconfirmed phone is confirmed first. */
function requireLister(request: Request, context: Context) {
  const user = requirePageUser(request, context);
  if (!user.phoneVerified) {
    const { lang } = getRequestInfo(context);
    const url = new URL(request.url);
    const back = `${url.pathname}${url.search}`;
    throw redirect(`${localizePath("/verify", lang)}?redirectTo=${encodeURIComponent(back)}`);
  }
  return user;
}

/**
 * /whatadd (issue 15, seed "Request submission"): a new listing request, or `?id=` one of mine —
 * editable while a draft or sent back with changes asked, read-only otherwise. `?done=submitted`
 * shows the seed's confirmation with OK; `?check=1` shows what a new request still lacked when
 * it was first sent.
 */
export async function whataddLoader(request: Request, context: Context) {
  const user = requireLister(request, context);
  const { db } = getServices(context).database;
  const url = new URL(request.url);
  const id = url.searchParams.get("id");
  const choices = await listAuctionFormChoices(db);
  const place = { cities: choices.cities, districts: choices.districts };
  // "List for" (ADR 036): the principals this user may list for now.
  const principals = await principalsForListing(db, user.id);
  if (id === null) return { request: null, place, notice: null, gaps: [], principals, listedBy: null };
  if (!isUuid(id)) throw data(null, { status: 404 });
  let found;
  try {
    found = await getListingRequestForRequesterOrPrincipal(db, { requestId: id, userId: user.id });
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") throw data(null, { status: 404 });
    throw error;
  }
  // The principal reads a request their agent wrote for them; it stays the agent's to change.
  const listedBy =
    found.requesterUserId !== user.id
      ? ((await describeUsers(db, [found.requesterUserId])).get(found.requesterUserId)?.name ?? "")
      : null;
  // A request for a principal whose authority has ended still shows them (saving or sending refuses).
  if (
    listedBy === null &&
    found.principalUserId &&
    !principals.some((p) => p.userId === found.principalUserId)
  ) {
    const name = (await describeUsers(db, [found.principalUserId])).get(found.principalUserId)?.name ?? "";
    principals.push({ userId: found.principalUserId, name });
  }
  const done = url.searchParams.get("done");
  const notice = done === "saved" || done === "submitted" ? done : null;
  const { lang } = getRequestInfo(context);
  const gaps =
    url.searchParams.get("check") === "1" && listedBy === null && editableStatuses.includes(found.status)
      ? (await listingGaps(db, found)).map((g) => ({ path: g.path, message: translate(lang, g.message) }))
      : [];
  return { request: found, place, notice, gaps, principals, listedBy };
}

export type WhataddActionData = { result: SubmissionResult<string[]> };

export async function whataddAction(request: Request, context: Context) {
  const user = requireLister(request, context);
  const services = getServices(context);
  const { db } = services.database;
  const storage = storageFromConfig(services.config);
  const { lang } = getRequestInfo(context);
  const url = new URL(request.url);
  const idParam = url.searchParams.get("id");
  if (idParam !== null && !isUuid(idParam)) throw data(null, { status: 404 });
  const submission = parseWithZod(await request.formData(), { schema: ListingFormSchema });
  if (submission.status !== "success")
    return data<WhataddActionData>({ result: submission.reply() }, { status: 400 });
  const value = submission.value;
  const fields = Object.fromEntries(listingFieldNames.map((name) => [name, value[name]]));
  const page = (requestId: string, query: string) =>
    `${localizePath("/whatadd", lang)}?id=${requestId}${query ? `&${query}` : ""}`;
  let requestId = idParam;
  try {
    const saved = await saveListingDraft({
      db,
      requesterUserId: user.id,
      requestId,
      fields,
      principalUserId: value.listFor ?? null,
    });
    requestId = saved.id;
    const documents = listingDocumentKinds.flatMap((kind) => {
      const file = (value as Record<string, unknown>)[kind];
      return file instanceof File && file.size > 0 ? [{ kind, file }] : [];
    });
    const photos = value.photos.filter((file) => file.size > 0);
    const bytes = async (file: File) => ({
      name: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
    });
    await addListingFiles(
      { db, storage },
      {
        requesterUserId: user.id,
        requestId,
        photos: await Promise.all(photos.map(bytes)),
        documents: await Promise.all(
          documents.map(async (d) => ({ kind: d.kind, file: await bytes(d.file) })),
        ),
      },
    );
    const [verb, fileId] = value.intent.split(":") as [string, string | undefined];
    if (fileId !== undefined)
      await arrangeListingFile(
        { db, storage },
        {
          requesterUserId: user.id,
          requestId,
          fileId: Number(fileId),
          action: verb as "cover" | "earlier" | "remove",
        },
      );
    if (verb === "submit") {
      const id = requestId;
      await runWrite(services, (db) => submitListingRequest({ db, requesterUserId: user.id, requestId: id }));
      throw redirect(page(requestId, "done=submitted"));
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "NOT_FOUND") throw data(null, { status: 404 });
    // A new request was saved before the refusal: its page shows what it still lacks.
    if (idParam === null && requestId !== null)
      throw redirect(page(requestId, error.code === "LISTING_INCOMPLETE" ? "check=1" : "done=saved"));
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of error.details?.issues ?? [])
      (fieldErrors[issue.path] ??= []).push(translate(lang, issue.message));
    const field = error.details?.field;
    if (field) (fieldErrors[field] ??= []).push(translate(lang, errorCodes[error.code].message));
    const formErrors = [translate(lang, errorCodes[error.code].message)];
    return data<WhataddActionData>(
      {
        result: submission.reply({
          fieldErrors,
          formErrors,
          hideFields: ["photos", ...listingDocumentKinds],
        }),
      },
      { status: error.status },
    );
  }
  throw redirect(page(requestId, "done=saved"));
}

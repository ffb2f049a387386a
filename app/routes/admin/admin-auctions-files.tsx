import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { z } from "zod";
import { getRequestInfo, getServices } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { requireCommitteePage } from "~/lib/account-request.server";
import { AppError, errorCodes } from "~/lib/errors";
import {
  AuctionDocumentFormSchema,
  AuctionPhotoFormSchema,
  CaptionSchema,
} from "~/modules/auctions/auction-edit-schema";
import {
  addAuctionDocument,
  addAuctionPhoto,
  moveAuctionPhoto,
  removeAuctionDocument,
  removeAuctionPhoto,
  updateAuctionPhoto,
} from "~/modules/auctions/auction-media.server";
import { countRegistrations } from "~/modules/bidding/count-registrations.server";
import { storageFromConfig } from "~/storage/storage-from-config.server";
import type { Route } from "./+types/admin-auctions-files";

const PhotoRef = z.object({ photoId: z.coerce.number().int().positive().max(2_147_483_647) });
const DocumentRef = z.object({ documentId: z.coerce.number().int().positive().max(2_147_483_647) });
const Captions = PhotoRef.extend({ altAr: CaptionSchema, altEn: CaptionSchema });

/** Nothing to show: the forms of /admin/auctions/:id post here and come back there. */
export function loader({ params, context }: Route.LoaderArgs) {
  const { lang } = getRequestInfo(context);
  throw redirect(localizePath(`/admin/auctions/${params.id}`, lang));
}

/**
 * The photos and documents of an auction (/admin/auctions/:id/files): upload, caption, make
 * cover, move up or down, remove. Answers by returning to the auction's page with what was done, or the refusal's
 * message key; the uploads module checks every file by its bytes.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireCommitteePage(request, context);
  const services = getServices(context);
  const { lang } = getRequestInfo(context);
  if (!/^[1-9]\d{0,9}$/.test(params.id) || Number(params.id) > 2_147_483_647)
    throw data(null, { status: 404 });
  const auctionId = Number(params.id);
  const db = services.database.db;
  const deps = { db, storage: storageFromConfig(services.config) };
  const back = (query: string) => redirect(`${localizePath(`/admin/auctions/${auctionId}`, lang)}?${query}`);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const actor = { actorUserId: user.id, auctionId };
  const parse = <S extends z.ZodType>(schema: S): z.output<S> => {
    const submission = parseWithZod(form, { schema });
    if (submission.status !== "success") throw back("fileError=validation.required");
    return submission.value as z.output<S>;
  };
  const bytes = async (file: File) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
  try {
    switch (intent) {
      case "addPhoto": {
        const { file, ...captions } = parse(AuctionPhotoFormSchema);
        await addAuctionPhoto(deps, { ...actor, ...captions, file: await bytes(file) });
        return back("done=photoAdded");
      }
      case "photoCaptions": {
        await updateAuctionPhoto(db, { ...actor, ...parse(Captions) });
        return back("done=photoChanged");
      }
      case "makeCover": {
        await updateAuctionPhoto(db, { ...actor, photoId: parse(PhotoRef).photoId, position: 0 });
        return back("done=photoChanged");
      }
      case "movePhotoUp":
      case "movePhotoDown": {
        const direction = intent === "movePhotoUp" ? "up" : "down";
        await moveAuctionPhoto(db, { ...actor, photoId: parse(PhotoRef).photoId, direction });
        return back("done=photoChanged");
      }
      case "removePhoto": {
        await removeAuctionPhoto(deps, { ...actor, photoId: parse(PhotoRef).photoId });
        return back("done=fileRemoved");
      }
      case "addDocument": {
        const { file, ...fields } = parse(AuctionDocumentFormSchema);
        await addAuctionDocument(deps, { ...actor, ...fields, file: await bytes(file), countRegistrations });
        return back("done=documentAdded");
      }
      case "removeDocument": {
        await removeAuctionDocument(deps, { ...actor, documentId: parse(DocumentRef).documentId });
        return back("done=fileRemoved");
      }
      default:
        throw data(null, { status: 400 });
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "NOT_FOUND") throw data(null, { status: 404 });
    return back(`fileError=${errorCodes[error.code].message}`);
  }
}

import { redirect } from "react-router";
import { z } from "zod";
import { getRequestInfo, getServices } from "~/context.server";
import { localizePath } from "~/i18n/config";
import { AppError } from "~/lib/errors";
import { safeRedirectTarget, withRedirectTo } from "~/lib/redirect-target";
import { addFavorite, removeFavorite } from "~/modules/favorites/favorites.server";
import type { Route } from "./+types/favorite-action";

/*
 * /favorites: where every heart posts without JavaScript (issue 16; with it, the heart calls the
 * API): the answer is a redirect back to the page the heart was on. A guest is sent to sign in and
 * brought back to that page. What cannot be done is said on /profile/favorites
 * (no such auction, or the list is full), and nothing changes. A GET lands on the list.
 */

const ToggleSchema = z.object({
  auctionId: z.coerce.number().int().positive().max(2_147_483_647),
  intent: z.enum(["add", "remove"]),
});

export function loader({ context }: Route.LoaderArgs) {
  return redirect(localizePath("/profile/favorites", getRequestInfo(context).lang));
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, lang } = getRequestInfo(context);
  const form = await request.formData();
  const back = safeRedirectTarget(form.get("redirectTo"));
  const list = localizePath("/profile/favorites", lang);
  if (!user) throw redirect(withRedirectTo(localizePath("/login", lang), back));
  const parsed = ToggleSchema.safeParse({ auctionId: form.get("auctionId"), intent: form.get("intent") });
  if (!parsed.success) throw redirect(`${list}?notice=missing`);
  const { db } = getServices(context).database;
  const { auctionId, intent } = parsed.data;
  try {
    if (intent === "add") await addFavorite({ db, userId: user.id, auctionId });
    else await removeFavorite({ db, userId: user.id, auctionId });
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") throw redirect(`${list}?notice=missing`);
    if (error instanceof AppError && error.code === "FAVORITES_LIMIT") throw redirect(`${list}?notice=full`);
    throw error;
  }
  throw redirect(back ?? list);
}

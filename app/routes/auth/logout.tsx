import { redirect } from "react-router";
import { localizePath } from "~/i18n/config";
import { signOut } from "~/modules/accounts/sign-in.server";
import type { Route } from "./+types/logout";
import { authRequest } from "~/lib/account-request.server";

/*
 * Signing out is a POST (the navbar's form), so no link or prefetch can sign anyone out. It ends
 * the session in the database and clears the cookie, then lands on the home page.
 */

export function loader({ context, request }: Route.LoaderArgs) {
  return redirect(localizePath("/", authRequest(request, context).lang));
}

export async function action({ request, context }: Route.ActionArgs) {
  const auth = authRequest(request, context);
  await signOut({ deps: auth.deps, token: auth.token });
  return auth.redirectSignedOut(localizePath("/", auth.lang));
}

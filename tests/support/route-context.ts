import { RouterContextProvider } from "react-router";
import { requestContext, servicesContext, type RequestUser, type Services } from "~/context.server";
import type { Lang } from "~/i18n/config";
import type { UserRole } from "~/modules/accounts/roles";

/**
 * The router context a page's loader or action receives, built as the server builds it
 * (`server/http/http-app.ts`): the services, and the request's language and signed-in user
 * (none for a guest).
 */
export function routeContext(
  services: Services,
  options: {
    user?: { id: string; name: string; roles: UserRole[]; phoneVerified?: boolean } | null;
    lang?: Lang;
  } = {},
) {
  const lang = options.lang ?? "ar";
  const user: RequestUser | undefined = options.user
    ? {
        id: options.user.id,
        name: options.user.name,
        roles: options.user.roles,
        locale: lang,
        phoneVerified: options.user.phoneVerified ?? true,
      }
    : undefined;
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(requestContext, {
    nonce: "",
    requestId: "test",
    lang,
    logger: services.logger,
    ...(user ? { user } : {}),
  });
  return context;
}

/** A form posted to a page, as a browser without JavaScript sends it. */
export function formRequest(url: string, fields: Record<string, string>) {
  return new Request(url, { method: "POST", body: new URLSearchParams(fields) });
}

/**
 * What a loader or action threw, as the response React Router makes of it: a thrown redirect or
 * Response as it is, a thrown `data(…, { status })` (the 403 page) as a Response of that status.
 * Fails when the call did not throw.
 */
export async function thrownResponse(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    if (isDataWithInit(thrown)) return new Response(null, thrown.init ?? undefined);
    throw thrown;
  }
  throw new Error("expected the call to throw a response");
}

/** The value `data(value, init)` returns (React Router does not export its class). */
export function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "DataWithResponseInit"
  );
}

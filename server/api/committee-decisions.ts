import { createRoute, type OpenAPIHono, type z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Services } from "~/context.server";
import { runWrite, type Effects } from "~/modules/notifications/effects.server";
import { requireAuthRole } from "../http/session-auth";
import { fieldsHook, guestProblem, json, problemResponse, UuidParams } from "./schemas";

/** What every committee decision may answer besides its own conflicts. */
export const committeeProblems = (notFound: string, ownRequest = "your own request") => ({
  401: guestProblem,
  403: problemResponse(`Not a committee member, or ${ownRequest} (REVIEW_OWN_REQUEST)`),
  404: problemResponse(notFound),
});

type Problems = Record<number, ReturnType<typeof problemResponse>>;

type Decision<Body, P extends Problems> = {
  /** `/admin/<requests>/{id}/<decision>` */
  path: `/admin/${string}/{id}/${string}`;
  tags: string[];
  summary: string;
  description?: string;
  /** The request decided on, as its id's message says it: "a withdrawal". */
  what: string;
  /** The decision's JSON body, when it takes one (a reason, a reference). */
  body?: { schema: z.ZodType<Body>; required: boolean };
  /** The decided request's schema, answered with 200. */
  answer: { schema: z.ZodType; description: string };
  /** The refusals besides 200 (committeeProblems, a conflict, an invalid body). */
  problems: P;
  /**
   * Every invalid part answered 422 with its fields (fieldsHook); otherwise a malformed id is the
   * API's usual 400.
   */
  invalidAs422?: boolean;
  /** The domain's decision, made in one transaction: the decided request's body and what to publish. */
  decide: (
    c: Context,
    input: { id: string; actorUserId: string; body: Body },
  ) => Promise<{ answer: object; effects: Effects }>;
};

/**
 * A committee decision on a user's request (verify, pay out, reject): POST with the request's id,
 * only for the organizing committee and admins, the decision audited by the domain, its effects
 * (notifications, live events) published once committed, and the decided request answered 200.
 */
export function registerCommitteeDecision<P extends Problems, Body = undefined>(
  api: OpenAPIHono,
  services: Services,
  decision: Decision<Body, P>,
) {
  const route = createRoute({
    method: "post",
    path: decision.path,
    tags: decision.tags,
    summary: decision.summary,
    ...(decision.description ? { description: decision.description } : {}),
    request: {
      params: UuidParams(decision.what),
      ...(decision.body
        ? {
            body: {
              required: decision.body.required,
              content: { "application/json": { schema: decision.body.schema } },
            },
          }
        : {}),
    },
    responses: { 200: json(decision.answer.schema, decision.answer.description), ...decision.problems },
  });
  api.openapi(
    route,
    async (c) => {
      const { user } = requireAuthRole(c, "committee", "admin");
      const { id } = c.req.valid("param");
      const body = (decision.body ? c.req.valid("json" as never) : undefined) as Body;
      const { answer } = await runWrite(services, () =>
        decision.decide(c, { id, actorUserId: user.id, body }),
      );
      return c.json(answer, 200);
    },
    decision.invalidAs422 ? fieldsHook : undefined,
  );
}

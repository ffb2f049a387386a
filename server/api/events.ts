import { z, type OpenAPIHono } from "@hono/zod-openapi";
import { liveEventTypes, type LiveEventType } from "~/modules/live/live-channels";
import { MAX_AUCTIONS } from "../live/events-handler";
import { problemResponse } from "./schemas";

const cursorDescription =
  "Positions as `channel=lastSeq` pairs joined by commas, e.g. `a:12=57,u:<user id>=3`: the `id` of " +
  "the last event received. A channel without a position starts from the next event.";

const LiveEventDataSchema = z
  .object({
    channel: z.string().openapi({ example: "a:12", description: "`a:<auction id>` or `u:<user id>`" }),
    seq: z.number().int().openapi({ description: "1, 2, 3 … per channel, without gaps" }),
    type: z.enum(liveEventTypes as [LiveEventType, ...LiveEventType[]]),
    createdAt: z.string().openapi({ format: "date-time", description: "When the event was written" }),
    payload: z.record(z.string(), z.unknown()).openapi({
      description: "By type (app/modules/live/live-channels.ts, LiveEventPayloads); money in halalas",
    }),
    serverTime: z.number().int().openapi({ description: "The server's clock when sent (ms since 1970)" }),
  })
  .openapi("LiveEventData");

const description = `One stream per browser tab: the auctions asked for, plus the signed-in user's own channel
(session cookie or bearer token). Every message has an \`id\` (the stream's whole cursor after it: the
browser sends it back as \`Last-Event-ID\` when it reconnects, and gets exactly what it missed) and a
\`data\` line of JSON. Messages:

- \`retry: 3000\` first, then \`hello\`: \`{ serverTime, cursor }\`, the position each channel starts from;
- \`bids\`, \`status\`, \`notification\`, \`wallet\`, \`chat\`: a channel's event (schema LiveEventData), in order,
  replayed from the database first when the cursor is behind, then live;
- \`reset\`: \`{ channel, seq, serverTime }\`, the events after the cursor are no longer kept (24 hours,
  or more than 1,000 missed): reload that channel's data; the stream continues after \`seq\`;
- a comment \`: <server ms>\` every 15 seconds keeps the connection open.

Answers 204 when there is nothing to watch (a guest asking for no auction).`;

/**
 * Documents `GET /events`. The stream itself is served below the framework, on Node's own request
 * and response (server/live/events-handler.ts), so this is a description only.
 */
export function registerEventsDoc(api: OpenAPIHono) {
  api.openAPIRegistry.register("LiveEventData", LiveEventDataSchema);
  api.openAPIRegistry.registerPath({
    method: "get",
    path: "/events",
    summary: "Live updates (Server-Sent Events) for auctions and the signed-in user",
    description,
    request: {
      query: z.object({
        auctions: z
          .string()
          .optional()
          .openapi({
            example: "12,13",
            description: `Auction ids separated by commas, at most ${MAX_AUCTIONS}, each a positive integer`,
          }),
        cursor: z.string().optional().openapi({ description: cursorDescription }),
        lang: z.enum(["ar", "en"]).optional().openapi({ description: "Language of an error's detail" }),
      }),
      headers: z.object({
        "last-event-id": z
          .string()
          .optional()
          .openapi({
            description: `Sent by the browser on reconnection; wins over \`cursor\`. ${cursorDescription}`,
          }),
      }),
    },
    responses: {
      200: { description: "The stream", content: { "text/event-stream": { schema: z.string() } } },
      204: { description: "Nothing to watch" },
      400: problemResponse("`auctions` malformed or longer than 20 ids (code INVALID_QUERY)"),
      503: problemResponse(
        "The client address or the user holds as many open streams as allowed (code TOO_MANY_STREAMS); `Retry-After` says when to try again",
      ),
    },
  });
}

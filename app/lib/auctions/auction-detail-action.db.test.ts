import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "~/context.server";
import type { Database } from "~/db/client.server";
import { auctions, bids } from "~/db/schema";
import { formatMoney } from "~/i18n/format";
import { translate } from "~/i18n/instances.server";
import { createUser } from "../../../tests/factories/accounts";
import { createAuction, createPlace } from "../../../tests/factories/auctions";
import { createBidders } from "../../../tests/factories/bidding";
import { createTestDatabase } from "../../../tests/support/database";
import {
  formRequest,
  isDataWithInit,
  routeContext,
  thrownResponse,
} from "../../../tests/support/route-context";
import { createTestServices } from "../../../tests/support/services";
import { bidAction } from "./auction-detail-action.server";

/*
 * The property page's action (the forms without JavaScript), called as React Router calls it:
 * a posted form, and the router context the server builds with the services and the signed-in user.
 */

const SAR = 100;
const OPENING = 1_000_000 * SAR;
const INCREMENT = 10_000 * SAR;
let database: Database;
let services: Services;
let place: Awaited<ReturnType<typeof createPlace>>;

beforeAll(async () => {
  database = await createTestDatabase();
  services = await createTestServices(database);
  place = await createPlace(database.db);
});
afterAll(async () => {
  await services.live.close();
  await database.close();
});

async function liveAuction() {
  const { auction } = await createAuction(database.db, place, {
    auction: { openingPrice: OPENING, bidIncrement: INCREMENT, deposit: 50_000 * SAR },
  });
  return auction;
}

type Person = { id: string; name: string; roles: ("bidder" | "committee")[] };
const bidder = (row: { id: string }): Person => ({ id: row.id, name: "مزايد", roles: ["bidder"] });

/** Posts `fields` to the auction's page as `user` and answers the status and body React Router sends. */
async function post(auctionId: number, user: Person | null, fields: Record<string, string>) {
  const request = formRequest(`http://localhost:3000/mazadat/${auctionId}`, fields);
  const result = await bidAction(request, routeContext(services, { user }), auctionId);
  return isDataWithInit(result)
    ? { status: result.init?.status ?? 200, body: result.data }
    : { status: 200, body: result };
}

const register = (auctionId: number, user: Person) =>
  post(auctionId, user, { intent: "register", acceptTerms: "on", acceptRules: "on", rulesVersion: "1" });

const bidFields = (riyals: number) => ({
  intent: "bid",
  amount: String(riyals),
  idempotencyKey: crypto.randomUUID(),
});

const bidsOf = (auctionId: number) =>
  database.db
    .select({ userId: bids.userId, amount: bids.amount })
    .from(bids)
    .where(eq(bids.auctionId, auctionId));

describe("the property page's bid form", () => {
  it("sends a guest to sign in and back to the auction, recording nothing", async () => {
    const auction = await liveAuction();
    const answer = await thrownResponse(() => post(auction.id, null, bidFields(OPENING / SAR)));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(
      `/login?redirectTo=${encodeURIComponent(`/mazadat/${auction.id}`)}`,
    );
    expect(await bidsOf(auction.id)).toEqual([]);
  });

  it("records a registered bidder's bid, and refuses one under the minimum with its reason", async () => {
    const auction = await liveAuction();
    const [first, second] = (await createBidders(database, 2)).map(bidder);
    expect((await register(auction.id, first!)).body).toMatchObject({ intent: "register" });
    expect((await register(auction.id, second!)).body).toMatchObject({ intent: "register" });

    const accepted = await post(auction.id, first!, bidFields(OPENING / SAR));
    expect(accepted).toMatchObject({ status: 200, body: { intent: "bid", done: { leading: true } } });
    expect(await bidsOf(auction.id)).toEqual([{ userId: first!.id, amount: OPENING }]);

    // The same price again is under the next minimum: refused, in Arabic, with the minimum.
    const refused = await post(auction.id, second!, bidFields(OPENING / SAR));
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      intent: "bid",
      refusal: {
        code: "BID_BELOW_MINIMUM",
        message: translate("ar", "bidding.errors.belowMinimum", {
          minimum: formatMoney(OPENING + INCREMENT, "ar"),
        }),
        money: { minimum: OPENING + INCREMENT },
      },
    });
    expect(await bidsOf(auction.id)).toHaveLength(1);
  });

  it("tells the leader at the review step, without a confirmation, that they already lead", async () => {
    const auction = await liveAuction();
    const [leader, other] = (await createBidders(database, 2)).map(bidder);
    await register(auction.id, leader!);
    await register(auction.id, other!);
    expect((await post(auction.id, leader!, bidFields(OPENING / SAR))).body).toMatchObject({
      done: { leading: true },
    });

    const review = (user: Person, riyals: number) =>
      post(auction.id, user, { intent: "review", kind: "bid", amount: String(riyals) });
    const refused = await review(leader!, (OPENING + 5 * INCREMENT) / SAR);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      intent: "review",
      refusal: { code: "ALREADY_HIGHEST_BIDDER", message: translate("ar", "bidding.errors.alreadyHighest") },
      result: expect.anything(),
    });
    expect(refused.body).not.toHaveProperty("review");
    // Another bidder still reaches the confirmation; the leader may still raise an automatic bid.
    expect((await review(other!, (OPENING + INCREMENT) / SAR)).body).toMatchObject({
      review: { kind: "bid", amount: OPENING + INCREMENT },
    });
    const auto = await post(auction.id, leader!, {
      intent: "review",
      kind: "auto",
      amount: String((OPENING + 5 * INCREMENT) / SAR),
    });
    expect(auto.body).toMatchObject({ review: { kind: "auto" } });
    expect(await bidsOf(auction.id)).toHaveLength(1);
  });

  it("no longer cancels the auction: the committee does that from the back office", async () => {
    const auction = await liveAuction();
    const { user: member } = await createUser(database, { roles: ["committee"] });
    const reasons = { intent: "cancel-auction", reasonAr: "خطأ في الصك", reasonEn: "An error in the deed" };
    const refused = await post(
      auction.id,
      { id: member.id, name: member.name, roles: ["committee"] },
      reasons,
    );
    expect(refused.status).toBe(400);
    const [still] = await database.db.select().from(auctions).where(eq(auctions.id, auction.id));
    expect(still!.status).toBe("current");
  });
});

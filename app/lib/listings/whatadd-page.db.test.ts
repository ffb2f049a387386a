import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "~/context.server";
import type { Database } from "~/db/client.server";
import { listOwnListingRequests } from "~/modules/listings/listing-requests.server";
import { createUser } from "../../../tests/factories/accounts";
import { createTestDatabase } from "../../../tests/support/database";
import {
  formRequest,
  isDataWithInit,
  routeContext,
  thrownResponse,
} from "../../../tests/support/route-context";
import { createTestServices } from "../../../tests/support/services";
import { whataddAction as actionOf, whataddLoader as loaderOf } from "./whatadd-page.server";
import { createPlace } from "../../../tests/factories/auctions";

/*
 * /whatadd's loader and action as React Router calls them (a form without JavaScript): who may
 * come, and what a bad or incomplete form changes (nothing, or only the draft).
 */

let database: Database;
let services: Services;
beforeAll(async () => {
  database = await createTestDatabase();
  services = await createTestServices(database);
});
afterAll(async () => {
  await services.live.close();
  await database.close();
});

const URL_ = "http://localhost:3000/whatadd";
type Who = { id: string; name: string; roles: "bidder"[]; phoneVerified?: boolean } | null;
const args = (request: Request, user: Who) => [request, routeContext(services, { user })] as const;
const action = (a: ReturnType<typeof args>) => actionOf(...a);
const loader = (a: ReturnType<typeof args>) => loaderOf(...a);

describe("/whatadd", () => {
  it("sends a guest to sign in and an unconfirmed phone to be confirmed, then back", async () => {
    const guest = await thrownResponse(() => loader(args(new Request(URL_), null)));
    expect(guest.headers.get("Location")).toBe("/login?redirectTo=%2Fwhatadd");
    const { user } = await createUser(database);
    const unconfirmed = { id: user!.id, name: "مالك", roles: ["bidder"] as "bidder"[], phoneVerified: false };
    const answer = await thrownResponse(() => loader(args(new Request(URL_), unconfirmed)));
    expect(answer.headers.get("Location")).toBe("/verify?redirectTo=%2Fwhatadd");
  });

  it("answers a bad number in the user's language, saving nothing; an incomplete send keeps the draft", async () => {
    const { user } = await createUser(database);
    const owner = { id: user!.id, name: "مالك", roles: ["bidder"] as "bidder"[] };
    const bad = await action(
      args(formRequest(URL_, { intent: "save", titleAr: "فيلا", areaM2: "كبيرة" }), owner),
    );
    expect(isDataWithInit(bad) && bad.init?.status).toBe(400);
    expect(JSON.stringify(isDataWithInit(bad) ? bad.data : null)).toContain("listings.validation.number");
    expect(await listOwnListingRequests(database.db, owner.id)).toEqual([]);

    // Sending without what it needs: the form's schema answers before anything is saved.
    const refused = await action(args(formRequest(URL_, { intent: "submit", titleAr: "فيلا" }), owner));
    expect(isDataWithInit(refused) && refused.init?.status).toBe(400);
    expect(await listOwnListingRequests(database.db, owner.id)).toEqual([]);

    // Every field but no photo or deed: the new draft is kept and its page says what it lacks.
    const place = await createPlace(database.db);
    const complete = {
      intent: "submit",
      titleAr: "فيلا",
      descriptionAr: "فيلا واسعة",
      category: "land",
      use: "residential",
      cityId: place.city.id,
      districtId: String(place.district.id),
      areaM2: "٦٠٠",
      northM: "20",
      southM: "20",
      eastM: "30",
      westM: "30",
      instrumentNumber: "310115002233",
      askingPrice: "1,500,000",
      disclosures: "لا يوجد",
    };
    const kept = await thrownResponse(() => action(args(formRequest(URL_, complete), owner)));
    const [mine] = await listOwnListingRequests(database.db, owner.id);
    expect(kept.headers.get("Location")).toBe(`/whatadd?id=${mine!.id}&check=1`);
    const page = await loader(args(new Request(`${URL_}?id=${mine!.id}&check=1`), owner));
    expect((page as { gaps: { path: string }[] }).gaps.map((g) => g.path)).toEqual(["photos", "title_deed"]);
    expect(mine!.status).toBe("draft");
  });
});

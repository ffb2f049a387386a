import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "~/context.server";
import type { Database } from "~/db/client.server";
import { listOwnAuthorityRequests } from "~/modules/requests/authority-requests.server";
import { createUser } from "../../../tests/factories/accounts";
import { createTestDatabase } from "../../../tests/support/database";
import { isDataWithInit, routeContext, thrownResponse } from "../../../tests/support/route-context";
import { createTestServices } from "../../../tests/support/services";
import { authorityFormAction, authorityFormLoader } from "./authority-request-page.server";

/*
 * /forms/power-of-attorney and /forms/foreign-owner as React Router calls them (a multipart form
 * posted without JavaScript): who may come, what a bad form changes (nothing) and what it keeps
 * (the typed values), and the seed's confirmation after sending.
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

const POA = "http://localhost:3000/forms/power-of-attorney";
const FOREIGN = "http://localhost:3000/en/forms/foreign-owner";
const pdf = () =>
  new File([new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n")], "doc.pdf", {
    type: "application/pdf",
  });
type Who = { id: string; name: string; roles: "bidder"[]; phoneVerified?: boolean } | null;
const context = (user: Who, lang: "ar" | "en" = "ar") => routeContext(services, { user, lang });

function multipart(url: string, fields: Record<string, string | File | string[]>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (Array.isArray(value)) value.forEach((v, i) => body.set(`${name}[${i}]`, v));
    else body.set(name, value);
  return new Request(url, { method: "POST", body });
}

const foreignOwner = () => ({
  ownerName: "John Smith",
  nationality: "GB",
  country: "GB",
  idType: "passport",
  idNumber: "٥٣١٢٣٤٥٦٧",
  mobile: "0551234567",
  authorization: pdf(),
  passport: pdf(),
  ownership_proof: pdf(),
});

describe("the request forms", () => {
  it("send a guest to sign in and an unconfirmed phone to be confirmed, then back", async () => {
    const guest = await thrownResponse(async () => authorityFormLoader(new Request(POA), context(null)));
    expect(guest.headers.get("Location")).toBe("/login?redirectTo=%2Fforms%2Fpower-of-attorney");
    const { user } = await createUser(database);
    const unconfirmed = { id: user.id, name: "مالك", roles: ["bidder"] as "bidder"[], phoneVerified: false };
    const answer = await thrownResponse(async () =>
      authorityFormLoader(new Request(POA), context(unconfirmed)),
    );
    expect(answer.headers.get("Location")).toBe("/verify?redirectTo=%2Fforms%2Fpower-of-attorney");
  });

  it("name the countries in the page's language, Saudi Arabia first", async () => {
    const { user } = await createUser(database);
    const who = { id: user.id, name: "Owner", roles: ["bidder"] as "bidder"[] };
    const page = await authorityFormLoader(new Request(FOREIGN), context(who, "en"));
    expect(page.kind).toBe("foreign_owner");
    expect(page.countries[0]).toEqual({ code: "SA", name: "Saudi Arabia" });
    expect(page.countries.find((c) => c.code === "EG")?.name).toBe("Egypt");
  });

  it("refuse an Iqama with a wrong check digit, keeping what was typed and storing nothing; then send", async () => {
    const { user } = await createUser(database);
    const who = { id: user.id, name: "John", roles: ["bidder"] as "bidder"[] };
    const bad = await authorityFormAction(
      multipart(FOREIGN, { ...foreignOwner(), idType: "iqama", idNumber: "2000000007" }),
      context(who, "en"),
    );
    expect(isDataWithInit(bad) && bad.init?.status).toBe(400);
    const reply = JSON.stringify(isDataWithInit(bad) ? bad.data : null);
    expect(reply).toContain("requests.validation.iqama");
    expect(reply).toContain("John Smith");
    expect(await listOwnAuthorityRequests(database.db, who.id)).toEqual([]);

    const sent = await thrownResponse(() =>
      authorityFormAction(multipart(FOREIGN, foreignOwner()), context(who, "en")),
    );
    expect(sent.headers.get("Location")).toBe("/en/forms/foreign-owner?done=submitted");
    const [request] = await listOwnAuthorityRequests(database.db, who.id);
    expect(request).toMatchObject({
      kind: "foreign_owner",
      idType: "passport",
      idNumber: "531234567",
      status: "submitted",
    });
    expect(request!.documents.map((d) => d.kind).sort()).toEqual([
      "authorization",
      "ownership_proof",
      "passport",
    ]);
  });

  it("takes a power of attorney's scopes as the page posts them (each at its index)", async () => {
    const { user } = await createUser(database);
    const who = { id: user.id, name: "مالك", roles: ["bidder"] as "bidder"[] };
    const sent = await thrownResponse(() =>
      authorityFormAction(
        multipart(POA, {
          ownerName: "شركة الريم",
          nationality: "SA",
          country: "SA",
          idType: "national_id",
          idNumber: "1000000008",
          mobile: "0501234567",
          agentName: "خالد",
          agentIdType: "national_id",
          agentIdNumber: "1234567897",
          scopes: ["list_property"],
          expiresOn: `${new Date().getUTCFullYear() + 2}-01-15`,
          authorization: pdf(),
          poa_document: pdf(),
          principal_id: pdf(),
        }),
        context(who),
      ),
    );
    expect(sent.headers.get("Location")).toBe("/forms/power-of-attorney?done=submitted");
    const [request] = await listOwnAuthorityRequests(database.db, who.id);
    expect(request).toMatchObject({ scopes: ["list_property"], agentIdNumber: "1234567897" });
  });
});

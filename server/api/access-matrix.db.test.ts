import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { authorityRequests, nextBidderOffers, users } from "~/db/schema";
import { createSession } from "~/modules/accounts/sessions.server";
import { suspendAndTell as suspendUser } from "~/modules/backoffice/user-decisions.server";
import { ibanWithCheckDigits } from "~/modules/wallet/iban";
import { uniqueEmail, uniquePhone } from "../../tests/factories/accounts";
import { createAuction, createPlace } from "../../tests/factories/auctions";
import { createBidders } from "../../tests/factories/bidding";
import { createTestDatabase } from "../../tests/support/database";
import { createListing, listingPlace } from "~/db/seed/auction-factory.server";
import { getAdminAuction } from "~/modules/auctions/list-admin-auctions.server";
import { createTestHttpApp } from "../../tests/support/http-app";
import pino from "pino";
import { createInquiryLimits } from "~/modules/inquiries/inquiry-guard.server";
import { submitInquiry } from "~/modules/inquiries/inquiries.server";
import { createMessenger } from "~/modules/messaging/messenger.server";
import { buildOpenApiDocument } from "./openapi-document";
import { accessOf } from "./security-table";
import { DEFAULT_SETTINGS } from "~/modules/settings/settings-schema";
import { saudiIdCheckDigit } from "~/lib/saudi-id";
import { answerAgency, inviteAgency } from "~/modules/agents/agencies.server";
import { AgencyInviteSchema } from "~/modules/agents/agency-schema";

/*
 * The access-control matrix (ADR 023): every operation of the OpenAPI document, called by a guest,
 * the owner of the object, another user, a committee member and an admin, must answer the status
 * this table expects. The table is keyed by operationId: an operation the table does not name, or
 * an entry naming no operation, fails. Bodies are valid wherever that is cheap, so that the answer
 * says who may call, not what was wrong with the request.
 */

type Role = "guest" | "owner" | "other" | "committee" | "admin";
/** The owner last: its success may change the object the others were refused. */
const roles: readonly Role[] = ["guest", "other", "committee", "admin", "owner"];

type Request = {
  params?: Record<string, string | number>;
  query?: string;
  headers?: Record<string, string>;
  body?: unknown;
  form?: FormData;
};
type Entry = {
  expect: Record<Role, number>;
  /** The request a role sends (fresh objects where a success would change the shared ones). */
  request?: (role: Role) => Request | Promise<Request>;
};

const SAR = 100;
const HOUR = 3_600_000;
const all = (status: number): Record<Role, number> => ({
  guest: status,
  owner: status,
  other: status,
  committee: status,
  admin: status,
});
/** Signed in only: the owner's answer, and everyone else's (their own object, or none). */
const signedIn = (owner: number, others = owner): Record<Role, number> => ({
  guest: 401,
  owner,
  other: others,
  committee: others,
  admin: others,
});
/** The organizing committee and admins only. */
const committeeOnly = (status: number): Record<Role, number> => ({
  guest: 401,
  owner: 403,
  other: 403,
  committee: status,
  admin: status,
});
/** Bidders only: the committee and admins may not register or bid (a conflict of interest). */
const biddersOnly = (owner: number, other = owner): Record<Role, number> => ({
  ...signedIn(owner, other),
  committee: 403,
  admin: 403,
});
/** Another user's object answers 404, exactly like one that does not exist. */
const ownersOnly = (owner: number) => signedIn(owner, 404);

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
const key = () => ({ "Idempotency-Key": crypto.randomUUID() });
let ibanCounter = 0;
const newIban = () =>
  ibanWithCheckDigits(
    "SA",
    `80${`${process.pid}${Date.now()}${++ibanCounter}`.slice(-18).padStart(18, "0")}`,
  );

let database: Database;
let server: Server;
let app: ReturnType<typeof createTestHttpApp>;
const people = {} as Record<Exclude<Role, "guest">, { id: string; email: string }>;
let loginEmail: string;
/** The app's origin: it listens, so that the sandbox gateway reaches it as in production. */
let origin: string;
let place: Awaited<ReturnType<typeof createPlace>>;
/** The shared objects, all the owner's. */
const fx = {
  auctionId: 0,
  orderId: "",
  orderReceiptCode: "",
  dueSettlementId: "",
  paidSettlementId: "",
  invoiceId: "",
  paymentId: "",
  paymentReceiptCode: "",
  bankAccountId: "",
  pendingBankAccountId: "",
  withdrawalId: "",
  pendingTransferId: "",
  listingId: "",
  sentListingId: "",
  inquiryId: "",
  ownerPoaId: "",
  /** A principal for whom the owner acts with the pay scope, the agency, and one of their settlements. */
  principalId: "",
  payAgencyId: "",
  principalSettlementId: "",
  authorityRequestId: "",
  /** The owner's conversation with the selling agent (another user) of an auction. */
  chatId: "",
  /** The owner's message with an attachment in it. */
  chatMessageId: 0,
};

/** A fresh session of `role`'s user (a guest has none): what one request presents. */
async function tokenOf(role: Role): Promise<string | null> {
  if (role === "guest") return null;
  const session = await createSession({
    db: database.db,
    userId: people[role].id,
    now: new Date(),
    client: { ip: null, userAgent: null },
  });
  return session.token;
}

/** Sends `request` to `method template` as a browser on our origin with `token`'s cookie. */
async function send(method: string, template: string, request: Request, token: string | null) {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(request.params?.[name] ?? `missing-${name}`)),
  );
  const headers: Record<string, string> = { Origin: origin, "Accept-Language": "en", ...request.headers };
  if (token) headers.Cookie = `mazad_session=${token}`;
  let body: BodyInit | undefined;
  if (request.form) body = request.form;
  else if (request.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(request.body);
  }
  const res = await app.request(`${origin}/api/v1${path}${request.query ? `?${request.query}` : ""}`, {
    method: method.toUpperCase(),
    headers,
    body,
  });
  const text = await res.text();
  return { status: res.status, text, json: text.startsWith("{") ? JSON.parse(text) : null };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixtures read the answers' fields
type Answer = Record<string, any>;

/** As `role` over the API, expecting `status`; answers the JSON body. */
async function as(
  role: Role,
  method: string,
  template: string,
  request: Request = {},
  status = 200,
): Promise<Answer> {
  const res = await send(method, template, request, await tokenOf(role));
  expect(res.status, `${method} ${template}: ${res.text}`).toBe(status);
  return res.json;
}

function transferForm(amount = 1_000 * SAR) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    method: "bank_transfer",
    purpose: "top_up",
    amount: String(amount),
    bankName: "Al Rajhi Bank",
    iban: ibanWithCheckDigits("SA", "80000000608010167519"),
    accountName: "Reem Abdullah",
  }))
    form.set(name, value);
  form.set("receipt", new File([PDF as Uint8Array<ArrayBuffer>], "receipt.pdf", { type: "application/pdf" }));
  return form;
}

function bankAccountForm() {
  const form = new FormData();
  form.set("iban", newIban());
  form.set("accountName", "Sara Alotaibi");
  form.set(
    "certificate",
    new File([PDF as Uint8Array<ArrayBuffer>], "iban-certificate.pdf", { type: "application/pdf" }),
  );
  return form;
}

/** A chat message with a PDF attached, as the API takes it. */
function chatForm() {
  const form = new FormData();
  form.set("body", "هل يمكن معاينة العقار؟");
  form.set("clientMessageId", crypto.randomUUID());
  form.set(
    "attachment",
    new File([PDF as Uint8Array<ArrayBuffer>], "offer.pdf", { type: "application/pdf" }),
  );
  return form;
}

const newAuction = async () => (await createAuction(database.db, place)).auction.id;

/** An open next-bidder offer to the owner on a fresh auction (as after a default; issue 14). */
async function openOffer() {
  const [row] = await database.db
    .insert(nextBidderOffers)
    .values({
      auctionId: await newAuction(),
      userId: people.owner.id,
      amount: 1_000_000 * SAR,
      deposit: 1_000 * SAR,
      offeredBy: people.committee.id,
      offeredAt: new Date(),
      expiresAt: new Date(Date.now() + 48 * HOUR),
    })
    .returning({ id: nextBidderOffers.id });
  return row!.id;
}
const acceptance = { acceptTerms: true, acceptRules: true };

/** A transfer the owner declared, awaiting the committee. */
const declaredTransfer = async () =>
  (await as("owner", "post", "/payments/transfers", { form: transferForm(), headers: key() }, 201))
    .id as string;
/** A bank account the owner added, awaiting the committee (a fresh owner-like user: five at most each). */
async function pendingBankAccount() {
  const [user] = await createBidders(database, 1, { funds: 0 });
  const session = await createSession({
    db: database.db,
    userId: user!.id,
    now: new Date(),
    client: { ip: null, userAgent: null },
  });
  const res = await send("post", "/me/bank-accounts", { form: bankAccountForm() }, session.token);
  expect(res.status, res.text).toBe(201);
  return res.json.id as string;
}
/** A withdrawal the owner asked for, awaiting the committee. */
const requestedWithdrawal = async () =>
  (
    await as(
      "owner",
      "post",
      "/me/withdrawals",
      { body: { bankAccountId: fx.bankAccountId, amount: 100 * SAR }, headers: key() },
      201,
    )
  ).id as string;

/** A new bidder, for decisions on a user. */
const freshUser = async () => (await createBidders(database, 1, { funds: 0 }))[0]!.id;
/** A new bidder who gave a national ID number (unverified). */
async function freshUserWithId() {
  const id = await freshUser();
  const nine = "1" + String(randomInt(0, 100_000_000)).padStart(8, "0");
  await database.db
    .update(users)
    .set({ idType: "national_id", idNumber: nine + String(saudiIdCheckDigit(nine)) })
    .where(eq(users.id, id));
  return id;
}
/** A new bidder an admin suspended. */
async function suspendedUser() {
  const id = await freshUser();
  await suspendUser({ db: database.db, actorUserId: people.admin.id, userId: id, reason: "For a test" });
  return id;
}

/** Only the committee's successes get a fresh object; the refusals share `shared`. */
const decision =
  (shared: () => string, fresh: () => Promise<string>, body?: unknown) =>
  async (role: Role): Promise<Request> => ({
    params: { id: role === "committee" || role === "admin" ? await fresh() : shared() },
    ...(body === undefined ? {} : { body }),
  });

/** A fresh draft with one photo and one document, for the committee's editing (issue 14). */
async function draftAuction() {
  const listing = await createListing(database.db, listingPlace(place), {
    auction: { status: "draft" },
    photos: [
      { storageKey: "generated:matrix", altAr: "صورة", altEn: "Photo", width: 600, height: 400, position: 0 },
    ],
    documents: [
      {
        kind: "other",
        titleAr: "مستند",
        titleEn: "Document",
        storageKey: "generated-doc:other-matrix",
        mimeType: "application/pdf",
        sizeBytes: 100,
      },
    ],
  });
  const found = (await getAdminAuction(database.db, listing.auction.id))!;
  return { id: found.auction.id, photoId: found.photos[0]!.id, documentId: found.documents[0]!.id };
}
/** The committee's auction form, as the API takes it (halalas, ISO instants). */
const auctionEdit = () => ({
  titleAr: "أرض للاختبار",
  titleEn: "Test plot",
  cityId: place.city.id,
  districtId: place.district.id,
  sellingAgentId: place.agent.id,
  category: "land",
  use: "residential",
  areaM2: 500,
  northM: 20,
  southM: 20,
  eastM: 25,
  westM: 25,
  openingPrice: 500_000 * SAR,
  startsAt: new Date(Date.now() + 10 * 24 * HOUR).toISOString(),
  endsAt: new Date(Date.now() + 11 * 24 * HOUR).toISOString(),
});
const pdfForm = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("file", new File([PDF as Uint8Array<ArrayBuffer>], "file.pdf", { type: "application/pdf" }));
  return form;
};

/** A listing request's new files as the API takes them: a photo and the title deed. */
async function listingFiles() {
  const form = new FormData();
  const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#3a7" } })
    .jpeg()
    .toBuffer();
  form.set("photos", new File([new Uint8Array(jpeg)], "front.jpg", { type: "image/jpeg" }));
  form.set("title_deed", new File([PDF as Uint8Array<ArrayBuffer>], "deed.pdf", { type: "application/pdf" }));
  return form;
}
/** A complete listing request the owner sent, awaiting the committee (issues 14, 15). */
async function sentListing() {
  const { id } = await as(
    "owner",
    "post",
    "/me/listings",
    {
      body: {
        titleAr: "أرض للاختبار",
        descriptionAr: "أرض سكنية",
        category: "land",
        use: "residential",
        cityId: place.city.id,
        districtId: place.district.id,
        areaM2: 500,
        northM: 20,
        southM: 20,
        eastM: 25,
        westM: 25,
        instrumentNumber: "310115002233",
        askingPrice: 500_000 * SAR,
        disclosures: "لا يوجد",
      },
    },
    201,
  );
  await as("owner", "post", "/me/listings/{id}/files", { params: { id }, form: await listingFiles() });
  await as("owner", "post", "/me/listings/{id}/submit", { params: { id } });
  return id as string;
}
/** An approved power of attorney of the user, as the committee's review leaves it (issue 16). */
async function approvedPoa(userId: string) {
  const [row] = await database.db
    .insert(authorityRequests)
    .values({ kind: "power_of_attorney", requesterUserId: userId, status: "approved" })
    .returning();
  return row!.id;
}
const agencyUntil = () => new Date(Date.now() + 30 * 24 * HOUR).toISOString().slice(0, 10);

/** A fresh invitation to the owner to act for a new principal: only the owner answers it. */
async function invitationToOwner() {
  const [principal] = await createBidders(database, 1, { funds: 0 });
  const { agency } = await inviteAgency({
    db: database.db,
    userId: principal!.id,
    input: AgencyInviteSchema.parse({
      side: "principal",
      phone: (await database.db.select().from(users).where(eq(users.id, people.owner.id)))[0]!.phone,
      scopes: ["bid"],
      expiresOn: agencyUntil(),
      powerOfAttorneyId: await approvedPoa(principal!.id),
    }),
  });
  return agency.id;
}

/** A fresh pending agency the owner invited: only the owner's (a side's) revocation succeeds. */
async function ownersInvitation() {
  const [agent] = await createBidders(database, 1, { funds: 0 });
  return (
    await as(
      "owner",
      "post",
      "/me/agencies",
      {
        body: {
          side: "principal",
          phone: agent!.phone,
          scopes: ["bid", "pay"],
          expiresOn: agencyUntil(),
          powerOfAttorneyId: fx.ownerPoaId,
        },
      },
      201,
    )
  ).id as string;
}

/** The principal wins a fresh auction (their wallet topped up for it): a settlement the owner may pay. */
async function principalWins(): Promise<string> {
  const session = await createSession({
    db: database.db,
    userId: fx.principalId,
    now: new Date(),
    client: { ip: null, userAgent: null },
  });
  const res = await send("post", "/dev/won-auction", {}, session.token);
  expect(res.status, res.text).toBe(201);
  return res.json.settlementId as string;
}

/** The owner acts for a new principal with the pay scope (ADR 036), confirmed. */
async function payAgencyForOwner() {
  const [principal] = await createBidders(database, 1, { funds: 0 });
  fx.principalId = principal!.id;
  const { agency } = await inviteAgency({
    db: database.db,
    userId: principal!.id,
    input: AgencyInviteSchema.parse({
      side: "principal",
      phone: (await database.db.select().from(users).where(eq(users.id, people.owner.id)))[0]!.phone,
      scopes: ["pay"],
      expiresOn: agencyUntil(),
      powerOfAttorneyId: await approvedPoa(principal!.id),
    }),
  });
  await answerAgency({ db: database.db, userId: people.owner.id, agencyId: agency.id, answer: "confirm" });
  fx.payAgencyId = agency.id;
  fx.principalSettlementId = await principalWins();
}

const listingDecision = { reasonAr: "أضف صورة للشارع", reasonEn: "Add a photo of the street" };

/** What the contact form sends (a new phone each time: inquiries are limited per phone). */
const inquiryBody = () => ({
  fullName: "سارة العتيبي",
  phone: uniquePhone(),
  message: "هل يمكن لشركة أن تشارك في المزادات؟",
  agree: true,
});
/** A guest's new inquiry, straight through the domain (the API's per-address limit is the matrix's too). */
async function newInquiry(): Promise<string> {
  const { db } = database;
  const inquiry = await submitInquiry(
    {
      db,
      messenger: createMessenger({ db, logger: pino({ level: "silent" }) }),
      limits: createInquiryLimits({ redis: null }),
      appOrigin: "http://localhost",
      now: () => new Date(),
    },
    { input: inquiryBody(), userId: null, lang: "ar", clientIp: null },
  );
  return inquiry.id;
}
/** A power-of-attorney request as the API takes it (issue 16): the fields and its three documents. */
function powerOfAttorneyForm() {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    kind: "power_of_attorney",
    ownerName: "شركة الريم العقارية",
    nationality: "SA",
    country: "SA",
    idType: "national_id",
    idNumber: "1000000008",
    mobile: "0501234567",
    agentName: "Khalid Alharbi",
    agentIdType: "iqama",
    agentIdNumber: "2000000006",
    expiresOn: `${new Date().getUTCFullYear() + 1}-06-30`,
  }))
    form.set(name, value);
  form.append("scopes", "bid");
  form.append("scopes", "pay");
  for (const kind of ["authorization", "poa_document", "principal_id"])
    form.set(kind, new File([PDF as Uint8Array<ArrayBuffer>], `${kind}.pdf`, { type: "application/pdf" }));
  return form;
}
/** A power-of-attorney request the owner sent, awaiting the committee. */
const sentAuthorityRequest = async () =>
  (await as("owner", "post", "/me/authority-requests", { form: powerOfAttorneyForm() }, 201)).id as string;
/** One the committee approved (an approved power of attorney, which it may withdraw). */
async function approvedAuthorityRequest() {
  const id = await sentAuthorityRequest();
  await as("committee", "post", "/admin/authority-requests/{id}/approve", { params: { id } });
  return id;
}
/** One the committee sent back to the owner for more documents. */
async function authorityRequestAwaitingDocuments() {
  const id = await sentAuthorityRequest();
  await as("committee", "post", "/admin/authority-requests/{id}/request-documents", {
    params: { id },
    body: { reasonAr: "أرفق هوية الوكيل", reasonEn: "Attach the agent's ID" },
  });
  return id;
}
const moreDocumentsForm = () => {
  const form = new FormData();
  form.set(
    "agent_id",
    new File([PDF as Uint8Array<ArrayBuffer>], "agent-id.pdf", { type: "application/pdf" }),
  );
  return form;
};
const authorityDecision = { reasonAr: "الصك غير واضح", reasonEn: "The deed is unreadable" };

const matrix: Record<string, Entry> = {
  postInquiries: { expect: all(201), request: () => ({ body: inquiryBody() }) },
  getMeInquiries: { expect: signedIn(200) },
  getAdminInquiries: { expect: committeeOnly(200) },
  getAdminInquiriesById: { expect: committeeOnly(200), request: () => ({ params: { id: fx.inquiryId } }) },
  postAdminInquiriesByIdAnswer: {
    expect: committeeOnly(200),
    request: decision(() => fx.inquiryId, newInquiry, { answer: "نعم، عبر ممثلها المفوّض." }),
  },
  postAdminInquiriesByIdClose: {
    expect: committeeOnly(200),
    request: decision(() => fx.inquiryId, newInquiry),
  },
  getMeListings: { expect: signedIn(200) },
  postMeListings: { expect: signedIn(201), request: () => ({ body: { titleAr: "مسودة" } }) },
  getMeListingsById: { expect: ownersOnly(200), request: () => ({ params: { id: fx.listingId } }) },
  putMeListingsById: {
    expect: ownersOnly(200),
    request: () => ({ params: { id: fx.listingId }, body: { titleAr: "مسودة معدلة" } }),
  },
  postMeListingsByIdFiles: {
    expect: ownersOnly(200),
    request: async () => ({ params: { id: fx.listingId }, form: await listingFiles() }),
  },
  // A draft with a title only: the owner hears what is missing.
  postMeListingsByIdSubmit: { expect: ownersOnly(422), request: () => ({ params: { id: fx.listingId } }) },
  getMeAgencies: { expect: signedIn(200) },
  // Every caller names the owner's power of attorney: only the owner's invitation rests on it.
  postMeAgencies: {
    expect: signedIn(201, 422),
    request: async () => {
      const [invitee] = await createBidders(database, 1, { funds: 0 });
      return {
        body: {
          side: "agent",
          phone: invitee!.phone,
          scopes: ["bid"],
          expiresOn: agencyUntil(),
          powerOfAttorneyId: fx.ownerPoaId,
        },
      };
    },
  },
  postMeAgenciesByIdConfirm: {
    expect: ownersOnly(200),
    request: async () => ({ params: { id: await invitationToOwner() } }),
  },
  postMeAgenciesByIdDecline: {
    expect: ownersOnly(200),
    request: async () => ({ params: { id: await invitationToOwner() } }),
  },
  postMeAgenciesByIdRevoke: {
    expect: ownersOnly(200),
    request: async () => ({ params: { id: await ownersInvitation() } }),
  },
  // Only the agency's agent (the owner) pays for its principal; anyone else hears of no such agency.
  getMeAgenciesByIdSettlements: {
    expect: ownersOnly(200),
    request: () => ({ params: { id: fx.payAgencyId } }),
  },
  postMeAgenciesByIdSettlementsBySettlementIdWalletPayment: {
    expect: ownersOnly(201),
    request: async (role) => ({
      params: {
        id: fx.payAgencyId,
        settlementId: role === "owner" ? await principalWins() : fx.principalSettlementId,
      },
      headers: key(),
    }),
  },
  // Favorites: everyone signed in keeps their own list; the pair is the whole object.
  getMeFavorites: { expect: signedIn(200) },
  putMeFavoritesByAuctionId: {
    expect: signedIn(204),
    request: () => ({ params: { auctionId: fx.auctionId } }),
  },
  deleteMeFavoritesByAuctionId: {
    expect: signedIn(204),
    request: () => ({ params: { auctionId: fx.auctionId } }),
  },
  getAdminListings: { expect: committeeOnly(200) },
  getAdminListingsById: { expect: committeeOnly(200), request: () => ({ params: { id: fx.sentListingId } }) },
  postAdminListingsByIdRequestChanges: {
    expect: committeeOnly(200),
    request: decision(() => fx.sentListingId, sentListing, listingDecision),
  },
  postAdminListingsByIdReject: {
    expect: committeeOnly(200),
    request: decision(() => fx.sentListingId, sentListing, listingDecision),
  },
  postAdminListingsByIdApprove: {
    expect: committeeOnly(200),
    request: async (role) => ({
      ...(await decision(() => fx.sentListingId, sentListing)(role)),
      body: { sellingAgentId: place.agent.id },
    }),
  },
  getMeAuthorityRequests: { expect: signedIn(200) },
  postMeAuthorityRequests: { expect: signedIn(201), request: () => ({ form: powerOfAttorneyForm() }) },
  getMeAuthorityRequestsById: {
    expect: ownersOnly(200),
    request: () => ({ params: { id: fx.authorityRequestId } }),
  },
  // Only the owner's own request, sent back for documents, takes them.
  postMeAuthorityRequestsByIdDocuments: {
    expect: ownersOnly(200),
    request: async (role) => ({
      params: { id: role === "owner" ? await authorityRequestAwaitingDocuments() : fx.authorityRequestId },
      form: moreDocumentsForm(),
    }),
  },
  getAdminAuthorityRequests: { expect: committeeOnly(200) },
  getAdminAuthorityRequestsById: {
    expect: committeeOnly(200),
    request: () => ({ params: { id: fx.authorityRequestId } }),
  },
  postAdminAuthorityRequestsByIdReview: {
    expect: committeeOnly(200),
    request: decision(() => fx.authorityRequestId, sentAuthorityRequest),
  },
  postAdminAuthorityRequestsByIdApprove: {
    expect: committeeOnly(200),
    request: decision(() => fx.authorityRequestId, sentAuthorityRequest),
  },
  postAdminAuthorityRequestsByIdReject: {
    expect: committeeOnly(200),
    request: decision(() => fx.authorityRequestId, sentAuthorityRequest, authorityDecision),
  },
  postAdminAuthorityRequestsByIdRevoke: {
    expect: committeeOnly(200),
    request: decision(() => fx.authorityRequestId, approvedAuthorityRequest, authorityDecision),
  },
  postAdminAuthorityRequestsByIdRequestDocuments: {
    expect: committeeOnly(200),
    request: decision(() => fx.authorityRequestId, sentAuthorityRequest, authorityDecision),
  },
  getAdminAuctions: { expect: committeeOnly(200) },
  postAdminAuctions: { expect: committeeOnly(201), request: () => ({ body: auctionEdit() }) },
  getAdminAuctionsById: { expect: committeeOnly(200), request: () => ({ params: { id: fx.auctionId } }) },
  putAdminAuctionsById: {
    expect: committeeOnly(200),
    request: async () => ({ params: { id: (await draftAuction()).id }, body: auctionEdit() }),
  },
  // A draft without special rules: the committee hears what is missing.
  postAdminAuctionsByIdPublish: {
    expect: committeeOnly(422),
    request: async () => ({ params: { id: (await draftAuction()).id } }),
  },
  // A PDF is no photo: the door is open, the file refused by its bytes.
  postAdminAuctionsByIdPhotos: {
    expect: committeeOnly(415),
    request: async () => ({
      params: { id: (await draftAuction()).id },
      form: pdfForm({ altAr: "صورة", altEn: "Photo" }),
    }),
  },
  patchAdminAuctionsByIdPhotosByPhotoId: {
    expect: committeeOnly(200),
    request: async () => {
      const draft = await draftAuction();
      return { params: { id: draft.id, photoId: draft.photoId }, body: { altEn: "The front" } };
    },
  },
  deleteAdminAuctionsByIdPhotosByPhotoId: {
    expect: committeeOnly(200),
    request: async () => {
      const draft = await draftAuction();
      return { params: { id: draft.id, photoId: draft.photoId } };
    },
  },
  postAdminAuctionsByIdDocuments: {
    expect: committeeOnly(201),
    request: async () => ({
      params: { id: (await draftAuction()).id },
      form: pdfForm({ kind: "special_rules", titleAr: "الشروط الخاصة", titleEn: "Special rules" }),
    }),
  },
  deleteAdminAuctionsByIdDocumentsByDocumentId: {
    expect: committeeOnly(200),
    request: async () => {
      const draft = await draftAuction();
      return { params: { id: draft.id, documentId: draft.documentId } };
    },
  },
  // The gateway's signature is its only credential: a forged one is refused whoever sends it.
  postPaymentsWebhooksByGateway: {
    expect: all(401),
    request: () => ({
      params: { gateway: "sandbox" },
      headers: { "X-Sandbox-Signature": `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}` },
      body: { id: "evt_forged", type: "payment_paid", data: {} },
    }),
  },
  getMeta: { expect: all(200) },
  getCities: { expect: all(200) },
  getAuctions: { expect: all(200) },
  getAuctionsById: { expect: all(200), request: () => ({ params: { id: fx.auctionId } }) },
  getAuctionsByIdBids: { expect: all(200), request: () => ({ params: { id: fx.auctionId } }) },
  // Registered already: the owner hears 200, the others register.
  postAuctionsByIdRegistrations: {
    expect: biddersOnly(200, 201),
    request: () => ({ params: { id: fx.auctionId }, body: { ...acceptance, rulesVersion: 1 } }),
  },
  postAuctionsByIdBids: {
    expect: biddersOnly(201),
    request: async () => ({
      params: { id: await newAuction() },
      headers: key(),
      body: { amount: 100_000_000, ...acceptance },
    }),
  },
  putAuctionsByIdAutoBid: {
    expect: biddersOnly(200),
    request: async () => ({
      params: { id: await newAuction() },
      headers: key(),
      body: { maxAmount: 150_000_000, ...acceptance },
    }),
  },
  // Only the owner has an automatic bid on it to cancel.
  deleteAuctionsByIdAutoBid: {
    expect: ownersOnly(200),
    request: async () => {
      const id = await newAuction();
      await as("owner", "put", "/auctions/{id}/auto-bid", {
        params: { id },
        headers: key(),
        body: { maxAmount: 150_000_000, ...acceptance },
      });
      return { params: { id }, headers: key() };
    },
  },
  getAdminAuctionsByIdCancellation: {
    expect: committeeOnly(200),
    request: () => ({ params: { id: fx.auctionId } }),
  },
  // No bids on a fresh auction: the member's request cancels it at once.
  postAdminAuctionsByIdCancellation: {
    expect: committeeOnly(200),
    request: async () => ({
      params: { id: await newAuction() },
      body: { reasonAr: "ألغيت للاختبار", reasonEn: "Cancelled for a test" },
    }),
  },
  // Nothing awaits a decision: past the roles, the conflict (CANCELLATION_NOT_PENDING).
  postAdminAuctionsByIdCancellationApprove: {
    expect: committeeOnly(409),
    request: async () => ({ params: { id: await newAuction() } }),
  },
  postAdminAuctionsByIdCancellationReject: {
    expect: committeeOnly(409),
    request: async () => ({ params: { id: await newAuction() }, body: { reason: "Not a reason to cancel" } }),
  },
  // Defaults (issue 14): the shared auction has no default, so past the roles the committee hears
  // 404 (no case) or 409 (DEFAULT_NOT_OPEN); a bidder's offer is theirs alone.
  getAdminDefaults: { expect: committeeOnly(200) },
  getAdminAuctionsByIdDefault: {
    expect: committeeOnly(404),
    request: () => ({ params: { id: fx.auctionId } }),
  },
  postAdminAuctionsByIdNextBidderOffers: {
    expect: committeeOnly(409),
    request: () => ({ params: { id: fx.auctionId }, body: { userId: people.owner.id } }),
  },
  postAdminAuctionsByIdRebook: {
    expect: committeeOnly(409),
    request: () => ({ params: { id: fx.auctionId } }),
  },
  getMeNextBidderOffers: { expect: signedIn(200) },
  getMeNextBidderOffersById: {
    expect: ownersOnly(200),
    request: async () => ({ params: { id: await openOffer() } }),
  },
  postMeNextBidderOffersByIdAccept: {
    expect: ownersOnly(200),
    request: async () => ({ params: { id: await openOffer() } }),
  },
  postMeNextBidderOffersByIdDecline: {
    expect: ownersOnly(200),
    request: async () => ({ params: { id: await openOffer() } }),
  },
  getAdminAuctionsByIdRegistrants: {
    expect: committeeOnly(200),
    request: () => ({ params: { id: fx.auctionId } }),
  },
  // A hybrid auction and a bidder who never registered: past the roles, the refusal
  // (BIDDER_NOT_REGISTERED).
  postAdminAuctionsByIdOnSiteBids: {
    expect: committeeOnly(422),
    request: async () => ({
      params: { id: (await createAuction(database.db, place, { auction: { hybrid: true } })).auction.id },
      headers: key(),
      body: {
        bidderUserId: (await createBidders(database, 1, { funds: 0 }))[0]!.id,
        amount: 1_000_000 * SAR,
      },
    }),
  },
  postAuthRegister: {
    expect: all(201),
    request: () => ({
      body: {
        name: "سارة العتيبي",
        email: uniqueEmail("matrix"),
        phone: uniquePhone(),
        password: "a-long-secret-pass",
        confirmPassword: "a-long-secret-pass",
        birthDate: "1990-05-01",
        acceptTerms: true,
      },
    }),
  },
  // Everyone here has a confirmed phone already.
  postAuthOtpVerify: {
    expect: signedIn(409),
    request: () => ({ body: { code: "123456", purpose: "verify_phone" } }),
  },
  postAuthOtpResend: { expect: signedIn(409), request: () => ({ body: { purpose: "verify_phone" } }) },
  postAuthLogin: {
    expect: all(200),
    request: () => ({ body: { identifier: loginEmail, password: "secret-pass" } }),
  },
  postAuthLogout: { expect: all(204) },
  postAuthPasswordForgot: { expect: all(202), request: () => ({ body: { identifier: loginEmail } }) },
  // No code was sent: refused for its code, whoever asks.
  postAuthPasswordReset: {
    expect: all(400),
    request: () => ({
      body: {
        identifier: loginEmail,
        code: "123456",
        password: "a-new-secret-pass",
        confirmPassword: "a-new-secret-pass",
      },
    }),
  },
  getMe: { expect: signedIn(200) },
  patchMe: { expect: signedIn(200), request: () => ({ body: { theme: "dark" } }) },
  postMePassword: {
    expect: signedIn(200),
    request: () => ({
      body: { currentPassword: "secret-pass", password: "secret-pass", confirmPassword: "secret-pass" },
    }),
  },
  getMeSessions: { expect: signedIn(200) },
  getMeDashboard: { expect: signedIn(200) },
  getMeStatus: { expect: signedIn(200) },
  deleteMeSessions: { expect: signedIn(200) },
  deleteMeSessionsById: {
    expect: ownersOnly(204),
    request: async () => ({ params: { id: await ownerSessionId() } }),
  },
  getMeNotifications: { expect: signedIn(200) },
  postMeNotificationsRead: { expect: signedIn(200), request: () => ({ body: { all: true } }) },
  getMeOrders: { expect: signedIn(200) },
  getMeOrdersById: { expect: ownersOnly(200), request: () => ({ params: { id: fx.orderId } }) },
  // Cancellable until the auction starts: the owner's order of an upcoming auction.
  postMeOrdersByIdCancel: {
    expect: ownersOnly(200),
    request: async () => {
      const id = (
        await createAuction(database.db, place, {
          auction: {
            status: "upcoming",
            startsAt: new Date(Date.now() + 24 * HOUR),
            endsAt: new Date(Date.now() + 48 * HOUR),
            scheduledEndsAt: new Date(Date.now() + 48 * HOUR),
          },
        })
      ).auction.id;
      const order = await as(
        "owner",
        "post",
        "/auctions/{id}/registrations",
        { params: { id }, body: { ...acceptance, rulesVersion: 1 } },
        201,
      );
      return { params: { id: order.id } };
    },
  },
  postMeOrdersByIdReceiptMail: { expect: ownersOnly(202), request: () => ({ params: { id: fx.orderId } }) },
  getReceiptsVerify: {
    expect: all(200),
    request: () => ({ query: `code=${encodeURIComponent(fx.orderReceiptCode)}` }),
  },
  postPayments: {
    expect: signedIn(201),
    request: () => ({
      headers: key(),
      body: { method: "credit_card", purpose: "top_up", amount: 500 * SAR },
    }),
  },
  postPaymentsTransfers: { expect: signedIn(201), request: () => ({ headers: key(), form: transferForm() }) },
  getMePayments: { expect: signedIn(200) },
  getMePaymentsById: { expect: ownersOnly(200), request: () => ({ params: { id: fx.paymentId } }) },
  postMePaymentsByIdReceiptMail: {
    expect: ownersOnly(202),
    request: () => ({ params: { id: fx.paymentId } }),
  },
  getPaymentsReceiptsVerify: {
    expect: all(200),
    request: () => ({ query: `code=${encodeURIComponent(fx.paymentReceiptCode)}` }),
  },
  getAdminTransfers: { expect: committeeOnly(200) },
  postAdminTransfersByIdVerify: {
    expect: committeeOnly(200),
    request: decision(() => fx.pendingTransferId, declaredTransfer),
  },
  postAdminTransfersByIdReject: {
    expect: committeeOnly(200),
    request: decision(() => fx.pendingTransferId, declaredTransfer, { reason: "The receipt is unreadable" }),
  },
  getMeSettlements: { expect: signedIn(200) },
  getMeSettlementsById: { expect: ownersOnly(200), request: () => ({ params: { id: fx.dueSettlementId } }) },
  postMeSettlementsByIdPay: {
    expect: ownersOnly(201),
    request: () => ({ params: { id: fx.dueSettlementId }, headers: key(), body: { method: "wallet" } }),
  },
  // The organizing committee and admins may read any invoice.
  getMeInvoicesById: {
    expect: { guest: 401, owner: 200, other: 404, committee: 200, admin: 200 },
    request: () => ({ params: { id: fx.invoiceId } }),
  },
  getMeWallet: { expect: signedIn(200) },
  getMeWalletMovements: { expect: signedIn(200) },
  getMeBankAccounts: { expect: signedIn(200) },
  postMeBankAccounts: { expect: signedIn(201), request: () => ({ form: bankAccountForm() }) },
  getMeWithdrawals: { expect: signedIn(200) },
  // The IBAN is the owner's: nobody else may withdraw to it.
  postMeWithdrawals: {
    expect: ownersOnly(201),
    request: () => ({ headers: key(), body: { bankAccountId: fx.bankAccountId, amount: 100 * SAR } }),
  },
  getMeWithdrawalsById: { expect: ownersOnly(200), request: () => ({ params: { id: fx.withdrawalId } }) },
  // Refunds are of paid card top-ups (the sandbox's hosted page makes one costly here): the shared
  // payment is a wallet payment, so the committee gets as far as PAYMENT_NOT_FOUND.
  getAdminRefunds: { expect: committeeOnly(200) },
  postAdminRefunds: {
    expect: committeeOnly(404),
    request: () => ({
      headers: key(),
      body: { paymentId: fx.paymentId, amount: 100 * SAR, reason: "Asked for by the user" },
    }),
  },
  postAdminRefundsByIdConfirm: {
    expect: committeeOnly(404),
    request: () => ({ params: { id: fx.paymentId } }),
  },
  postAdminRefundsByIdCancel: {
    expect: committeeOnly(404),
    request: () => ({ params: { id: fx.paymentId } }),
  },
  // The committee reads the settings; only admins change them (the defaults, which other suites rely on).
  getAdminSettings: { expect: committeeOnly(200) },
  putAdminSettings: {
    expect: { guest: 401, owner: 403, other: 403, committee: 403, admin: 200 },
    request: () => ({ body: DEFAULT_SETTINGS }),
  },
  getAdminWithdrawals: { expect: committeeOnly(200) },
  getAdminAuditLog: {
    expect: committeeOnly(200),
    request: () => ({ query: "action=withdrawal.paid&limit=5" }),
  },
  getAdminAuditLogCsv: { expect: committeeOnly(200), request: () => ({ query: "from=2026-01-01" }) },
  postAdminWithdrawalsByIdPaid: {
    expect: committeeOnly(200),
    request: decision(() => fx.withdrawalId, requestedWithdrawal, { reference: "BANK-REF-1" }),
  },
  postAdminWithdrawalsByIdReject: {
    expect: committeeOnly(200),
    request: decision(() => fx.withdrawalId, requestedWithdrawal, { reason: "The IBAN is closed" }),
  },
  postAdminBankAccountsByIdVerify: {
    expect: committeeOnly(200),
    request: decision(() => fx.pendingBankAccountId, pendingBankAccount),
  },
  postAdminBankAccountsByIdReject: {
    expect: committeeOnly(200),
    request: decision(() => fx.pendingBankAccountId, pendingBankAccount, {
      reason: "The certificate is unreadable",
    }),
  },
  getAdminUsers: { expect: committeeOnly(200) },
  getAdminUsersById: { expect: committeeOnly(200), request: () => ({ params: { id: people.other.id } }) },
  postAdminUsersByIdSuspend: {
    expect: committeeOnly(200),
    request: decision(() => people.other.id, freshUser, { reason: "Suspended for a test" }),
  },
  postAdminUsersByIdReinstate: {
    expect: committeeOnly(200),
    request: decision(() => people.other.id, suspendedUser, { reason: "Reinstated after a test" }),
  },
  // Roles are an admin's to give.
  putAdminUsersByIdIdVerification: {
    expect: committeeOnly(200),
    request: decision(() => people.other.id, freshUserWithId, { verified: true }),
  },
  putAdminUsersByIdRoles: {
    expect: { guest: 401, owner: 403, other: 403, committee: 403, admin: 200 },
    request: async (role) => ({
      params: { id: role === "admin" ? await freshUser() : people.other.id },
      body: { roles: ["committee"] },
    }),
  },
  // Chat (issue 16): only the conversation's participants (this one is not support's: the
  // committee hears 404 too).
  getMeChatConversations: { expect: signedIn(200) },
  postMeChatConversations: { expect: signedIn(200), request: () => ({ body: { kind: "support" } }) },
  getMeChatConversationsByIdMessages: {
    expect: ownersOnly(200),
    request: () => ({ params: { id: fx.chatId }, query: "limit=20" }),
  },
  // With an attachment (multipart): refused to anyone else before the file is stored.
  postMeChatConversationsByIdMessages: {
    expect: ownersOnly(201),
    request: () => ({ params: { id: fx.chatId }, form: chatForm() }),
  },
  getMeChatConversationsByIdMessagesByMessageIdAttachment: {
    expect: ownersOnly(200),
    request: () => ({ params: { id: fx.chatId, messageId: fx.chatMessageId } }),
  },
  postMeChatConversationsByIdRead: {
    expect: ownersOnly(200),
    request: () => ({ params: { id: fx.chatId }, body: {} }),
  },
  getAdminChat: { expect: committeeOnly(200) },
  getDevOutbox: { expect: all(200) },
  postDevNotifications: { expect: signedIn(201), request: () => ({ body: { auctionId: fx.auctionId } }) },
  // Winning takes seconds: an invalid price shows the door is open without the work.
  postDevWonAuction: { expect: signedIn(422), request: () => ({ body: { price: 1 } }) },
};

/** Operations not served by the API app, and where their access is tested instead. */
const outside: Record<string, string> = {
  getEvents: "server/live/events-handler.db.test.ts (the stream is served on Node's own request)",
};

async function ownerSessionId() {
  const session = await createSession({
    db: database.db,
    userId: people.owner.id,
    now: new Date(),
    client: { ip: null, userAgent: null },
  });
  return session.sessionId;
}

const document = buildOpenApiDocument({ production: false });
const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  (["get", "put", "post", "delete", "patch"] as const).flatMap((method) => {
    const operation = item?.[method];
    return operation
      ? [{ method, path, id: operation.operationId!, documented: Object.keys(operation.responses ?? {}) }]
      : [];
  }),
);

beforeAll(async () => {
  database = await createTestDatabase();
  let listener: ReturnType<typeof getRequestListener> | null = null;
  server = createServer((req, res) => void listener!(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  app = createTestHttpApp(database, { env: { APP_ORIGIN: origin, DATA_DIR: "tests/.tmp/access-matrix" } });
  listener = getRequestListener(app.fetch);
  const [owner, other, committee, admin, login] = await createBidders(database, 5, {
    funds: 2_000_000 * SAR,
  });
  Object.assign(people, { owner: owner!, other: other!, committee: committee!, admin: admin! });
  loginEmail = login!.email;
  await database.db
    .update(users)
    .set({ roles: ["committee"] })
    .where(eq(users.id, committee!.id));
  await database.db
    .update(users)
    .set({ roles: ["admin"] })
    .where(eq(users.id, admin!.id));
  place = await createPlace(database.db);

  fx.auctionId = await newAuction();
  fx.ownerPoaId = await approvedPoa(owner!.id);
  await payAgencyForOwner();
  fx.listingId = (await as("owner", "post", "/me/listings", { body: { titleAr: "مسودة" } }, 201)).id;
  fx.sentListingId = await sentListing();
  fx.inquiryId = await newInquiry();
  fx.authorityRequestId = await sentAuthorityRequest();
  const { auction: agentAuction } = await createAuction(database.db, place, {
    property: { ownerUserId: login!.id },
  });
  fx.chatId = (
    await as("owner", "post", "/me/chat/conversations", {
      body: { kind: "agent", auctionId: agentAuction.id },
    })
  ).conversationId;
  fx.chatMessageId = (
    await as(
      "owner",
      "post",
      "/me/chat/conversations/{id}/messages",
      { params: { id: fx.chatId }, form: chatForm() },
      201,
    )
  ).id;
  fx.orderId = (
    await as(
      "owner",
      "post",
      "/auctions/{id}/registrations",
      { params: { id: fx.auctionId }, body: { ...acceptance, rulesVersion: 1 } },
      201,
    )
  ).id;
  fx.orderReceiptCode = (
    await as("owner", "get", "/me/orders/{id}", { params: { id: fx.orderId } })
  ).receiptCode;

  // Two won auctions: one paid (its payment, receipt and invoice), one still due.
  const paid = await as("owner", "post", "/dev/won-auction", {}, 201);
  const due = await as("owner", "post", "/dev/won-auction", {}, 201);
  fx.paidSettlementId = paid.settlementId;
  fx.dueSettlementId = due.settlementId;
  const payment = await as(
    "owner",
    "post",
    "/me/settlements/{id}/pay",
    { params: { id: paid.settlementId }, headers: key(), body: { method: "wallet" } },
    201,
  );
  fx.paymentId = payment.payment.id;
  fx.invoiceId = payment.settlement.invoice.id;
  fx.paymentReceiptCode = (
    await as("owner", "get", "/me/payments/{id}", { params: { id: fx.paymentId } })
  ).receipt.verificationCode;

  fx.bankAccountId = (await as("owner", "post", "/me/bank-accounts", { form: bankAccountForm() }, 201)).id;
  await as("committee", "post", "/admin/bank-accounts/{id}/verify", { params: { id: fx.bankAccountId } });
  fx.pendingBankAccountId = (
    await as("owner", "post", "/me/bank-accounts", { form: bankAccountForm() }, 201)
  ).id;
  fx.withdrawalId = await requestedWithdrawal();
  fx.pendingTransferId = await declaredTransfer();
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

describe("the access-control matrix", () => {
  it("names every operation of the document, and nothing else", () => {
    const ids = operations.map((operation) => operation.id);
    const named = [...Object.keys(matrix), ...Object.keys(outside)];
    expect(ids.filter((id) => !named.includes(id))).toEqual([]);
    expect(named.filter((id) => !ids.includes(id))).toEqual([]);
  });

  it(`answers each of the ${operations.length - Object.keys(outside).length} operations × ${roles.length} callers as expected`, async () => {
    const answered: Record<string, Partial<Record<Role, number>>> = {};
    const expected: Record<string, Partial<Record<Role, number>>> = {};
    const undocumented: string[] = [];
    for (const { method, path, id, documented } of operations) {
      if (id in outside) continue;
      const entry = matrix[id]!;
      for (const role of roles) {
        const request = (await entry.request?.(role)) ?? {};
        const res = await send(method, path, request, await tokenOf(role));
        (answered[id] ??= {})[role] = res.status;
        (expected[id] ??= {})[role] = entry.expect[role];
        if (!documented.includes(String(res.status))) undocumented.push(`${id} ${res.status}`);
      }
    }
    expect(answered).toEqual(expected);
    // What a client reads in the document is what it hears.
    expect([...new Set(undocumented)]).toEqual([]);
  }, 120_000);
});

describe("guests on signed-in operations", () => {
  it("hear 401 before any parameter, header or body is read", async () => {
    const answers: Record<string, number> = {};
    for (const { method, path, id } of operations) {
      if (!accessOf(method, path).signedIn) continue;
      const res = await app.request(
        `${origin}/api/v1${path.replace(/\{\w+\}/g, "not-an-id")}?page=-1&limit=x`,
        {
          method: method.toUpperCase(),
          headers: {
            Origin: origin,
            "Content-Type": "application/json",
            "Idempotency-Key": "short",
          },
          body: method === "get" ? undefined : "{not json",
        },
      );
      answers[id] = res.status;
    }
    expect(Object.values(answers).length).toBeGreaterThan(40);
    expect(answers).toEqual(Object.fromEntries(Object.keys(answers).map((id) => [id, 401])));
  });
});

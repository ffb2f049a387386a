import { closeSync, mkdirSync, openSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { demoOwnedAssetNumbers } from "../../app/db/seed/demo-owner";
import { createI18n } from "../../app/i18n/i18n";
import { ar } from "../../app/i18n/messages/ar";
import { en } from "../../app/i18n/messages/en";
import { expect, expectNoAxeViolations, htmlProblems, signInAs, test, waitForHydration } from "./support";

/*
 * Agents and principals (issue 16, ADR 036) in one journey, switching language on the way: the
 * demo investor (bidder, with an approved power of attorney from the demo seed) invites the demo
 * agent by phone in Arabic-Indic digits at /profile/agents; the agent confirms in English, bids
 * for the investor on a live auction of this test's own, and the investor finds that auction
 * among their current orders. The rules (authority in the bid's transaction, the principal's
 * deposit, the shill rule) are the database tests'.
 */

const t = { ar: createI18n("ar", ar).t, en: createI18n("en", en).t };
const owned = new Set<string>(Object.values(demoOwnedAssetNumbers));

/** A live auction for this test alone, claimed like the bidding suite's (same claims directory). */
async function claimAuction(request: APIRequestContext, baseURL: string) {
  const res = await request.get("/api/v1/auctions?status=current&pageSize=50&sort=ending");
  const { data } = (await res.json()) as {
    data: { id: number; assetNumber: string; openingPrice: number; endsAt: string }[];
  };
  const dir = `tests/.tmp/e2e-${new URL(baseURL).port}/bidding-claims`;
  mkdirSync(dir, { recursive: true });
  const later = Date.now() + 60 * 60_000;
  const pool = data
    .slice(4)
    .filter((a) => Date.parse(a.endsAt) > later && !owned.has(a.assetNumber))
    .sort((a, b) => a.openingPrice - b.openingPrice || a.id - b.id);
  for (const auction of pool) {
    try {
      closeSync(openSync(`${dir}/${auction.id}`, "wx"));
      return auction;
    } catch {
      // claimed by another test
    }
  }
  throw new Error("no live demo auction left to claim");
}

test("an investor's agent is invited, confirms and bids for them; the investor sees the order", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.slow(); // two people, four pages with axe
  await signInAs(context, "bidder", baseURL!);
  // A previous run's agency between the two demo accounts is ended first (one live per pair).
  const mine = (await (await page.request.get("/api/v1/me/agencies")).json()) as {
    actingForMe: { id: string; state: string }[];
  };
  for (const a of mine.actingForMe.filter((x) => x.state === "active" || x.state === "pending"))
    await page.request.post(`/api/v1/me/agencies/${a.id}/revoke`, { headers: { Origin: baseURL! } });

  // The investor invites the agent (Arabic).
  await page.goto("/profile/agents");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 2, name: t.ar("agents.title") })).toBeVisible();
  const invite = page.getByRole("region", { name: t.ar("agents.invite.heading") });
  await invite.getByLabel(t.ar("agents.invite.phone")).fill("٠٥٠٠٠٠٠١٠٢");
  await invite.getByLabel(t.ar("agents.scopes.bid")).check();
  const until = new Date(Date.now() + 30 * 24 * 3600_000).toISOString().slice(0, 10);
  await invite.getByLabel(t.ar("agents.invite.expiresOn")).fill(until);
  await invite.getByLabel(t.ar("agents.invite.powerOfAttorney")).selectOption({ index: 1 });
  await expectNoAxeViolations(page);
  expect(await htmlProblems(await (await page.request.get("/profile/agents")).text())).toEqual([]);
  await invite.getByRole("button", { name: t.ar("agents.invite.submit") }).click();
  await expect(page.getByTestId("agents-notice")).toHaveText(t.ar("agents.notice.invited"));
  const pending = page.getByTestId("acting-for-me").getByTestId("agency").first();
  await expect(pending).toHaveAttribute("data-state", "pending");

  // The agent confirms (English) and bids for the investor.
  const agentContext = await browser.newContext({ baseURL: baseURL!, locale: "en-US" });
  const agentPage = await agentContext.newPage();
  await signInAs(agentContext, "agent", baseURL!);
  await agentPage.goto("/en/profile/agents");
  await waitForHydration(agentPage);
  const invitation = agentPage.getByTestId("i-act-for").getByTestId("agency").first();
  await expect(invitation.getByTestId("agency-state")).toContainText(t.en("agents.awaitingYou"));
  await invitation.getByRole("button", { name: t.en("agents.actions.confirm") }).click();
  await expect(agentPage.getByTestId("agents-notice")).toHaveText(t.en("agents.notice.confirm"));
  await expect(agentPage.getByTestId("i-act-for").getByTestId("agency").first()).toHaveAttribute(
    "data-state",
    "active",
  );
  await expectNoAxeViolations(agentPage);

  const auction = await claimAuction(page.request, baseURL!);
  await agentPage.goto(`/en/mazadat/${auction.id}`);
  await waitForHydration(agentPage);
  const form = agentPage.getByTestId("agent-bid");
  const minimum = Number(await form.getAttribute("data-minimum"));
  const investorName = (await (await page.request.get("/api/v1/me")).json()).name as string;
  await form.getByLabel(t.en("agents.bidFor.principal", { name: investorName })).check();
  await form.getByLabel(t.en("agents.bidFor.amount")).fill(String(minimum / 100));
  await form.getByLabel(t.en("agents.bidFor.acceptRules", { version: 1 })).check();
  await form.getByRole("button", { name: t.en("agents.bidFor.submit") }).click();
  await expect(form.getByTestId("agent-bid-done")).toHaveText(t.en("agents.bidFor.leading"));
  await expectNoAxeViolations(agentPage);
  await agentContext.close();

  // The investor finds the auction among their current orders, and was told (Arabic).
  await page.goto("/orders/current");
  await waitForHydration(page);
  await expect(page.getByRole("main").locator(`a[href$="/mazadat/${auction.id}"]`).first()).toBeVisible();
  const told = (await (await page.request.get("/api/v1/me/notifications")).json()) as {
    items: { event: string }[];
  };
  expect(told.items.map((n) => n.event)).toContain("agent_bid_placed");
  await expectNoAxeViolations(page);
});

import { formatMoney } from "../../app/i18n/format";
import { createI18n } from "../../app/i18n/i18n";
import { ar } from "../../app/i18n/messages/ar";
import { en } from "../../app/i18n/messages/en";
import {
  expect,
  expectNoAxeViolations,
  htmlProblems,
  signInAs,
  signUp,
  test,
  waitForHydration,
} from "./support";

/*
 * An agent pays for their principal (ADR 036, the `pay` scope), switching language on the way: a
 * new bidder wins an auction (the development endpoint) and confirms the demo agent's invitation
 * to act for them with `pay` (through the API: the invitation's pages are agents.spec.ts'); the
 * agent sees what the principal owes on /profile/agents in Arabic, confirms the amount and pays it
 * from the principal's wallet, and the principal finds it on /payments in English, paid by their
 * agent. The rules (authority in the payment's transaction, the refusals) are the database tests'.
 */

const t = { ar: createI18n("ar", ar).t, en: createI18n("en", en).t };
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("an agent pays a principal's settlement from the principal's wallet; the principal sees who paid", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // two people, three pages with axe
  const origin = { Origin: baseURL! };
  // The principal (English): a new bidder who has just won an auction, the wallet topped up for it.
  await (
    await signUp(page, baseURL!, "en")
  )();
  const won = await page.request.post("/api/v1/dev/won-auction", { headers: origin, data: {} });
  expect(won.status()).toBe(201);
  const { settlementId, totalDue } = (await won.json()) as { settlementId: string; totalDue: number };
  const principal = (await (await page.request.get("/api/v1/me")).json()) as { name: string; phone: string };

  // The demo agent invites them as principal with `pay`, under the agent's power of attorney; they confirm.
  const agentContext = await browser.newContext({ baseURL: baseURL!, locale: "ar-SA" });
  await signInAs(agentContext, "agent", baseURL!);
  const agentPage = await agentContext.newPage();
  const mine = (await (await agentPage.request.get("/api/v1/me/agencies")).json()) as {
    powersOfAttorney: { id: string }[];
  };
  const invited = await agentPage.request.post("/api/v1/me/agencies", {
    headers: origin,
    data: {
      side: "agent",
      phone: principal.phone,
      scopes: ["pay"],
      expiresOn: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      powerOfAttorneyId: mine.powersOfAttorney[0]!.id,
    },
  });
  expect(invited.status()).toBe(201);
  const agencyId = ((await invited.json()) as { id: string }).id;
  expect(
    (await page.request.post(`/api/v1/me/agencies/${agencyId}/confirm`, { headers: origin })).status(),
  ).toBe(200);

  // The agent (Arabic) sees what the principal owes and pays it from the principal's wallet.
  await agentPage.goto("/profile/agents");
  await waitForHydration(agentPage);
  const due = agentPage.locator(`[data-settlement-id="${settlementId}"]`);
  await expect(due.getByTestId("principal-settlement-amount")).toHaveText(formatMoney(totalDue, "ar"));
  expect(await htmlProblems(await (await agentPage.request.get("/profile/agents")).text())).toEqual([]);
  await expectNoAxeViolations(agentPage);
  await due.getByTestId("pay-for-principal").click();
  await expect(agentPage.getByRole("heading", { level: 1 })).toHaveText(t.ar("agents.pay.title"));
  await expect(agentPage.getByTestId("figure-total-due")).toHaveText(formatMoney(totalDue, "ar"));
  await expectNoAxeViolations(agentPage);
  await agentPage.getByRole("button", { name: new RegExp(escape(formatMoney(totalDue, "ar"))) }).click();
  const paid = agentPage.getByTestId("paid-for-principal");
  await expect(paid).toContainText(principal.name);
  await expect(paid.getByTestId("paid-reference")).toHaveText(/^MZD-WP-/);
  await expect(paid.getByTestId("paid-receipt-code")).toHaveText(/^RCT-/);
  await expect(due).toHaveCount(0);
  const agentName = ((await (await agentPage.request.get("/api/v1/me")).json()) as { name: string }).name;
  await agentContext.close();

  // The principal (English) finds it paid, by their agent, and was told.
  await page.goto(`/en/payments`);
  await waitForHydration(page);
  const card = page.locator(`[data-testid="closed-settlement"][data-settlement-id="${settlementId}"]`);
  await expect(card.getByTestId("paid-by-agent")).toHaveText(
    t.en("settlement.paid.byAgent", { name: `\u2068${agentName}\u2069` }),
  );
  await expect(page.getByTestId("payment-by-agent").first()).toContainText(agentName);
  await expectNoAxeViolations(page);
  const told = (await (await page.request.get("/api/v1/me/notifications?lang=en")).json()) as {
    items: { event: string; body: string }[];
  };
  expect(told.items.find((n) => n.event === "payment_received")?.body).toContain(
    `Your agent ${agentName} paid`,
  );
  // The demo agent's list stays short from run to run.
  await page.request.post(`/api/v1/me/agencies/${agencyId}/revoke`, { headers: origin });
});

import type { Page, Request } from "@playwright/test";
import { expect, signInAs, test, waitForHydration } from "./support";

/** Requests for the event stream and the live client's code made by `page`. */
function recordLiveRequests(page: Page) {
  const seen: string[] = [];
  page.on("request", (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname === "/api/v1/events" || pathname.includes("/live-client")) seen.push(pathname);
  });
  return seen;
}

test.describe("the live connection", () => {
  test("a guest's pages without auctions to watch open no stream and fetch no live code", async ({
    page,
  }) => {
    const seen = recordLiveRequests(page);
    for (const path of ["/", "/en/auctions"]) {
      await page.goto(path, { waitUntil: "networkidle" });
      await waitForHydration(page);
    }
    expect(seen).toEqual([]);
  });

  test("a signed-in tab holds one stream of its own channel, across navigations @smoke", async ({
    page,
    baseURL,
  }) => {
    await signInAs(page.context(), "bidder", baseURL!);
    const seen = recordLiveRequests(page);
    const stream = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/v1/events");
    await page.goto("/en");
    await waitForHydration(page);
    const answer = await stream;
    expect(answer.headers()["content-type"]).toBe("text/event-stream; charset=utf-8");
    await page.getByRole("link", { name: "About" }).first().click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await page.waitForLoadState("networkidle");
    expect(seen.filter((path) => path === "/api/v1/events")).toHaveLength(1);
  });
});

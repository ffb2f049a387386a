import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import {
  bodyLimitOf,
  bodyLimits,
  DOCUMENTS_BODY_LIMIT,
  FORM_BODY_LIMIT,
  JSON_BODY_LIMIT,
  UPLOAD_BODY_LIMIT,
} from "./body-limits";
import { requestGuards } from "./request-guards";

const multipart = "multipart/form-data; boundary=x";

describe("body limits", () => {
  it("give a file's 10 MB only to the routes that take one, pages as their .data fetches too", () => {
    for (const path of [
      "/api/v1/payments/transfers",
      "/api/v1/me/bank-accounts",
      "/paymentMethod/transfer",
      "/en/paymentMethod/transfer.data",
      "/en/profile/wallet/",
      "/profile/wallet/_.data",
    ]) {
      expect(bodyLimitOf(path, multipart), path).toBe(UPLOAD_BODY_LIMIT);
    }
    // A chat message's attachment, from the pages (plain posts and fetchers) and the API (issue 16).
    const conversation = "0b6f8f2e-3c1a-4d5e-9f70-1a2b3c4d5e6f";
    for (const path of [
      `/api/v1/me/chat/conversations/${conversation}/messages`,
      `/profile/chat/${conversation}`,
      `/en/profile/chat/${conversation}.data`,
      `/admin/chat/${conversation}/`,
      `/en/admin/chat/${conversation}`,
    ])
      expect(bodyLimitOf(path, multipart), path).toBe(UPLOAD_BODY_LIMIT);
    expect(bodyLimitOf(`/api/v1/me/chat/conversations/${conversation}/messages`, "application/json")).toBe(
      JSON_BODY_LIMIT,
    );
    expect(bodyLimitOf(`/api/v1/me/chat/conversations/${conversation}/read`, multipart)).toBe(
      FORM_BODY_LIMIT,
    );
    expect(bodyLimitOf("/en/profile/settings", multipart)).toBe(FORM_BODY_LIMIT);
    // A power-of-attorney or foreign-owner request sends its several documents at once (issue 16).
    for (const path of [
      "/api/v1/me/authority-requests",
      "/api/v1/me/authority-requests/0b6f8f2e-3c1a-4d5e-9f70-1a2b3c4d5e6f/documents",
      "/forms/power-of-attorney",
      "/en/forms/foreign-owner.data",
      "/profile/requests",
    ])
      expect(bodyLimitOf(path, multipart), path).toBe(DOCUMENTS_BODY_LIMIT);
    expect(bodyLimitOf("/forms/power-of-attorney", "application/x-www-form-urlencoded")).toBe(
      FORM_BODY_LIMIT,
    );
    expect(bodyLimitOf("/en/profile/wallet", "application/x-www-form-urlencoded")).toBe(FORM_BODY_LIMIT);
    expect(bodyLimitOf("/api/v1/payments/transfers", "application/json")).toBe(JSON_BODY_LIMIT);
    expect(bodyLimitOf("/api/v1/auth/login", "application/problem+json; charset=utf-8")).toBe(
      JSON_BODY_LIMIT,
    );
  });

  it("leave a page's form within the limit whole for the page to read, chunked or not", async () => {
    const app = new Hono();
    app.use(bodyLimits());
    app.use(requestGuards());
    // Pages read the raw request, as React Router does.
    app.post("*", async (c) => c.text(String((await c.req.raw.formData()).get("name"))));
    const headers = { "Content-Type": "application/x-www-form-urlencoded" };
    const fixed = await app.request("/en/register", {
      method: "POST",
      headers,
      body: "name=%D8%B9%D9%84%D9%8A",
    });
    expect(await fixed.text()).toBe("علي");
    const chunks = ["name=Sa", "ra"].map((part) => new TextEncoder().encode(part));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const chunked = await app.request("/en/register", {
      method: "POST",
      headers,
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(await chunked.text()).toBe("Sara");
  });
});

import type { DeliveryAdapter } from "./messenger.server";

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/**
 * SMS through Unifonic's public REST API (a Saudi provider): a form-encoded POST of AppSid,
 * SenderID, Recipient (international format without "+" or "00"), Body and CorrelationID,
 * answered with JSON `{ success, message, errorCode, data }`. The URL is configurable
 * (SMS_PROVIDER_URL), so a compatible gateway or a test double can stand in.
 */
export function createUnifonicSms(options: {
  url: string;
  apiKey: string;
  sender: string;
  fetch?: FetchLike;
  timeoutMs?: number;
}): DeliveryAdapter {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    name: "unifonic",
    async deliver({ id, recipient, body }) {
      const form = new URLSearchParams({
        AppSid: options.apiKey,
        SenderID: options.sender,
        Recipient: recipient.replace(/^\+/, ""),
        Body: body,
        responseType: "JSON",
        CorrelationID: `mazad-${id}`,
      });
      const response = await doFetch(options.url, {
        method: "POST",
        headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
        body: form,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = (await response.json().catch(() => null)) as {
        success?: boolean | string;
        message?: string;
        errorCode?: string;
      } | null;
      if (!response.ok || !answer || (answer.success !== true && answer.success !== "true")) {
        const reason = [answer?.errorCode, answer?.message].filter(Boolean).join(" ");
        throw new Error(`SMS provider answered ${response.status}${reason ? `: ${reason}` : ""}`);
      }
    },
  };
}

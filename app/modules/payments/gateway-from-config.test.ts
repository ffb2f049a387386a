import { describe, expect, it } from "vitest";
import { parseConfig, sandboxGatewaySecrets } from "~/config.server";
import { gatewayFromConfig } from "./gateway-from-config.server";

describe("payment gateway configuration", () => {
  it("defaults to the sandbox, which needs no setting of its own", () => {
    const config = { ...parseConfig({}), sessionSecret: "s".repeat(40) };
    expect(config.paymentGateway).toEqual({ name: "sandbox", moyasar: null });
    expect(gatewayFromConfig({ config }).name).toBe("sandbox");
  });

  it("derives the sandbox's key and webhook secret from the session secret, distinct and stable", () => {
    const a = sandboxGatewaySecrets("a".repeat(40));
    expect(a).toEqual(sandboxGatewaySecrets("a".repeat(40)));
    expect(a.apiKey).toMatch(/^sk_sandbox_[A-Za-z0-9_-]{43}$/);
    expect(a.webhookSecret).not.toBe(a.apiKey.replace("sk_sandbox_", ""));
    expect(sandboxGatewaySecrets("b".repeat(40)).apiKey).not.toBe(a.apiKey);
    expect(JSON.stringify(a)).not.toContain("a".repeat(10));
    expect(() => sandboxGatewaySecrets("")).toThrow(/session secret/);
  });

  it("requires Moyasar's secret key and webhook secret with PAYMENT_GATEWAY=moyasar, and never echoes them", () => {
    expect(() => parseConfig({ PAYMENT_GATEWAY: "moyasar" })).toThrow(
      /MOYASAR_SECRET_KEY is required with PAYMENT_GATEWAY=moyasar[\s\S]*MOYASAR_WEBHOOK_SECRET is required/,
    );
    expect(() => parseConfig({ PAYMENT_GATEWAY: "stripe" })).toThrow(
      /PAYMENT_GATEWAY must be sandbox or moyasar/,
    );
    try {
      parseConfig({
        PAYMENT_GATEWAY: "moyasar",
        MOYASAR_SECRET_KEY: "pk_test_publishable",
        MOYASAR_WEBHOOK_SECRET: "x",
      });
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("MOYASAR_SECRET_KEY must be a Moyasar secret key");
      expect(message).toContain("MOYASAR_WEBHOOK_SECRET must be at least 8 characters");
      expect(message).not.toContain("pk_test_publishable");
    }
    const config = parseConfig({
      PAYMENT_GATEWAY: "moyasar",
      MOYASAR_SECRET_KEY: "sk_test_abc123",
      MOYASAR_WEBHOOK_SECRET: "webhook-token",
    });
    expect(config.paymentGateway).toEqual({
      name: "moyasar",
      moyasar: {
        secretKey: "sk_test_abc123",
        webhookSecret: "webhook-token",
        apiUrl: "https://api.moyasar.com/v1",
      },
    });
    expect(gatewayFromConfig({ config }).name).toBe("moyasar");
    const local = parseConfig({
      PAYMENT_GATEWAY: "moyasar",
      MOYASAR_SECRET_KEY: "sk_live_abc",
      MOYASAR_WEBHOOK_SECRET: "webhook-token",
      MOYASAR_API_URL: "http://127.0.0.1:9999/v1/",
    });
    expect(local.paymentGateway.moyasar?.apiUrl).toBe("http://127.0.0.1:9999/v1");
  });
});

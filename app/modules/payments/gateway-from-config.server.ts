import { sandboxGatewaySecrets } from "~/config.server";
import type { Services } from "~/context.server";
import type { PaymentGateway } from "./gateway";
import type { Fetch } from "./gateway-http.server";
import { createMoyasarGateway } from "./moyasar-gateway.server";
import { createSandboxGateway } from "./sandbox-gateway.server";

/**
 * The gateway PAYMENT_GATEWAY names. The sandbox is reached over HTTP at APP_ORIGIN, like any
 * gateway, with its key derived from the session secret. `fetch` is for tests: the in-process
 * app for the sandbox, a recorded Moyasar at the network edge.
 */
export function gatewayFromConfig(
  services: Pick<Services, "config" | "clock">,
  options: { fetch?: Fetch } = {},
): PaymentGateway {
  const { config } = services;
  if (config.paymentGateway.name === "moyasar") {
    return createMoyasarGateway({ ...config.paymentGateway.moyasar, fetch: options.fetch });
  }
  const secrets = sandboxGatewaySecrets(config.sessionSecret);
  return createSandboxGateway({
    apiUrl: `${config.appOrigin}/_sandbox/gateway/v1`,
    apiKey: secrets.apiKey,
    webhookSecret: secrets.webhookSecret,
    fetch: options.fetch,
    now: services.clock,
  });
}

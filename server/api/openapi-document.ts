import type { Services } from "~/context.server";
import { createApi, openApiInfo } from "./api";

/**
 * Services for declaring the routes only: any property may be read while the routes are
 * registered (some take `services.database` up front), but nothing can be called, so a handler
 * that ran by mistake fails loudly instead of touching a database. `known` gives real values.
 */
function declarationOnly(path: string, known: Record<string, unknown> = {}): unknown {
  return new Proxy(() => {}, {
    get: (_, property) => {
      if (typeof property === "symbol") return undefined;
      return property in known ? known[property] : declarationOnly(`${path}.${property}`);
    },
    apply: () => {
      throw new Error(`${path}() is not available while only the OpenAPI document is built`);
    },
  });
}

/**
 * The API's OpenAPI 3.1 document (what /api/v1/openapi.json answers) built without a database or
 * a server. `production` leaves out the development routes, as a production server does.
 */
export function buildOpenApiDocument({ production }: { production: boolean }) {
  const config = declarationOnly("services.config", { production });
  const api = createApi(declarationOnly("services", { config }) as Services);
  return api.getOpenAPI31Document(openApiInfo);
}

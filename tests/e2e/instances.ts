/**
 * The app instances a browser run talks to (playwright.config.ts starts them): one on the
 * embedded database; on PostgreSQL a second one shares the database (and Redis), as behind a
 * load balancer.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const twoInstances = Boolean(process.env.DATABASE_URL);
export const secondPort = e2ePort + 1;

/**
 * The origin of "another instance" than `baseURL`'s: the second instance when two run, else the
 * same one. Tests tagged @multi-instance put their second person there: what one instance does
 * must reach a page served by the other (live updates through Redis, one shared database).
 * Cookies are per host, not per port, so a session signed in on one instance works on both.
 */
export function otherInstance(baseURL: string): string {
  return twoInstances ? `http://127.0.0.1:${secondPort}` : baseURL;
}

/** How many workers WEB_CONCURRENCY asks for, or why it cannot be honoured (cluster-primary.mjs). */
export function workersWanted(env: NodeJS.ProcessEnv): { workers: number; warning?: string; error?: string };
/** Runs the primary of `count` workers until SIGTERM or SIGINT. */
export function runPrimary(count: number): Promise<void>;

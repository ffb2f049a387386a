import { eq } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { appSettings } from "~/db/schema";

/**
 * A setting's stored value (JSON), or undefined when it is not set. The caller validates it: a
 * setting's meaning, and its default, belong to the module that uses it.
 */
export async function readSetting(tx: Pick<Tx, "select">, key: string): Promise<unknown> {
  const [row] = await tx
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return row?.value;
}

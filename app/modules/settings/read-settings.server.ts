import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { appSettings } from "~/db/schema/settings";

/*
 * The committee's key/value settings (`app_settings`), owned by this module: other modules read a
 * setting through `readSetting` and give its value a shape themselves.
 */

/** The stored value of one setting, or undefined when it was never set. */
export async function readSetting(db: Pick<Db, "select">, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return row?.value;
}

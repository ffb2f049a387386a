import type { Tx } from "~/db/client.server";
import { readSetting } from "~/modules/settings/read-setting.server";

/** Days between publishing and the start (REGA): the `announcement_days` setting, 5 by default. */
export const DEFAULT_ANNOUNCEMENT_DAYS = 5;

/** The `announcement_days` setting when it is a whole number of days (0–365), else the default. */
export async function readAnnouncementDays(tx: Pick<Tx, "select">): Promise<number> {
  const stored = await readSetting(tx, "announcement_days");
  return typeof stored === "number" && Number.isInteger(stored) && stored >= 0 && stored <= 365
    ? stored
    : DEFAULT_ANNOUNCEMENT_DAYS;
}

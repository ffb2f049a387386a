import { ilike, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { users } from "~/db/schema/accounts";
import { toLatinDigits } from "~/i18n/format";
import { describeUsers } from "./describe-users.server";

/** `%text%` for LIKE, the text's own `%`, `_` and `\` taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The ids of the users whose name, e-mail or phone contains `search`, as a subquery another
 * module filters its own rows by (`inArray(column, userSearchSubquery(db, "…"))`): the accounts
 * module owns `users`, so the search is written here. A phone may be typed as 05…, 9665… or
 * +9665…, with Arabic-Indic digits and spaces.
 */
export function userSearchSubquery(db: Pick<Db, "select">, search: string) {
  const text = search.trim();
  const conditions: SQL[] = [ilike(users.name, containing(text)), ilike(users.email, containing(text))];
  const digits = toLatinDigits(text).replace(/[\s\-()+]/g, "");
  if (/^\d{3,15}$/.test(digits)) {
    const national = digits.replace(/^(00966|966|0)/, "");
    conditions.push(sql`${users.phone} like ${containing(national)}`);
  }
  return db
    .select({ id: users.id })
    .from(users)
    .where(or(...conditions));
}

/**
 * The people behind another module's records, for a log that names its actors (the audit log):
 * those a search matches, and who given ids are. The audit module sits below every other one,
 * so it is handed these instead of importing this module.
 */
export function peopleDirectory(db: Pick<Db, "select">) {
  return {
    matching: (search: string) => userSearchSubquery(db, search),
    describe: (ids: Iterable<string>) => describeUsers(db, ids),
  };
}

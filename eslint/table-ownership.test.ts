import { join } from "node:path";
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, it } from "vitest";
import rule from "./table-ownership.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = join(import.meta.dirname, "..");
const at = (file: string) => join(root, file);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run("table-ownership", rule, {
  valid: [
    {
      filename: at("app/modules/bidding/new-op.server.ts"),
      code: 'import { bids, autoBids } from "~/db/schema";',
    },
    {
      filename: at("app/modules/bidding/new-op.server.ts"),
      code: 'import { bids } from "~/db/schema/bidding";',
    },
    {
      filename: at("app/modules/wallet/new-op.server.ts"),
      code: 'import { halalas } from "~/db/schema/columns";',
    },
    // Tests read any table to check outcomes; the database layer and its seed build every table.
    {
      filename: at("app/modules/bidding/new-op.db.test.ts"),
      code: 'import { ledgerAccounts } from "~/db/schema";',
    },
    {
      filename: at("app/db/seed/new-seed.server.ts"),
      code: 'import { auctions, users } from "~/db/schema";',
    },
    // Types are shapes, not tables.
    { filename: at("app/routes/auctions/page.tsx"), code: 'import type { Boundaries } from "~/db/schema";' },
  ],
  invalid: [
    {
      filename: at("app/modules/bidding/new-op.server.ts"),
      code: 'import { bids, ledgerAccounts } from "~/db/schema";',
      errors: [{ messageId: "foreign", data: { name: "ledgerAccounts", owner: "wallet" } }],
    },
    {
      filename: at("app/modules/orders/new-op.server.ts"),
      code: 'import { users } from "~/db/schema/accounts";',
      errors: [{ messageId: "foreign", data: { name: "users", owner: "accounts" } }],
    },
    {
      filename: at("app/modules/orders/new-op.server.ts"),
      code: 'import { auditLog } from "../../db/schema";',
      errors: [{ messageId: "foreign", data: { name: "auditLog", owner: "audit" } }],
    },
    {
      filename: at("server/api/new-routes.ts"),
      code: 'import { settlements } from "~/db/schema";',
      errors: [{ messageId: "foreign", data: { name: "settlements", owner: "payments" } }],
    },
  ],
});

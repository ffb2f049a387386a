import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { cruise, type IConfiguration } from "dependency-cruiser";
import { afterAll, describe, expect, it } from "vitest";

// The module-cycle rule of .dependency-cruiser.cjs (run by `npm run lint`), tried on planted trees.
const config = createRequire(import.meta.url)("../.dependency-cruiser.cjs") as IConfiguration;
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function violations(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "mazad-cycles-"));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, dirname(file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  const { options } = config;
  const result = await cruise(["app/modules"], {
    baseDir: dir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    includeOnly: options?.includeOnly,
    exclude: options?.exclude,
  });
  if (typeof result.output === "string") throw new Error(result.output);
  return result.output.summary.violations.map((v) => v.rule.name);
}

describe("module cycles", () => {
  it("fails a cycle between modules that no chain of files closes", async () => {
    const found = await violations({
      "app/modules/bidding/close.ts":
        'import { pay } from "../payments/pay";\nexport const close = () => pay();\n',
      "app/modules/bidding/code.ts": "export const code = () => 1;\n",
      "app/modules/payments/pay.ts":
        'import { mail } from "../orders/mail";\nexport const pay = () => mail();\n',
      "app/modules/orders/mail.ts":
        'import { code } from "../bidding/code";\nexport const mail = () => code();\n',
    });
    expect(found).toContain("no-module-cycles");
  });

  it("passes modules that depend on each other in layers", async () => {
    const found = await violations({
      "app/modules/bidding/close.ts":
        'import { pay } from "../payments/pay";\nexport const close = () => pay();\n',
      "app/modules/payments/pay.ts":
        'import { mail } from "../orders/mail";\nexport const pay = () => mail();\n',
      "app/modules/orders/mail.ts": "export const mail = () => 1;\n",
    });
    expect(found).toEqual([]);
  });
});

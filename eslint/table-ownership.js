// Rule `mazad/table-ownership`: every table (and its enums) belongs to one module, the file
// `app/db/schema/<module>.ts` that defines it. Only that module's files import it; every other
// module, route or API handler goes through the owner's functions (docs/decisions/019-module-ownership.md).
// Tests, the database layer itself (client, migrations, seed) and scripts may read any table.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const schemaDir = join(root, "app/db/schema");
/** Module names that own no table but may hold shared column helpers. */
const neutral = new Set(["columns"]);

/** Table or enum name → owning module, read from app/db/schema/<module>.ts (types are shapes, not tables). */
function readOwners() {
  const owners = new Map();
  for (const file of readdirSync(schemaDir)) {
    if (!file.endsWith(".ts")) continue;
    const owner = file.slice(0, -3);
    if (neutral.has(owner)) continue;
    const text = readFileSync(join(schemaDir, file), "utf8");
    for (const m of text.matchAll(/^export const (\w+)/gm)) owners.set(m[1], owner);
  }
  return owners;
}

/** The module a file belongs to: `app/modules/<m>/…` → m; `server/sandbox-gateway/…` → its tables. */
function ownerOf(file) {
  const m = /^app\/modules\/([^/]+)\//.exec(file);
  if (m) return m[1];
  if (file.startsWith("server/sandbox-gateway/")) return "sandbox-gateway";
  return null;
}

const exempt = (file) =>
  /\.test\.tsx?$/.test(file) ||
  file.startsWith("app/db/") ||
  file.startsWith("tests/") ||
  file.startsWith("scripts/") ||
  file.startsWith("eslint/") ||
  file === "drizzle.config.ts";

/** The schema module an import source names, or null when it is not the schema. */
function schemaTarget(source, file) {
  if (source === "~/db/schema") return "*";
  const direct = /^~\/db\/schema\/([\w-]+)$/.exec(source);
  if (direct) return direct[1];
  if (source.startsWith(".")) {
    const target = relative(root, resolve(root, dirname(file), source)).replace(/\.ts$/, "");
    if (target === "app/db/schema") return "*";
    const rel = /^app\/db\/schema\/([\w-]+)$/.exec(target);
    if (rel) return rel[1];
  }
  return null;
}

export default {
  meta: {
    type: "problem",
    docs: { description: "A module imports only its own tables; others go through the owner's functions." },
    schema: [],
    messages: {
      foreign:
        "`{{name}}` belongs to the {{owner}} module (app/db/schema/{{owner}}.ts): call the {{owner}} module's functions instead.",
    },
  },
  create(context) {
    const file = relative(root, context.filename).split("\\").join("/");
    if (exempt(file)) return {};
    const owners = readOwners();
    const me = ownerOf(file);
    return {
      ImportDeclaration(node) {
        const target = schemaTarget(node.source.value, file);
        if (!target) return;
        for (const spec of node.specifiers) {
          const name = spec.type === "ImportSpecifier" ? spec.imported.name : "*";
          const owner = target === "*" ? owners.get(name) : target;
          if (!owner || neutral.has(owner) || owner === me) continue;
          context.report({ node: spec, messageId: "foreign", data: { name, owner } });
        }
      },
    };
  },
};

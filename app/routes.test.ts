import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import routes from "./routes";

type Entry = { file: string; children?: Entry[] };

function routeFiles(entries: readonly Entry[]): string[] {
  return entries.flatMap((entry) => [entry.file, ...routeFiles(entry.children ?? [])]);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === "+types") return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

describe("app/routes", () => {
  const appDir = import.meta.dirname;
  const routed = new Set(routeFiles(routes as readonly Entry[]));

  it("holds routes only: every file is a route module of app/routes.ts, or a route's own test", () => {
    const strays = filesUnder(join(appDir, "routes"))
      .map((path) => relative(appDir, path).replaceAll("\\", "/"))
      .filter((file) => !routed.has(file) && !routed.has(file.replace(/(\.db)?\.test\.(tsx?)$/, ".tsx")));
    expect(strays, "shared pieces belong in app/components/<area> or app/lib").toEqual([]);
  });

  it("references only files that exist", () => {
    const present = new Set(filesUnder(join(appDir, "routes")).map((path) => relative(appDir, path)));
    expect([...routed].filter((file) => !present.has(file))).toEqual([]);
  });
});

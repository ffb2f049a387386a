// Finds Chromium for the browser tests, installing Debian's package when it is missing.
// Playwright's own browser download cannot work on machines without general internet access.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

export const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];

export function findChromium() {
  return candidates.find((p) => p && existsSync(p));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (findChromium()) process.exit(0);
  console.log("Chromium not found; installing Debian's chromium package…");
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  } catch {
    console.error(
      "Could not install Chromium. Install it yourself (Debian/Ubuntu: `apt-get install chromium`)\n" +
        "or set CHROMIUM_PATH to a Chromium or Chrome executable.",
    );
    process.exit(1);
  }
  if (!findChromium()) {
    console.error("Chromium is still missing after installing; set CHROMIUM_PATH.");
    process.exit(1);
  }
}

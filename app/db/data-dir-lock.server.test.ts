import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock.server";

const tempDir = () => mkdtempSync(path.join(tmpdir(), "mazad-lock-"));

describe("acquireDataDirLock", () => {
  it("refuses a second owner while the first one lives", async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(path.join(dir, "mazad.lock"), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(`in use by another Mazad process (pid ${other.pid})`);
      expect(readFileSync(path.join(dir, "mazad.lock"), "utf8")).toBe(String(other.pid));
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that is gone, and releases it", async () => {
    const dir = tempDir();
    const gone = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => gone.on("exit", resolve));
    writeFileSync(path.join(dir, "mazad.lock"), String(gone.pid));
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, "mazad.lock"), "utf8")).toBe(String(process.pid));
    lock.release();
    expect(existsSync(path.join(dir, "mazad.lock"))).toBe(false);
  });
});

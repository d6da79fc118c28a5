import { mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The simulator world is shared by both workers. A test that changes it (QA API) or that reads several
 * pages of it holds this cross-process lock, so one never sees the other's half-done changes.
 */
export function worldLockPath(baseURL: string): string {
  return path.join(tmpdir(), `camstage-e2e-world-${new URL(baseURL).port || "80"}.lock`);
}

export function clearWorldLock(baseURL: string): void {
  rmSync(worldLockPath(baseURL), { recursive: true, force: true });
}

export async function withWorldLock<T>(baseURL: string, run: () => Promise<T>, timeoutMs = 90_000): Promise<T> {
  const lock = worldLockPath(baseURL);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      mkdirSync(lock); // atomic: fails while another test holds the lock
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`world lock ${lock} still held after ${timeoutMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await run();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

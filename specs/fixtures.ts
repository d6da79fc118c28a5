import { test as base } from "@playwright/test";
import { QaApi } from "./models/qa-api.model";

/** The header that chooses a simulator world (issue 25); the simulator also reads the `camstage_world` cookie. */
export const WORLD_HEADER = "X-Camstage-World";

export type WorldOptions = {
  /** Where the simulator serves the worlds API: the site's own origin, or the simulator run alone (project "platform"). */
  simulatorURL: string | undefined;
};

type Fixtures = {
  /** This test's own simulator world, made for it and dropped after it (issue 25). */
  world: string;
  /** The simulator's QA API, in this test's world. */
  qa: QaApi;
  /** The same: the test's world starts seeded, and no other test sees it. */
  seededWorld: QaApi;
};

/** Makes a world on the simulator at `simulator` (Node's fetch: no browser context exists yet). */
export async function createWorld(simulator: string, body: { seed?: number; performers?: number } = {}): Promise<string> {
  const res = await fetch(new URL("/simulator/api/worlds", simulator), { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const answer = (await res.json()) as { id?: string; label?: string };
  if (res.status !== 201 || typeof answer.id !== "string") throw new Error(`POST ${simulator}/simulator/api/worlds answered ${res.status} ${JSON.stringify(answer)}`);
  return answer.id;
}

export async function dropWorld(simulator: string, id: string): Promise<void> {
  await fetch(new URL(`/simulator/api/worlds/${encodeURIComponent(id)}`, simulator), { method: "DELETE" });
}

/**
 * Every test runs in a world of its own: every request of its pages, contexts and API calls carries the world's header
 * (`extraHTTPHeaders`, which Chromium also sends on the sockets' handshakes), so tests run in parallel without a lock.
 */
export const test = base.extend<Fixtures & WorldOptions>({
  simulatorURL: [undefined, { option: true }],
  world: [
    async ({ simulatorURL, baseURL }, provide) => {
      const simulator = simulatorURL ?? baseURL!;
      const id = await createWorld(simulator);
      await provide(id);
      await dropWorld(simulator, id);
    },
    { auto: true },
  ],
  extraHTTPHeaders: async ({ extraHTTPHeaders, world }, provide) => {
    await provide({ ...extraHTTPHeaders, [WORLD_HEADER]: world });
  },
  qa: async ({ playwright, simulatorURL, baseURL, world }, provide) => {
    const request = await playwright.request.newContext({ baseURL: simulatorURL ?? baseURL!, extraHTTPHeaders: { [WORLD_HEADER]: world } });
    await provide(new QaApi(request));
    await request.dispose();
  },
  seededWorld: async ({ qa }, provide) => {
    await provide(qa);
  },
});

export { expect } from "@playwright/test";

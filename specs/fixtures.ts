import { test as base } from "@playwright/test";
import { QaApi } from "./models/qa-api.model";
import { withWorldLock } from "./models/world-lock";

type Fixtures = {
  /** The simulator's QA API. */
  qa: QaApi;
  /** Holds the world lock for the whole test and starts it from the seeded world (reset). */
  seededWorld: QaApi;
};

export const test = base.extend<Fixtures>({
  qa: async ({ request }, provide) => {
    await provide(new QaApi(request));
  },
  seededWorld: async ({ request, baseURL }, provide) => {
    const qa = new QaApi(request);
    await withWorldLock(baseURL!, async () => {
      await qa.reset();
      try {
        await provide(qa);
      } finally {
        // Leave the seed behind for the specs that only read the world.
        await qa.reset();
      }
    });
  },
});

export { expect } from "@playwright/test";

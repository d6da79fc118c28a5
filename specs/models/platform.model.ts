import { request, test, type APIRequestContext } from "@playwright/test";
import { QaApi } from "./qa-api.model";

/** Issue 14: the simulator run alone as the platform (scripts/e2e.mjs starts it for the "platform" project). */
export const platformSimulatorUrl = process.env.PLATFORM_SIMULATOR_URL ?? "";

/**
 * Inside a `test.describe`: skips it without the standalone simulator, and gives the QA API on the simulator's own
 * origin (call it in a test or hook: it exists once the describe's `beforeAll` has run).
 */
export function platformQa(): () => QaApi {
  test.skip(platformSimulatorUrl === "", "scripts/e2e.mjs starts the simulator alone and a site pointed at it");
  let context: APIRequestContext | undefined;
  let qa: QaApi | undefined;
  test.beforeAll(async () => {
    context = await request.newContext({ baseURL: platformSimulatorUrl });
    qa = new QaApi(context);
  });
  test.afterAll(async () => context?.dispose());
  return () => {
    if (qa === undefined) throw new Error("platformQa: used before its beforeAll ran");
    return qa;
  };
}

import type { FullConfig } from "@playwright/test";
import { request } from "@playwright/test";
import { clearWorldLock } from "./models/world-lock";

// One reset before the run so every spec starts from the seeded world (issue 2 QA API).
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL ?? process.env.BASE_URL ?? "http://127.0.0.1:5199";
  clearWorldLock(baseURL);
  const api = await request.newContext({ baseURL });
  try {
    const res = await api.post("/simulator/api/reset");
    if (!res.ok()) {
      throw new Error(`POST ${baseURL}/simulator/api/reset answered ${res.status()}: ${(await res.text()).slice(0, 200)}`);
    }
  } finally {
    await api.dispose();
  }
}

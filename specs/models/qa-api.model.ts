import { expect, type APIRequestContext } from "@playwright/test";

export const PERFORMER_STATUSES = ["offline", "online", "free", "vip", "pause"] as const;
export type PerformerStatus = (typeof PERFORMER_STATUSES)[number];
export type PerformerRow = { username: string; status: PerformerStatus };

/** The simulator's QA HTTP API (`/simulator/api/…`, issue 2). */
export class QaApi {
  constructor(private readonly request: APIRequestContext) {}

  async reset(): Promise<void> {
    const res = await this.request.post("/simulator/api/reset");
    expect(res.ok(), `POST /simulator/api/reset answered ${res.status()}`).toBe(true);
  }

  async performers(): Promise<PerformerRow[]> {
    const res = await this.request.get("/simulator/api/performers");
    expect(res.status(), "GET /simulator/api/performers").toBe(200);
    const rows = (await res.json()) as unknown;
    expect(Array.isArray(rows), "performers is an array").toBe(true);
    return rows as PerformerRow[];
  }

  /** Changes a performer's status and checks the API took it. */
  async changeStatus(username: string, status: PerformerStatus): Promise<void> {
    const res = await this.setStatus(username, status);
    expect(res.ok(), `POST …/performers/${username}/status answered ${res.status()}`).toBe(true);
  }

  async setStatus(username: string, status: string) {
    return this.request.post(`/simulator/api/performers/${encodeURIComponent(username)}/status`, {
      data: { status },
    });
  }
}

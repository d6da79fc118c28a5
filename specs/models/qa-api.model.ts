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

  /** The simulator's mail outbox (issue 3): newest first. */
  async outbox(): Promise<OutboxMail[]> {
    const res = await this.request.get("/simulator/api/outbox");
    expect(res.status(), "GET /simulator/api/outbox").toBe(200);
    return (await res.json()) as OutboxMail[];
  }

  /** The newest mail of a kind to an address, waiting for it to arrive. */
  async mailTo(to: string, kind: OutboxMail["kind"]): Promise<OutboxMail> {
    let found: OutboxMail | undefined;
    await expect
      .poll(async () => {
        found = (await this.outbox()).find((mail) => mail.to === to && mail.kind === kind);
        return found !== undefined;
      }, { message: `a ${kind} mail to ${to}` })
      .toBe(true);
    return found!;
  }

  async members(): Promise<MemberRow[]> {
    const res = await this.request.get("/simulator/api/members");
    expect(res.status(), "GET /simulator/api/members").toBe(200);
    return (await res.json()) as MemberRow[];
  }
}

export type OutboxMail = { to: string; kind: "verification" | "reset-password"; subject: string; link: string; sentAt: string | number };
export type MemberRow = { id: number; email: string; username: string; verified: boolean; credits: number; deleted: boolean; favourites: number[] };

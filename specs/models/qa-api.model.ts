import { expect, type APIRequestContext } from "@playwright/test";

export const PERFORMER_STATUSES = ["offline", "online", "free", "vip", "pause"] as const;
export type PerformerStatus = (typeof PERFORMER_STATUSES)[number];
export type PerformerRow = { username: string; status: PerformerStatus };
export type TrackerCall = {
  event: string;
  beacon: boolean;
  member: boolean;
  log: { session: string; fingerprint: string; duration: { startTime: number; eventTime: number; betweenEvent: number } };
  click: { url: string; statusCode: number; referrer: string; affiliateCode: string; urlParams: Record<string, string> } | null;
};

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

  /** The site's tracker calls (issue 28, §7 POST /tracker): newest first. */
  async tracker(): Promise<TrackerCall[]> {
    const res = await this.request.get("/simulator/api/tracker");
    expect(res.status(), "GET /simulator/api/tracker").toBe(200);
    return (await res.json()) as TrackerCall[];
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

  /**
   * Registers a member through the platform's own call (§7 POST /member, under the member API), as a visitor who signed up on an earlier
   * visit: answers the login token (the specs about signing up go through the dialogs instead).
   */
  async register(email: string, password: string): Promise<string> {
    const res = await this.request.post("/api/member/member", { data: { email, password, meta: {} } });
    const body = (await res.json()) as { token?: unknown };
    expect(res.status(), `POST /api/member/member answered ${JSON.stringify(body)}`).toBe(200);
    expect(typeof body.token, "the login token").toBe("string");
    return body.token as string;
  }

  async members(): Promise<MemberRow[]> {
    const res = await this.request.get("/simulator/api/members");
    expect(res.status(), "GET /simulator/api/members").toBe(200);
    return (await res.json()) as MemberRow[];
  }

  async member(email: string): Promise<MemberRow> {
    const member = (await this.members()).find((m) => m.email === email);
    expect(member, `member ${email}`).toBeDefined();
    return member!;
  }

  /** Moves the world clock forward (expires tokens and mailed links); a reset puts it back. */
  async advanceClock(ms: number): Promise<void> {
    const res = await this.request.post("/simulator/api/clock", { data: { advance: ms } });
    expect(res.status(), "POST /simulator/api/clock").toBe(200);
  }

  /** Payment sessions, newest first (issue 4). */
  async payments(): Promise<PaymentRow[]> {
    const res = await this.request.get("/simulator/api/payments");
    expect(res.status(), "GET /simulator/api/payments").toBe(200);
    return (await res.json()) as PaymentRow[];
  }

  /** The newest payment session of a member, waiting for it to exist. */
  async newestPayment(member: number): Promise<PaymentRow> {
    let found: PaymentRow | undefined;
    await expect
      .poll(async () => {
        found = (await this.payments()).find((p) => p.member === member);
        return found !== undefined;
      }, { message: `a payment session of member ${member}` })
      .toBe(true);
    return found!;
  }

  /** Settles a payment as the provider would; answers the HTTP status (409 when already settled). */
  async settle(id: string, outcome: { outcome: "success" } | { outcome: "failed"; reason: number }): Promise<number> {
    const res = await this.request.post(`/simulator/api/payments/${encodeURIComponent(id)}`, { data: outcome });
    return res.status();
  }

  /** Switches the wallet the platform hands out: its variant and/or payment provider. */
  async setWallet(settings: { variant?: "drawer" | "simple"; provider?: "standard" | "paynl" }): Promise<void> {
    const res = await this.request.post("/simulator/api/wallet", { data: settings });
    expect(res.status(), "POST /simulator/api/wallet").toBe(200);
  }

  /** IVR sessions, newest first (issue 4). */
  async dialInSessions(): Promise<IvrRow[]> {
    const res = await this.request.get("/simulator/api/dial-in");
    expect(res.status(), "GET /simulator/api/dial-in").toBe(200);
    return (await res.json()) as IvrRow[];
  }

  /** The newest IVR session a member asked for, waiting for it to exist. */
  async newestIvrSession(member: number): Promise<IvrRow> {
    let found: IvrRow | undefined;
    await expect
      .poll(async () => {
        found = (await this.dialInSessions()).find((s) => s.member === member);
        return found !== undefined;
      }, { message: `an IVR session of member ${member}` })
      .toBe(true);
    return found!;
  }

  /** Rings an IVR session's number: the call's pin, as the voice would read it. */
  async startCall(session: string): Promise<string> {
    const res = await this.request.post(`/simulator/api/dial-in/${encodeURIComponent(session)}/call`);
    expect(res.status(), `POST …/dial-in/${session}/call`).toBe(200);
    return ((await res.json()) as { pin: string }).pin;
  }

  async moveCall(session: string, state: "in_call" | "ended" | "expired"): Promise<void> {
    const res = await this.request.post(`/simulator/api/dial-in/${encodeURIComponent(session)}`, { data: { state } });
    expect(res.status(), `POST …/dial-in/${session} ${state}`).toBe(200);
  }

  /** Gives (or takes) a member's credits. */
  async credit(member: number, credits: number): Promise<number> {
    const res = await this.request.post(`/simulator/api/members/${member}/credits`, { data: { credits } });
    expect(res.status(), `POST …/members/${member}/credits`).toBe(200);
    return ((await res.json()) as { credits: number }).credits;
  }

  /** A performer's chat room (issue 11). */
  async room(performer: string): Promise<RoomRow> {
    const res = await this.request.get(`/simulator/api/chat/${encodeURIComponent(performer)}`);
    expect(res.status(), `GET …/chat/${performer}`).toBe(200);
    return (await res.json()) as RoomRow;
  }

  /** The performer writes in her room. */
  async say(performer: string, text: string): Promise<void> {
    const res = await this.request.post(`/simulator/api/chat/${encodeURIComponent(performer)}/say`, { data: { text } });
    expect(res.status(), `POST …/chat/${performer}/say`).toBe(200);
  }

  async kick(performer: string, who: { nickname: string } | { member: number }): Promise<void> {
    const res = await this.request.post(`/simulator/api/chat/${encodeURIComponent(performer)}/kick`, { data: who });
    expect(res.status(), `POST …/chat/${performer}/kick`).toBe(200);
  }

  async roomEvent(performer: string, type: "chat-stopped" | "room-closed" | "host-disconnected" | "player-error" | "stop-camback"): Promise<void> {
    const res = await this.request.post(`/simulator/api/chat/${encodeURIComponent(performer)}/event`, { data: { type } });
    expect(res.status(), `POST …/chat/${performer}/event`).toBe(200);
  }

  async chatSettings(settings: { guestSeconds?: number; bots?: boolean; joinDelayMs?: number }): Promise<void> {
    const res = await this.request.post("/simulator/api/chat/settings", { data: settings });
    expect(res.status(), "POST …/chat/settings").toBe(200);
  }

  /** The performer decides on a VIP request, or ends the show (issue 12). */
  async vip(performer: string, decision: "accept" | "decline" | "stop" | "disconnect"): Promise<void> {
    const res = await this.request.post(`/simulator/api/chat/${encodeURIComponent(performer)}/vip`, { data: { decision } });
    expect(res.status(), `POST …/chat/${performer}/vip ${decision}`).toBe(200);
  }

  /** §9 what a VIP show in the performer's room costs a minute, from the next join. */
  async vipPrice(performer: string, credits: 50 | 240): Promise<void> {
    const res = await this.request.post(`/simulator/api/chat/${encodeURIComponent(performer)}/vip-price`, { data: { credits } });
    expect(res.status(), `POST …/chat/${performer}/vip-price`).toBe(200);
  }

  /** Switches the performer's toy on or off. */
  async toy(performer: string, active: boolean): Promise<void> {
    const res = await this.request.post(`/simulator/api/chat/${encodeURIComponent(performer)}/toy`, { data: { active } });
    expect(res.status(), `POST …/chat/${performer}/toy`).toBe(200);
  }

  /** Sets the performer's tip goal (its progress starts at 0). */
  async goal(performer: string, title: string, credits: number): Promise<void> {
    const res = await this.request.post(`/simulator/api/chat/${encodeURIComponent(performer)}/goal`, { data: { title, credits } });
    expect(res.status(), `POST …/chat/${performer}/goal`).toBe(200);
  }

  async menu(performer: string, items: { label: string; credits: number }[]): Promise<void> {
    const res = await this.request.post(`/simulator/api/chat/${encodeURIComponent(performer)}/menu`, { data: { items } });
    expect(res.status(), `POST …/chat/${performer}/menu`).toBe(200);
  }

  /** A member's messenger conversations (issue 13). */
  async inbox(member: number): Promise<InboxRow[]> {
    const res = await this.request.get(`/simulator/api/inbox?member=${member}`);
    expect(res.status(), "GET …/inbox").toBe(200);
    return (await res.json()) as InboxRow[];
  }

  /** The performer writes to the member. */
  async inboxSend(from: string, to: number, text: string): Promise<void> {
    const res = await this.request.post("/simulator/api/inbox/send", { data: { from, to, text } });
    expect(res.status(), "POST …/inbox/send").toBe(200);
  }

  /** The performer reads the member's messages (blue ticks). */
  async inboxRead(performer: string, member: number): Promise<void> {
    const res = await this.request.post("/simulator/api/inbox/read", { data: { performer, member } });
    expect(res.status(), "POST …/inbox/read").toBe(200);
  }

  /** The performers' reply bot on or off. */
  /** §4 the white-label's promo overlay on or off (off in the seeded world). */
  async promoOverlay(on: boolean): Promise<void> {
    const res = await this.request.post("/simulator/api/promotions/overlay", { data: { on } });
    expect(res.status(), "POST …/promotions/overlay").toBe(200);
  }

  async inboxSettings(settings: { replies: boolean }): Promise<void> {
    const res = await this.request.post("/simulator/api/inbox/settings", { data: settings });
    expect(res.status(), "POST …/inbox/settings").toBe(200);
  }

  /** The newest `last` world events (1–1000), oldest first: `at` is the world clock, a message event carries its own time. */
  async events(last: number): Promise<WorldEventRow[]> {
    const res = await this.request.get(`/simulator/api/events?last=${last}`);
    expect(res.status(), "GET …/events").toBe(200);
    return ((await res.json()) as { events: WorldEventRow[] }).events;
  }

  /** Issue 14: the platform down for `seconds` (its calls answer 503, its sockets drop and are refused), as in a restart. */
  async outage(seconds: number): Promise<void> {
    const res = await this.request.post("/simulator/api/outage", { data: { seconds } });
    expect(res.status(), "POST …/outage").toBe(200);
  }

  /** Issue 28: merges part of the white-label configuration into the world's (DELETE puts the seed's back). */
  async configure(part: Record<string, unknown>): Promise<void> {
    const res = await this.request.post("/simulator/api/configuration", { data: part });
    expect(res.status(), "POST …/configuration").toBe(200);
  }

  /** Issue 14: the platform back. */
  async endOutage(): Promise<void> {
    const res = await this.request.delete("/simulator/api/outage");
    expect(res.status(), "DELETE …/outage").toBe(200);
  }

  /** The server closes the matching sockets, as a network drop would; how many chat clients it dropped. */
  async dropSockets(filter: { member?: number; performer?: string }): Promise<number> {
    const res = await this.request.post("/simulator/api/sockets/drop", { data: filter });
    expect(res.status(), "POST …/sockets/drop").toBe(200);
    return ((await res.json()) as { dropped: number }).dropped;
  }
}

export type RoomRow = {
  performer: string; mode: "free" | "chat" | "vip" | null; viewers: { nickname: string; member: number | null; kicked: boolean }[];
  messages: { id: string; sender: string; text: string; at: number }[]; camback: number[];
  tips: { member: number; amount: number; kind: string; message: string; public: boolean; item: string | null }[];
  vip: { state: string; member: number; startedAt: number | null; charged: number } | null;
  vipPrice: number;
  /** `level` is the profile's §3 cybertoy (a toy for 1, 2, 3 and 5). */
  toy: { active: boolean; level: number; until: number | null };
  menu: { label: string; credits: number }[];
  goal: { title: string; target: number; progress: number } | null;
};

export type WorldEventRow = { seq: number; at: number; event: { type: string; [field: string]: unknown } };

export type InboxRow = {
  id: number; performer: string; unread: number;
  messages: { id: number; owner: "member" | "performer"; text: string; attachment: string | null; status: "sent" | "delivered" | "read" }[];
};

export type PaymentRow = {
  id: string; member: number; bundle: number; status: "pending" | "success" | "failed"; reason?: number; credits: number; bonus: number; paymentMethod: string;
};
export type IvrRow = { session: string; member: number | null; call: { pin: string; state: string; member: number | null; credited: number } | null };

export type OutboxMail = { to: string; kind: "verification" | "reset-password"; subject: string; link: string; sentAt: string | number };
export type MemberRow = { id: number; email: string; username: string; verified: boolean; credits: number; deleted: boolean; favourites: number[] };

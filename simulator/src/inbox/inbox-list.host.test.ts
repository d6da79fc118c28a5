import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Conversation, InboxSuggestion, Message } from "@camstage/core";
import { callJson, startNodeHost, type NodeTestHost } from "../testing/node-host";

// §2.6/§7 the messenger's conversation list as the platform answers it, over real HTTP on the Node host: the member
// API beside the QA calls that specs/messenger-inbox.e2e.ts uses. The order, filters, search, sort, suggestions, paging
// and the messages' times are checked here in full; the spec keeps a short sample of what the page shows of them.

let node: NodeTestHost;
beforeAll(async () => {
  node = await startNodeHost();
});
afterAll(async () => {
  await node.close();
});

const call = (method: string, path: string, options: { body?: unknown; token?: string } = {}) => callJson(node.base, method, path, options);
const ok = async (method: string, path: string, options: { body?: unknown; token?: string } = {}) => {
  const answer = await call(method, path, options);
  expect(answer.status, `${method} ${path}`).toBe(200);
  return answer.body as unknown;
};

const swapCase = (text: string) => [...text].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join("");

/** `count` performers whose usernames differ in their first two letters (case-insensitive), as the spec picks them. */
const distinctPerformers = async (count: number) => {
  const picked: { id: number; username: string }[] = [];
  for (const p of ((await ok("GET", "/simulator/api/performers")) as { id: number; username: string }[]).slice(20)) {
    const prefix = p.username.slice(0, 2).toLowerCase();
    if (/^[a-z]{2}/i.test(p.username) && !picked.some((q) => q.username.slice(0, 2).toLowerCase() === prefix)) picked.push(p);
    if (picked.length === count) break;
  }
  expect(picked).toHaveLength(count);
  return picked;
};

/** A new member with `credits`, the performers' reply bot off (QA writes her side); her login token. */
const newMember = async (email: string, credits: number) => {
  await ok("POST", "/simulator/api/inbox/settings", { body: { replies: false } });
  const { token } = (await ok("POST", "/api/member/member", { body: { email, password: "secret12", meta: {} } })) as { token: string };
  const id = ((await ok("GET", "/simulator/api/members")) as { id: number; email: string }[]).find((m) => m.email === email)!.id;
  await ok("POST", `/simulator/api/members/${id}/credits`, { body: { credits } });
  return { id, email, token };
};

const status = (username: string, to: string) => ok("POST", `/simulator/api/performers/${encodeURIComponent(username)}/status`, { body: { status: to } });
const performerWrites = (from: string, to: number, text: string) => ok("POST", "/simulator/api/inbox/send", { body: { from, to, text } });

describe("GET /inbox/list on the Node host: search, the five filters, the suggestions, both orders and paging (§2.6)", () => {
  it("answers the spec's four conversations in every view of the list", async () => {
    // a: online, favourite, unanswered; b: offline, favourite, answered; c: offline, unanswered; d: online, answered.
    const [pa, pb, pc, pd] = (await distinctPerformers(4)) as [{ id: number; username: string }, ...{ id: number; username: string }[]];
    const [a, b, c, d] = [pa, pb!, pc!, pd!].map((p) => p.username) as [string, string, string, string];
    await status(a, "free");
    await status(b, "offline");
    await status(c, "offline");
    await status(d, "online");
    const me = await newMember("inbox-filters@example.com", 600);
    for (const name of [a, b, c, d]) await performerWrites(name, me.id, `Hi, ${name} here`);
    const lists = (query: Record<string, string | number> = {}) =>
      ok("GET", `/api/member/inbox/list?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, { token: me.token }) as Promise<Conversation[]>;
    const names = async (query: Record<string, string | number> = {}) => (await lists(query)).map((conversation) => conversation.participant.username);

    // The member answers b, then d (60 credits each), in the conversation the performer opened.
    for (const [name, text] of [[b, "Hello b"], [d, "Hello d"]] as const) {
      const conversation = (await lists()).find((row) => row.participant.username === name)!;
      const sent = (await ok("POST", `/api/member/inbox/${conversation.id}`, { body: { target: conversation.participant.id, message: text, idempotencyKey: `k-${name}` }, token: me.token })) as Message;
      expect(sent).toMatchObject({ text, owner: "self", conversation: conversation.id });
    }
    for (const p of [pa, pb!]) await ok("POST", "/api/member/favourite", { body: { performerId: p.id }, token: me.token });
    const row = ((await ok("GET", "/simulator/api/members")) as { id: number; credits: number; favourites: number[] }[]).find((m) => m.id === me.id)!;
    expect([...row.favourites].sort()).toEqual([pa.id, pb!.id].sort());
    expect(row.credits).toBe(600 - 2 * 60);

    // By last interaction: her answers to d and b are the newest; a is a favourite; d's last message is hers ("You:").
    const all = await lists();
    expect(all.map((x) => x.participant.username)).toEqual([d, b, c, a]);
    expect(all.map((x) => x.favorite)).toEqual([false, true, false, true]);
    expect(all.map((x) => [x.message?.owner, x.message?.text])).toEqual([["self", "Hello d"], ["self", "Hello b"], ["other", `Hi, ${c} here`], ["other", `Hi, ${a} here`]]);

    // Search: a prefix in either case names her conversation only; nothing found; a text inside a username is not its
    // start; an empty search is everything.
    for (const prefix of [swapCase(c.slice(0, 2)), swapCase(c.slice(0, 3)), c.slice(0, 3).toUpperCase(), c.slice(0, 2).toLowerCase(), ` ${c.slice(0, 2)} `]) {
      expect(await names({ username: prefix }), prefix).toEqual([c]);
    }
    expect(await names({ username: "zzzq" })).toEqual([]);
    const inside = c.slice(1, 4);
    expect(await names({ username: inside })).toEqual([d, b, c, a].filter((name) => name.toLowerCase().startsWith(inside.toLowerCase())));
    expect(await names({ username: "" })).toEqual([d, b, c, a]);
    // The search works inside a filter too.
    expect(await names({ filter: "unanswered", username: swapCase(a.slice(0, 2)) })).toEqual([a]);
    expect(await names({ filter: "answered", username: a.slice(0, 2) })).toEqual([]);

    // The filters.
    expect(await names({ filter: "unanswered" })).toEqual([c, a]);
    expect(await names({ filter: "answered" })).toEqual([d, b]);
    expect(await names({ filter: "favourites" })).toEqual([b, a]);
    expect(await names({ filter: "models" })).toEqual([d, a]);
    expect(await names({ filter: "all" })).toEqual([d, b, c, a]);
    // §2.6 the suggestions beside them: her favourites in the order she chose them; performers online now.
    const suggest = (type: "models" | "favourites", query = "") => ok("GET", `/api/member/inbox/suggestion-list/${type}${query}`, { token: me.token }) as Promise<InboxSuggestion[]>;
    expect((await suggest("favourites")).map((s) => [s.username, s.online])).toEqual([[a, true], [b, false]]);
    expect((await suggest("favourites", `?username=${swapCase(b.slice(0, 2))}`)).map((s) => s.username)).toEqual([b]);
    const online = await suggest("models");
    expect(online.length).toBeGreaterThan(0);
    expect(online.every((s) => s.online)).toBe(true);
    expect((await suggest("models", `?username=${a.slice(0, 2)}`)).map((s) => s.username)).toContain(a);
    expect((await suggest("models", `?username=${b.slice(0, 2)}`)).map((s) => s.username)).not.toContain(b);

    // A model going offline leaves the models filter (and the suggestions) the next time the list is asked.
    await status(d, "offline");
    expect(await names({ filter: "answered" })).toEqual([d, b]);
    expect(await names({ filter: "models" })).toEqual([a]);
    expect((await suggest("models", `?username=${d.slice(0, 2)}`)).map((s) => s.username)).not.toContain(d);
    expect(await names({ filter: "all" })).toEqual([d, b, c, a]);

    // The sort: favourited first (each part by last interaction), and back; a filter and the search keep it.
    expect(await names({ sort: "favourited" })).toEqual([b, a, d, c]);
    expect(await names({ sort: "favourited", filter: "unanswered" })).toEqual([a, c]);
    expect(await names({ sort: "favourited", username: swapCase(d.slice(0, 2)) })).toEqual([d]);
    expect(await names({ sort: "last" })).toEqual([d, b, c, a]);

    // Paging: pages of `limit`, in the list's order, until an empty page.
    for (const [query, order] of [[{}, [d, b, c, a]], [{ sort: "favourited" }, [b, a, d, c]]] as const) {
      for (const limit of [1, 3]) {
        const pages: string[][] = [];
        for (let page = 0; pages.at(-1)?.length !== 0; page++) pages.push(await names({ ...query, limit, page }));
        expect(pages.flat(), `limit ${limit}`).toEqual(order);
        expect(pages.slice(0, -2).every((p) => p.length === limit)).toBe(true);
      }
    }
  });
});

describe("the messages' times on the Node host: the world clock dates them (§2.6 date labels read them)", () => {
  it("dates each message with the world clock as QA moves it on; the list has each conversation's newest, the conversation oldest first", async () => {
    const [main, older, january, tuesday, yesterday] = (await distinctPerformers(5)).map((p) => p.username) as [string, string, string, string, string];
    const me = await newMember("inbox-dates@example.com", 600);
    const DAY = 24 * 60 * 60 * 1000;
    const worldAt = (text: string) => {
      const sent = node.host.world.events().flatMap((r) => (r.event.type === "inbox.message.sent" && r.event.text === text ? [r.event] : [])).at(-1);
      return sent?.at ?? 0;
    };
    let last = { at: 0, readAt: 0 };
    const send = async (from: string, text: string) => {
      await performerWrites(from, me.id, text);
      last = { at: worldAt(text), readAt: Date.now() };
      expect(last.at, `the world event of "${text}"`).toBeGreaterThan(0);
      return last.at;
    };
    // As the spec does it: on to `target`, at most 300 days a call.
    const advanceTo = async (target: number) => {
      let left = target - (last.at + (Date.now() - last.readAt));
      expect(left, "the world clock moves forward only").toBeGreaterThan(0);
      while (left > 0) {
        const step = Math.min(left, 300 * DAY);
        expect(((await ok("POST", "/simulator/api/clock", { body: { advance: step } })) as { clock: number }).clock).toBeGreaterThan(0);
        left -= step;
      }
    };

    const t0 = await send(main, "first note");
    await send(older, "note from long ago");
    const year = new Date(t0).getUTCFullYear() + 1;
    let today = Date.UTC(year, 2, 10);
    while (new Date(today).getUTCDay() !== 4) today += DAY;
    const at = (day: number) => day + 10 * 60 * 60 * 1000;
    await advanceTo(at(Date.UTC(year, 0, 15)));
    await send(main, "second note");
    await send(january, "a winter note");
    await advanceTo(at(today - 2 * DAY));
    await send(main, "third note");
    await send(tuesday, "a note this week");
    await advanceTo(at(today - DAY));
    await send(main, "fourth note");
    await send(yesterday, "a note the day before");
    await advanceTo(at(today));
    await send(main, "fifth note");

    // The login token is more than a day old in the world's time: refused; a new login reads the inbox.
    expect(await call("GET", "/api/member/inbox/list", { token: me.token })).toMatchObject({ status: 403, body: { label: "forbidden.token.expired" } });
    const { token } = (await ok("POST", "/api/member/login", { body: { username: me.email, password: "secret12" } })) as { token: string };

    const day = (iso: string | undefined) => iso?.slice(0, 10);
    const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const list = (await ok("GET", "/api/member/inbox/list", { token })) as Conversation[];
    // Each conversation's newest message, the conversations by it: today (10:00), yesterday, Tuesday, January, last year.
    expect(list.map((c) => [c.participant.username, c.message?.text, day(c.message?.createdAt)])).toEqual([
      [main, "fifth note", utcDay(today)],
      [yesterday, "a note the day before", utcDay(today - DAY)],
      [tuesday, "a note this week", utcDay(today - 2 * DAY)],
      [january, "a winter note", utcDay(Date.UTC(year, 0, 15))],
      [older, "note from long ago", utcDay(t0)],
    ]);
    expect(new Date(list[0]!.message!.createdAt).getUTCHours()).toBe(10);
    expect(list.map((c) => c.updatedAt)).toEqual(list.map((c) => c.message?.createdAt));

    // The conversation: one message a day, oldest first.
    const conversation = (await ok("GET", `/api/member/inbox/${list[0]!.id}`, { token })) as Conversation;
    expect((conversation.messages ?? []).map((m) => [m.text, day(m.createdAt)])).toEqual([
      ["first note", utcDay(t0)],
      ["second note", utcDay(Date.UTC(year, 0, 15))],
      ["third note", utcDay(today - 2 * DAY)],
      ["fourth note", utcDay(today - DAY)],
      ["fifth note", utcDay(today)],
    ]);
    const times = (conversation.messages ?? []).map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((x, y) => x - y));
    expect(conversation.nextPage).toBeNull();
  });
});

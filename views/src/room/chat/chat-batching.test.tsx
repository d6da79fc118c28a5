import { Profiler } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { createActor, fromPromise, waitFor as settled } from "xstate";
import { chatSessionMachine, connectChatSession, encodeTokenPayload, type RoomLeave } from "@camstage/core";
import { renderWithI18n } from "../../ui/testing";
import { ChatEditor } from "./chat-editor";
import { LANE_DOM_LIMIT } from "./chat-lane";
import { batchedSource, CHAT_BATCH_MS } from "./use-batched-snapshot";
import { ChatRoomLane, useChatSession } from "./use-chat-session";

afterEach(() => {
  vi.useRealTimers();
});

/** A chat session joined to Anna's room; what the visitor sends stays on its way. */
async function joinedRoom() {
  const actor = createActor(
    chatSessionMachine.provide({
      actors: {
        fetchJoinToken: fromPromise(async () => ({ joinToken: "j" })),
        joinRoom: fromPromise(async () => ({ auth: encodeTokenPayload({ meta: { type: "chat" }, clientId: "me" }), cybertoyActive: false as boolean })),
        sendMessage: fromPromise(() => new Promise<unknown>(() => {})),
        leaveRoom: fromPromise<unknown, RoomLeave>(async () => true),
      },
    }),
  ).start();
  actor.send({ type: "chat.start", performerId: 1, performer: "Anna", session: "s", guest: false, dialInSession: false, nickname: null });
  await settled(actor, (snapshot) => connectChatSession(snapshot, () => {}).status === "joined");
  return actor;
}

type Room = Awaited<ReturnType<typeof joinedRoom>>;

/** The room says message `n` (one socket event, as the chat socket delivers it). */
const say = (actor: Room, n: number, clientMessageId?: string) =>
  actor.send({
    type: "socket.chat.message",
    message: { id: `m${n}`, at: 1_000 + n, messageType: "room", sender: "Sam", message: `message ${n}`, ...(clientMessageId ? { clientMessageId } : {}) },
  });

/** The stream page's chat, bound to the actor: counts its renders and the lane's. */
function renderRoom(actor: Room) {
  const counts = { view: 0, lane: 0 };
  let n = 0;
  function Room() {
    counts.view++;
    const chat = useChatSession(actor, { performer: "Anna", ownName: "bob" }, () => `c-${++n}`);
    return (
      <>
        <Profiler id="lane" onRender={() => counts.lane++}>
          <ChatRoomLane {...chat.laneProps} />
        </Profiler>
        <ChatEditor {...chat.editorProps} />
      </>
    );
  }
  renderWithI18n(<Room />);
  const items = () => within(screen.getByRole("log", { name: "Chat messages" })).queryAllByRole("listitem").map((li) => li.textContent);
  return { counts, items };
}

describe("the chat lane in batches (ARCHITECTURE §6: 50 messages a second)", () => {
  it("many messages within 100 ms make one render of the lane, with the last of them, and none of the page", async () => {
    const actor = await joinedRoom();
    vi.useFakeTimers();
    const { counts, items } = renderRoom(actor);
    const before = { ...counts };
    expect(items()).toEqual([]);

    // Each message in its own act(), as each socket event arrives in its own task: React would render each one.
    for (let i = 0; i < 50; i++) {
      act(() => {
        say(actor, i);
        vi.advanceTimersByTime(1);
      });
    }
    // Nothing rendered yet: the batch is open.
    expect(counts).toEqual(before);
    expect(items()).toEqual([]);

    act(() => vi.advanceTimersByTime(CHAT_BATCH_MS - 50));
    // The room's messages render the lane alone: the page around it does not render for them.
    expect(counts).toEqual({ view: before.view, lane: before.lane + 1 });
    expect(items()).toHaveLength(50);
    expect(items().at(-1)).toBe("Sammessage 49");
  });

  it("a steady stream renders at most every 100 ms, and its last message always shows", async () => {
    const actor = await joinedRoom();
    vi.useFakeTimers();
    const { counts, items } = renderRoom(actor);
    const before = { ...counts };

    // 50 a second for 2 s, one every 20 ms.
    for (let i = 0; i < 100; i++) {
      act(() => {
        say(actor, i);
        vi.advanceTimersByTime(20);
      });
    }
    const during = counts.lane - before.lane;
    expect(during).toBeGreaterThanOrEqual(19);
    expect(during).toBeLessThanOrEqual(20);

    // The stream stops: the last batch still shows, once.
    act(() => vi.advanceTimersByTime(CHAT_BATCH_MS));
    expect(items().at(-1)).toBe("Sammessage 99");
    expect(counts.lane - before.lane).toBe(20);
    act(() => vi.advanceTimersByTime(10 * CHAT_BATCH_MS));
    expect(counts.lane - before.lane).toBe(20);
    expect(counts.view - before.view).toBe(0);
  });

  it("keeps the DOM bounded: the newest 150 of the 500 the lane keeps, in order", async () => {
    const actor = await joinedRoom();
    vi.useFakeTimers();
    const { items } = renderRoom(actor);
    for (let i = 0; i < 600; i++) {
      act(() => {
        say(actor, i);
        if (i % 10 === 0) vi.advanceTimersByTime(20);
      });
    }
    act(() => vi.advanceTimersByTime(CHAT_BATCH_MS));
    expect(items()).toEqual(Array.from({ length: LANE_DOM_LIMIT }, (_, i) => `Sammessage ${600 - LANE_DOM_LIMIT + i}`));
  });

  it("the visitor's own message shows at once, with the room's messages that waited, and its echo replaces it at once", async () => {
    const actor = await joinedRoom();
    vi.useFakeTimers();
    const { items } = renderRoom(actor);
    act(() => {
      say(actor, 1);
      say(actor, 2);
    });
    expect(items()).toEqual([]);

    fireEvent.change(screen.getByLabelText("Your message"), { target: { value: "hello" } });
    fireEvent.submit(screen.getByRole("form", { name: "Write in the chat" }));
    // No timer has run: the send showed without waiting for the batch.
    expect(items()).toEqual(["Sammessage 1", "Sammessage 2", "bobhelloSending…"]);

    act(() => say(actor, 3, "c-1"));
    expect(items()).toEqual(["Sammessage 1", "Sammessage 2", "Sammessage 3"]);
  });
});

describe("batchedSource", () => {
  /** A value with change notifications, as an actor has. */
  const counter = () => {
    let value = 0;
    const observers = new Set<{ next: (value: number) => void }>();
    return {
      getSnapshot: () => value,
      subscribe(observer: { next: (value: number) => void }) {
        observers.add(observer);
        return { unsubscribe: () => observers.delete(observer) };
      },
      set(next: number) {
        value = next;
        for (const observer of observers) observer.next(value);
      },
      observers,
    };
  };

  it("tells once per window with the latest value; an urgent change at once; nothing after unsubscribing", () => {
    vi.useFakeTimers();
    const source = counter();
    const store = batchedSource(source, 100, (_shown, next) => next < 0);
    const seen: number[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.getSnapshot()));
    for (let i = 1; i <= 30; i++) {
      source.set(i);
      vi.advanceTimersByTime(3);
    }
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(10);
    expect(seen).toEqual([30]);

    source.set(31);
    source.set(-1);
    expect(seen).toEqual([30, -1]);
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([30, -1]);

    source.set(5);
    unsubscribe();
    expect(source.observers.size).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([30, -1]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

import type { WorldEvent, WorldState } from "../world/world.schema";
import { createRng, hashString } from "../world/prng";
import { roomKey } from "../room/chat-room";
import { modeOf } from "../room/chat-mode";
import type { Timeline, TimelineBeat } from "./scenario";

/**
 * QA chat scenarios (issue 11): a lively room and a flood for load testing the lane. Everything they do is a world
 * event (`chat.room.joined`, `chat.room.said`, `chat.room.left`), so the chat engine relays each message to the room's
 * sockets as `message` and a recording replays them. Nobody writes while the performer is offline or paused (§4: the
 * room is closed), and a fake viewer who was kicked or has left stays quiet.
 */

/** How long a busy room lasts: the fake viewers leave after a minute. */
export const BUSY_ROOM_MS = 60_000;
/** A flood writes its messages in batches this often (each message keeps its own time). */
export const FLOOD_BATCH_MS = 100;
export const FLOOD_RATE = { min: 1, max: 200, default: 50 } as const;
export const FLOOD_SECONDS = { min: 1, max: 600, default: 60 } as const;

/** §5 chat nicknames (4–14 letters, digits, hyphen, underscore). */
const VIEWER_NAMES = [
  "Marco_77", "JanTheMan", "LuckyLuuk", "Dirk-NL", "SunnyBoy", "Tomasz_K", "NightOwl", "Pieter88", "BigBen_UK", "Rico-BE",
  "Sven_DK", "MaxPower", "Jonas_DE", "Kevin_4U", "Bram", "Olli_FI", "Hugo-FR", "Stefan_AT",
] as const;
const VIEWER_LINES = [
  "Hi everyone 👋", "Hello {performer}!", "You look amazing today 😍", "Where are you from?", "Love that outfit", "Haha 😂",
  "How was your day?", "Greetings from Amsterdam", "What music is playing?", "Can you wave at the camera? 👋",
  "I just got here, what did I miss?", "You have a beautiful smile", "Good evening all", "lol", "brb", "Back!",
  "What are your plans for the weekend?", "Cheers 🍷", "So cosy in here", "Nice room {performer}",
] as const;
const GREETINGS = ["Hi {viewer}, welcome 😘", "Hey {viewer}! 💋", "Welcome {viewer}, make yourself comfortable 😊"] as const;
const ANSWERS = [
  "Haha, you are sweet 😊", "Thank you {viewer} 💕", "I'm from the Netherlands 🇳🇱", "Tell me more…", "Good evening everyone!",
  "Mmm, I like that 😉", "Only for you {viewer} 😉", "It's a great day now that you're here", "Just some chill music 🎶",
] as const;
const FLOOD_SENDERS = ["FloodFan1", "FloodFan2", "FloodFan3", "FloodFan4"] as const;
const FLOOD_LINES = ["hello", "how are you?", "nice 😍", "haha", "what a show", "greetings from the load test", "👋👋👋"] as const;

/** What a scenario writes with: the room, when it starts (ms, the host's clock) and a prefix unique to this run. */
export interface ChatScriptTarget {
  readonly performer: string;
  readonly start: number;
  /** Message and client ids are `{run}-…`: unique per run, so two runs in one room never collide. */
  readonly run: string;
}

export interface ChatScript extends Timeline {
  readonly performer: string;
  /** How many messages it will write (fewer when the room closes or viewers go meanwhile). */
  readonly messages: number;
  /** The fake viewers' nicknames. */
  readonly viewers: readonly string[];
  readonly durationMs: number;
}

export const isOpen = (state: WorldState, performer: string) =>
  modeOf(state.performers.find((p) => p.profile.username === performer)?.profile.onlineState) !== null;

const isPresent = (state: WorldState, performer: string, clientId: string) => {
  const viewer = state.rooms[roomKey(performer)]?.viewers.find((v) => v.clientId === clientId);
  return viewer !== undefined && !viewer.kicked;
};

/** One thing a script does at a moment: its event, or nothing when the world says it cannot happen any more. */
interface Cue {
  readonly offsetMs: number;
  readonly make: (state: WorldState) => WorldEvent | undefined;
}

/** Cues at the same moment become one beat, in the order they were written. */
const beatsOf = (cues: readonly Cue[], performer: string): TimelineBeat[] => {
  const byOffset = new Map<number, Cue[]>();
  for (const cue of [...cues].sort((a, b) => a.offsetMs - b.offsetMs)) byOffset.set(cue.offsetMs, [...(byOffset.get(cue.offsetMs) ?? []), cue]);
  return [...byOffset].map(([offsetMs, at]) => ({
    offsetMs,
    events: (state) => (isOpen(state, performer) ? at.flatMap((cue) => cue.make(state) ?? []) : []),
  }));
};

interface FakeViewer {
  readonly clientId: string;
  readonly nickname: string;
  readonly chatter: boolean;
  readonly joinMs: number;
}

/**
 * A lively room for a minute: four chatters and three quieter viewers join over the first 12 s (as guests), talk every
 * 0.8–2.5 s, the performer greets some newcomers and answers about one message in three, and at 60 s they all leave.
 * Who says what and when depends only on the world's seed and the performer.
 */
export const chatBusyRoom = (seed: number, target: ChatScriptTarget): ChatScript => {
  const { performer, start, run } = target;
  const rng = createRng(hashString(`${seed}:chat-busy-room:${roomKey(performer)}`));
  const names = rng.sample(VIEWER_NAMES, 7);
  const joins = [0, ...names.slice(1).map(() => rng.int(500, 12_000))].sort((a, b) => a - b);
  const viewers: FakeViewer[] = names.map((nickname, i) => ({ clientId: `${run}-v${i + 1}`, nickname, chatter: i < 4, joinMs: joins[i]! }));
  const cues: Cue[] = [];
  let messages = 0;
  const say = (offsetMs: number, from: FakeViewer | null, text: string) => {
    const n = ++messages;
    cues.push({
      offsetMs,
      make: (state) => (from !== null && !isPresent(state, performer, from.clientId)) ? undefined : {
        type: "chat.room.said", performer, id: `${run}-${n}`, messageType: from === null ? "host" : "member", sender: from?.nickname ?? performer,
        text, clientId: from?.clientId ?? null, clientMessageId: null, at: start + offsetMs,
      },
    });
  };
  const fill = (line: string, viewer: FakeViewer) => line.replace("{performer}", performer).replace("{viewer}", viewer.nickname);

  for (const viewer of viewers) {
    cues.push({ offsetMs: viewer.joinMs, make: () => ({ type: "chat.room.joined", performer, clientId: viewer.clientId, member: null, nickname: viewer.nickname, at: start + viewer.joinMs }) });
    if (viewer.chatter && rng.chance(0.7)) say(viewer.joinMs + 1500, null, fill(rng.pick(GREETINGS), viewer));
  }
  for (let t = 2000 + rng.int(800, 2500); t < BUSY_ROOM_MS - 5000; t += rng.int(800, 2500)) {
    const here = viewers.filter((v) => v.joinMs < t);
    const speaker = rng.weighted(here.map((v) => [v, v.chatter ? 4 : 1] as const));
    say(t, speaker, fill(rng.pick(VIEWER_LINES), speaker));
    if (rng.chance(0.35)) say(t + rng.int(1000, 2500), null, fill(rng.pick(ANSWERS), speaker));
  }
  for (const viewer of viewers) {
    cues.push({
      offsetMs: BUSY_ROOM_MS,
      make: (state) => (state.rooms[roomKey(performer)]?.viewers.some((v) => v.clientId === viewer.clientId)
        ? { type: "chat.room.left", performer, clientId: viewer.clientId, reason: "page-close" }
        : undefined),
    });
  }
  return {
    name: `${performer}'s room: ${viewers.length} viewers chat for ${BUSY_ROOM_MS / 1000} s`,
    performer, messages, viewers: names, durationMs: BUSY_ROOM_MS, beats: beatsOf(cues, performer),
  };
};

/**
 * A flood for load testing the lane (ARCHITECTURE §6: 50 messages a second for 60 s): `rate` viewer messages a second for
 * `seconds` seconds from four fake viewer names, message n at n/rate s (its own time), written in batches every 100 ms.
 * Each text carries its number (`flood #n/total …`), so a lane can be checked for losses and repeats.
 */
export const chatFlood = (target: ChatScriptTarget, rate: number, seconds: number): ChatScript => {
  const { performer, start, run } = target;
  const total = rate * seconds;
  const offsetOf = (n: number) => Math.floor((n * 1000) / rate);
  const beats: TimelineBeat[] = [];
  for (let first = 0; first < total;) {
    const batch = Math.floor(offsetOf(first) / FLOOD_BATCH_MS);
    let end = first;
    while (end < total && Math.floor(offsetOf(end) / FLOOD_BATCH_MS) === batch) end++;
    const from = first;
    beats.push({
      offsetMs: offsetOf(from),
      events: (state) => {
        if (!isOpen(state, performer)) return [];
        const events: WorldEvent[] = [];
        for (let n = from; n < end; n++) {
          events.push({
            type: "chat.room.said", performer, id: `${run}-${n + 1}`, messageType: "member", sender: FLOOD_SENDERS[n % FLOOD_SENDERS.length]!,
            text: `flood #${n + 1}/${total} ${FLOOD_LINES[n % FLOOD_LINES.length]!}`, clientId: null, clientMessageId: null, at: start + offsetOf(n),
          });
        }
        return events;
      },
    });
    first = end;
  }
  return {
    name: `${performer}'s room: ${rate} messages a second for ${seconds} s`, performer, messages: total, viewers: FLOOD_SENDERS, durationMs: seconds * 1000, beats,
  };
};

import type { QaRequest, QaResponse, QaRoutes } from "./qa-router";
import type { QaSockets } from "./qa-sockets";
import { Result, Schema } from "effect";
import type { World } from "../world/world";
import type { WorldPerformer } from "../world/world.schema";
import type { PerformerProfile } from "@camstage/core";
import { roomIn, roomKey } from "../room/chat-room";
import { ROOM_SIGNALS, type ChatRoom } from "../room/chat.schema";
import { modeOf } from "../room/chat-mode";
import { badBody, QA_LABELS, qaError } from "./qa-errors";

/** Body of `POST /simulator/api/chat/{performer}/say`. */
export const RoomSay = Schema.Struct({ text: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(500)) });
/** Body of `POST /simulator/api/chat/{performer}/kick`: a viewer by nickname or by member id. */
export const RoomKick = Schema.Union([Schema.Struct({ nickname: Schema.String }), Schema.Struct({ member: Schema.Int })]);
/** Body of `POST /simulator/api/chat/settings`. */
export const RoomSettings = Schema.Struct({
  guestSeconds: Schema.optional(Schema.Int.check(Schema.isGreaterThan(0))),
  bots: Schema.optional(Schema.Boolean),
  joinDelayMs: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 30_000 }))),
});

/** Body of `POST /simulator/api/chat/{performer}/event`: a §4 chat event from the performer's side. */
export const RoomEvent = Schema.Struct({ type: Schema.Literals(ROOM_SIGNALS) });
/** Body of `POST /simulator/api/sockets/drop`: whose sockets the server closes (none given: all of the chat's). */
export const SocketsDrop = Schema.Struct({ member: Schema.optional(Schema.Int), performer: Schema.optional(Schema.String) });

/** The host's sockets as QA reaches them. */
export type { QaSockets } from "./qa-sockets";

const decodeEvent = Schema.decodeUnknownResult(RoomEvent);
const decodeDrop = Schema.decodeUnknownResult(SocketsDrop);
const decodeSay = Schema.decodeUnknownResult(RoomSay);
const decodeKick = Schema.decodeUnknownResult(RoomKick);
const decodeSettings = Schema.decodeUnknownResult(RoomSettings);

/**
 * A room as `GET /simulator/api/chat/{performer}` answers it (issues 11 and 12): its viewers and messages, the tips, the
 * VIP request or show, the toy (`level`: the profile's §3 cybertoy), the tip menu and goal.
 */
export const qaRoom = (room: ChatRoom, profile: Pick<PerformerProfile, "onlineState" | "cybertoy">) => ({
  performer: room.performer,
  mode: modeOf(profile.onlineState),
  viewers: room.viewers.map(({ nickname, member, kicked }) => ({ nickname, member, kicked })),
  messages: room.messages.map(({ id, sender, text, at }) => ({ id, sender, text, at })),
  camback: room.viewers.flatMap((v) => (v.camback && v.member !== null ? [v.member] : [])),
  tips: room.tips.map(({ member, sender, amount, kind, message, isPublic, item }) => ({ member, sender, amount, kind, message, public: isPublic, item })),
  vip: room.vip === null ? null : { state: room.vip.state, member: room.vip.member, startedAt: room.vip.startedAt, charged: room.vip.charged },
  vipPrice: room.vipPrice,
  toy: { active: room.toy.active, level: profile.cybertoy, until: room.toy.until },
  menu: room.menu,
  goal: room.goal,
});

/** The rooms as `GET /simulator/api/chat` lists them: those with viewers, messages or tips, by performer. */
export const qaRooms = (world: World) =>
  Object.values(world.getState().rooms)
    .filter((room) => room.viewers.length > 0 || room.messages.length > 0 || room.tips.length > 0)
    .map((room) => ({
      performer: room.performer,
      mode: modeOf(world.findPerformer(room.performer)?.profile.onlineState),
      viewers: room.viewers.length,
      messages: room.messages.length,
    }))
    .sort((a, b) => a.performer.localeCompare(b.performer, "en", { sensitivity: "base" }));

/** The performer the path names, or undefined after answering 404. */
export const performerOf = (world: World, req: QaRequest<"/chat/:performer">, res: QaResponse): WorldPerformer["profile"] | undefined => {
  const name = String(req.params.performer);
  const performer = world.findPerformer(name);
  if (performer === undefined) qaError(res, 404, QA_LABELS.performer, `Unknown performer: ${name}`);
  return performer?.profile;
};

/**
 * QA chat: list the rooms, read one, have the performer say something, kick a viewer, send a room event, set the guest time and
 * the bots, drop sockets.
 */
export const addChatQaRoutes = (router: QaRoutes, world: World, now: () => number, sockets?: QaSockets): void => {

  router.get("/chat", (_req, res) => {
    res.json(qaRooms(world));
  });

  router.get("/chat/settings", (_req, res) => {
    res.json(world.getState().chatSettings);
  });

  router.post("/chat/settings", (req, res) => {
    const settings = decodeSettings(req.body);
    if (Result.isFailure(settings)) {
      badBody(res, 'Expected {"guestSeconds"?: seconds > 0, "bots"?: true|false, "joinDelayMs"?: 0–30000}', settings.failure.message);
      return;
    }
    const state = world.dispatch({ type: "chat.settings.set", ...settings.success });
    res.json(state.chatSettings);
  });

  router.get("/chat/:performer", (req, res) => {
    const profile = performerOf(world, req, res);
    if (profile === undefined) return;
    res.json(qaRoom(roomIn(world.getState(), profile.username), profile));
  });

  router.post("/chat/:performer/say", (req, res) => {
    const username = performerOf(world, req, res)?.username;
    if (username === undefined) return;
    const say = decodeSay(req.body);
    if (Result.isFailure(say)) {
      badBody(res, 'Expected {"text": 1 to 500 characters}', say.failure.message);
      return;
    }
    const id = `h-${world.events().length + 1}`;
    world.dispatch({ type: "chat.room.said", performer: username, id, messageType: "host", sender: username, text: say.success.text, clientId: null, clientMessageId: null, at: now() });
    res.json({ id });
  });

  router.post("/chat/:performer/kick", (req, res) => {
    const username = performerOf(world, req, res)?.username;
    if (username === undefined) return;
    const kick = decodeKick(req.body);
    if (Result.isFailure(kick)) {
      badBody(res, 'Expected {"nickname": name} or {"member": id}', kick.failure.message);
      return;
    }
    const room = world.getState().rooms[roomKey(username)];
    const target = kick.success;
    const viewers = (room?.viewers ?? []).filter((v) => ("nickname" in target ? v.nickname === target.nickname : v.member === target.member));
    if (viewers.length === 0) {
      qaError(res, 404, QA_LABELS.viewer, "No such viewer in the room");
      return;
    }
    for (const viewer of viewers) world.dispatch({ type: "chat.room.kicked", performer: username, clientId: viewer.clientId });
    res.json({ kicked: viewers.length });
  });

  router.post("/chat/:performer/event", (req, res) => {
    const username = performerOf(world, req, res)?.username;
    if (username === undefined) return;
    const event = decodeEvent(req.body);
    if (Result.isFailure(event)) {
      badBody(res, `Expected {"type": one of ${ROOM_SIGNALS.join(", ")}}`, event.failure.message);
      return;
    }
    world.dispatch({ type: "chat.room.signalled", performer: username, signal: event.success.type });
    res.json({ sent: event.success.type });
  });

  router.post("/sockets/drop", (req, res) => {
    const drop = decodeDrop(req.body ?? {});
    if (Result.isFailure(drop)) {
      badBody(res, 'Expected {"member"?: id, "performer"?: username}', drop.failure.message);
      return;
    }
    if (sockets === undefined) {
      qaError(res, 409, QA_LABELS.sockets, "This host has no sockets");
      return;
    }
    res.json({ dropped: sockets.drop(drop.success) });
  });
};

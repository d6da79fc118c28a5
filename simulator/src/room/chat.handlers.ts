import { HttpResponse, type HttpHandler } from "msw";
import { Result } from "effect";
import { chatApi, validateMessage, validateNickname, type ChatActionRequest } from "@camstage/core";
import type { World } from "../world/world";
import type { MemberCrypto } from "../members/member-crypto";
import { createAuthenticator, fail, route } from "../members/member-route";
import { roomKey } from "./chat-room";
import type { ChatViewer } from "./chat.schema";
import { issueJoinToken } from "./chat-engine";
import { modeOf } from "./chat-mode";
import { ChatAuthClaims, generationOf, verifyChatToken, type ChatAuthClaims as Claims } from "./chat-tokens";
import { CHAT_LABELS } from "./chat-labels";
import { requestVipAction, stopVipAction, tipAction, type ChatActionOutcome } from "./chat-actions";

export interface ChatHandlerOptions {
  readonly crypto: MemberCrypto;
  /** The host's clock (ms). */
  readonly now: () => number;
  readonly log?: (line: string) => void;
}

const ok = () => HttpResponse.json(true);

/**
 * §7 the chat calls: the join token (member API; guests too), and the streaming engine's leave (also the page-close
 * beacon), action, set-lobby, error and camback. Every body is decoded with core's schemas; what they change is a
 * world event, which the chat engine relays to the room's sockets.
 */
export const createChatHandlers = (world: World, options: ChatHandlerOptions): HttpHandler[] => {
  const { crypto, now } = options;
  const members = createAuthenticator(world, crypto);

  /** The viewer an auth token names, present in its room; a labelled 403 otherwise. */
  const viewerOf = async (auth: string): Promise<Result.Result<{ claims: Claims; viewer: ChatViewer }, Response>> => {
    const claims = await verifyChatToken(crypto, ChatAuthClaims, auth, now(), { epoch: world.epoch(), members: world.getState().members });
    const viewer = claims && world.getState().rooms[roomKey(claims.performer)]?.viewers.find((v) => v.clientId === claims.clientId);
    if (claims === undefined || viewer === undefined) return Result.fail(fail(403, CHAT_LABELS.auth));
    return Result.succeed({ claims, viewer });
  };

  /** A tip or VIP action's outcome: its world events happen (the engine tells the room), or its refusal is answered. */
  const settle = (outcome: ChatActionOutcome): Response => {
    if (!outcome.ok) return fail(outcome.status, outcome.label);
    for (const event of outcome.events) world.dispatch(event);
    return ok();
  };

  const act = (action: ChatActionRequest, claims: Claims, viewer: ChatViewer): Response => {
    const actor = { performer: claims.performer, member: claims.member, viewer };
    switch (action.action) {
      case "message": {
        if (viewer.kicked) return fail(403, CHAT_LABELS.kicked);
        const text = action.message.trim();
        if (!validateMessage({ text, hasAttachment: false, credits: 0 }, { price: 0 }).ok) return fail(400, CHAT_LABELS.message);
        world.dispatch({
          type: "chat.room.said", performer: claims.performer, id: `m-${world.events().length + 1}`, messageType: "member", sender: viewer.nickname, text,
          clientId: viewer.clientId, clientMessageId: action.clientMessageId, at: now(),
        });
        return ok();
      }
      case "changeNickname": {
        const nickname = action.nickname.trim();
        if (claims.member !== null || !validateNickname(nickname).ok) return fail(400, CHAT_LABELS.nickname);
        world.dispatch({ type: "chat.room.renamed", performer: claims.performer, clientId: viewer.clientId, nickname });
        return ok();
      }
      case "tip":
        return settle(tipAction(world.getState(), actor, action, `t-${world.events().length + 1}`, now()));
      case "requestVip":
        return settle(requestVipAction(world.getState(), actor, action, now()));
      case "stopVip":
        return settle(stopVipAction(world.getState(), actor));
    }
  };

  const withViewer = (auth: string, answer: (claims: Claims, viewer: ChatViewer) => Response) =>
    viewerOf(auth).then((found) => (Result.isFailure(found) ? found.failure : answer(found.success.claims, found.success.viewer)));

  const leave = (auth: string, reason: string) =>
    withViewer(auth, (claims, viewer) => {
      world.dispatch({ type: "chat.room.left", performer: claims.performer, clientId: viewer.clientId, reason });
      return ok();
    });

  return [
    route(chatApi.joinToken, async ({ body }, request) => {
      const member = await members.optionalMember(request);
      if (Result.isFailure(member)) return member.failure;
      const profile = world.findPerformer(body.performer)?.profile;
      if (profile === undefined) return fail(404, CHAT_LABELS.performer);
      if (modeOf(profile.onlineState) === null) return fail(400, CHAT_LABELS.offline);
      const memberId = member.success?.id ?? null;
      const gen = generationOf(world.getState().members, memberId);
      // §2.1 the no-nude flag every call carries: the room's stream is then the covered one.
      const nonude = new URL(request.url).searchParams.get("nonude") === "1";
      const joinToken = await issueJoinToken(crypto, { performer: profile.username, performerId: profile.id, member: memberId, gen, epoch: world.epoch(), ...(nonude ? { nonude } : {}) }, now());
      return HttpResponse.json({ joinToken });
    }),
    route(chatApi.leave, ({ body }) => leave(body.auth, body.reason)),
    route(chatApi.leaveBeacon, ({ body }) => leave(body.auth, body.reason)),
    route(chatApi.action, ({ body }) => withViewer(body.auth, (claims, viewer) => act(body, claims, viewer))),
    route(chatApi.setLobby, ({ body }) => withViewer(body.auth, () => ok())),
    route(chatApi.error, ({ body }) => {
      options.log?.(`chat error reported: ${body.error.slice(0, 200)}`);
      return ok();
    }),
    route(chatApi.cambackStart, ({ body }) =>
      withViewer(body.auth, (claims, viewer) => {
        if (viewer.member === null || viewer.kicked) return fail(403, CHAT_LABELS.auth);
        world.dispatch({ type: "chat.camback.set", performer: claims.performer, clientId: viewer.clientId, on: true });
        return ok();
      }),
    ),
    route(chatApi.cambackStop, ({ body }) =>
      withViewer(body.auth, (claims, viewer) => {
        world.dispatch({ type: "chat.camback.set", performer: claims.performer, clientId: viewer.clientId, on: false });
        return ok();
      }),
    ),
  ];
};

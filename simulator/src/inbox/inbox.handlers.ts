import { http, HttpResponse, type HttpHandler } from "msw";
import { Result } from "effect";
import {
  INBOX_LABELS, INBOX_PAGE_SIZE, inboxApi, MEMBER_SUGGESTION_PAGE_SIZE, MESSAGE_PAGE_SIZE, type AnyEndpoint, type DecodedRequest,
} from "@camstage/core";
import type { World } from "../world/world";
import type { WorldMember } from "../world/member.schema";
import type { MemberCrypto } from "../members/member-crypto";
import { createAuthenticator, fail, route } from "../members/member-route";
import { LABELS } from "../handlers/platform.handlers";
import type { InboxConversation } from "./inbox.schema";
import { conversationIn } from "./inbox.reducer";
import { listConversations, suggestions, type Paging } from "./inbox-list";
import { memberSend } from "./inbox-send";
import { conversationPage, conversationWire, messageWire, unreadOf } from "./inbox.wire";
import { attachmentBytes, INBOX_MEDIA_BASE } from "./inbox-attachment";

export interface InboxHandlerOptions {
  readonly crypto: MemberCrypto;
  /** When messages are written (ms): the host's clock. */
  readonly now: () => number;
}

/** Pages are counted from 0; a limit beyond this is not a page. */
const MAX_LIMIT = 100;

const ok = () => HttpResponse.json(true);

/** The page asked for with its default size, or null when it is not one. */
const pagingOf = (query: { page?: number | undefined; limit?: number | undefined }, size: number): Paging | null => {
  const page = query.page ?? 0;
  const limit = query.limit ?? size;
  return Number.isInteger(page) && page >= 0 && Number.isInteger(limit) && limit >= 1 && limit <= MAX_LIMIT ? { page, limit } : null;
};
const badPaging = () => fail(400, LABELS.invalidQuery, { issue: `page: a whole number from 0; limit: 1 to ${MAX_LIMIT}` });

/** §2.1 the nude filter: every request says whether the site shows covered pictures. */
const noNudeOf = (request: Request) => new URL(request.url).searchParams.get("nonude") === "1";

const jpeg = (bytes: Uint8Array) =>
  new HttpResponse(bytes, { status: 200, headers: { "Content-Type": "image/jpeg", "Cache-Control": "private, max-age=86400" } });

/**
 * §7 the inbox calls (all with the member token): the list with its filters, search and order, a conversation's pages,
 * the paid send (charged once per idempotency key), the unread count, read marks, delete and bubble, the suggestions;
 * and the messages' photos under /simulator/media/inbox. Every change is a world event (the member socket tells the
 * site about the performer's side).
 */
export const createInboxHandlers = (world: World, options: InboxHandlerOptions): HttpHandler[] => {
  const auth = createAuthenticator(world, options.crypto);
  const state = () => world.getState();

  /**
   * The member the token names, as the world has her once the token is checked: requests sent together interleave
   * while their tokens are checked, so an earlier one may have spent her credits meanwhile.
   */
  const withMember = <E extends AnyEndpoint>(endpoint: E, answer: (member: WorldMember, decoded: DecodedRequest<E>, request: Request) => Response) =>
    route(endpoint, async (decoded, request) => {
      const member = await auth.member(request);
      if (Result.isFailure(member)) return member.failure;
      return answer(state().members.find((m) => m.id === member.success.id) ?? member.success, decoded, request);
    });

  /** The member's conversation `{id}` names (not one she deleted, unless `deleted` allows it), or the 404. */
  const own = (member: WorldMember, id: string | number, answer: (conversation: InboxConversation) => Response, deleted = false): Response => {
    const conversation = /^[0-9]+$/.test(String(id)) ? conversationIn(state().inbox, Number(id)) : undefined;
    if (conversation === undefined || conversation.member !== member.id || (conversation.deleted && !deleted)) return fail(404, INBOX_LABELS.notFound);
    return answer(conversation);
  };

  /** The member read the performer's messages (only an event when some were unread). */
  const markRead = (conversation: InboxConversation) => {
    if (unreadOf(conversation) > 0) world.dispatch({ type: "inbox.read", conversation: conversation.id, reader: "member" });
    return ok();
  };

  return [
    // Before GET /inbox/{id}, which would take their names for ids.
    withMember(inboxApi.list, (member, { query }, request) => {
      const paging = pagingOf(query, INBOX_PAGE_SIZE);
      if (paging === null) return badPaging();
      const found = listConversations(state(), member, { ...paging, filter: query.filter ?? "all", sort: query.sort ?? "last", username: query.username ?? "" });
      return HttpResponse.json(found.map((c) => conversationWire(state(), c, noNudeOf(request))));
    }),

    withMember(inboxApi.countUnread, (member) => {
      const count = state().inbox.conversations.filter((c) => c.member === member.id && !c.deleted).reduce((sum, c) => sum + unreadOf(c), 0);
      return HttpResponse.json({ count });
    }),

    // Fetching a conversation brings the performer's messages to the member: delivered (§2.6 double tick).
    withMember(inboxApi.conversation, (member, { params, query }, request) =>
      own(member, params.id, (conversation) => {
        const paging = pagingOf(query, MESSAGE_PAGE_SIZE);
        if (paging === null) return badPaging();
        if (conversation.messages.some((m) => m.sender === "performer" && !m.delivered)) {
          world.dispatch({ type: "inbox.delivered", conversation: conversation.id, reader: "member" });
        }
        const delivered = conversationIn(state().inbox, conversation.id)!;
        return HttpResponse.json(conversationPage(state(), delivered, noNudeOf(request), paging.page, paging.limit));
      })),

    withMember(inboxApi.send, (member, { params, body }) => {
      const outcome = memberSend(state(), member, params.id, body, options.now());
      if (!outcome.ok) return fail(outcome.status, outcome.label);
      if (outcome.event !== null) world.dispatch(outcome.event);
      // Checked against this very state in the same turn, so the reducer took it (or holds the key's first message).
      const conversation = conversationIn(state().inbox, outcome.conversation)!;
      return HttpResponse.json(messageWire(conversation, conversation.messages.find((m) => m.id === outcome.message)!));
    }),

    withMember(inboxApi.markRead, (member, { params }) => own(member, params.id, markRead)),

    withMember(inboxApi.setState, (member, { params, body }) =>
      own(member, body.id, (conversation) => {
        switch (params.state) {
          case "read":
            return markRead(conversation);
          case "delete":
            if (!conversation.deleted) world.dispatch({ type: "inbox.conversation.deleted", conversation: conversation.id });
            return ok();
          case "bubble":
            if (!conversation.bubble) world.dispatch({ type: "inbox.conversation.bubbled", conversation: conversation.id });
            return ok();
        }
      }, params.state === "delete")),

    withMember(inboxApi.suggestions, (member, { params, query }) => {
      const paging = pagingOf(query, MEMBER_SUGGESTION_PAGE_SIZE);
      if (paging === null) return badPaging();
      return HttpResponse.json(suggestions(state(), member, params.type, { ...paging, username: query.username ?? "" }));
    }),

    http.get(`*${INBOX_MEDIA_BASE}/:file`, ({ params }) => {
      const id = /^([0-9]+)\.jpg$/.exec(String(params.file))?.[1];
      const image = id === undefined ? undefined : state().inbox.conversations.flatMap((c) => c.messages).find((m) => m.id === Number(id))?.image;
      const bytes = image ? attachmentBytes(image) : null;
      return bytes === null ? new HttpResponse("Not found", { status: 404, headers: { "Content-Type": "text/plain" } }) : jpeg(bytes);
    }),
  ];
};

import type { InboxFilter, InboxSort, InboxSuggestion } from "@camstage/core";
import type { WorldState } from "../world/world.schema";
import type { WorldMember } from "../world/member.schema";
import type { InboxConversation } from "./inbox.schema";
import { isOnline, performerSummary, profileOf } from "./inbox.wire";

/** One page of a list: `page` counts from 0. */
export interface Paging {
  readonly page: number;
  readonly limit: number;
}

export interface ListRequest extends Paging {
  readonly filter: InboxFilter;
  readonly sort: InboxSort;
  /** §2.6 search: a username prefix, case-insensitive ("" for all). */
  readonly username: string;
}

const pageOf = <T>(items: readonly T[], { page, limit }: Paging): T[] => items.slice(page * limit, (page + 1) * limit);

const startsWith = (username: string | undefined, prefix: string) => (username ?? "").toLowerCase().startsWith(prefix.trim().toLowerCase());

const lastOf = (c: InboxConversation) => c.messages.at(-1);

/**
 * §2.6 filters: unanswered, the performer wrote last; answered, the member did; favourites, the member's favourite
 * performers; models, performers online now.
 */
const passes = (state: WorldState, member: WorldMember, filter: InboxFilter) => (c: InboxConversation): boolean => {
  switch (filter) {
    case "all":
      return true;
    case "unanswered":
      return lastOf(c)?.sender === "performer";
    case "answered":
      return lastOf(c)?.sender === "member";
    case "favourites":
      return member.favourites.includes(c.performer);
    case "models":
      return isOnline(profileOf(state, c.performer));
  }
};

/** Last interaction first (the newest message; the later id on a tie). */
const byLast = (a: InboxConversation, b: InboxConversation) => (lastOf(b)?.at ?? b.createdAt) - (lastOf(a)?.at ?? a.createdAt) || (lastOf(b)?.id ?? 0) - (lastOf(a)?.id ?? 0);

/**
 * §7 GET /inbox/list: the member's conversations (deleted ones left out) through the filter and the username search,
 * by last interaction or, `favourited`, the member's favourite performers first; one page of them.
 */
export const listConversations = (state: WorldState, member: WorldMember, request: ListRequest): InboxConversation[] => {
  const favourite = (c: InboxConversation) => (member.favourites.includes(c.performer) ? 0 : 1);
  const order = request.sort === "favourited" ? (a: InboxConversation, b: InboxConversation) => favourite(a) - favourite(b) || byLast(a, b) : byLast;
  const found = state.inbox.conversations
    .filter((c) => c.member === member.id && !c.deleted)
    .filter(passes(state, member, request.filter))
    .filter((c) => startsWith(profileOf(state, c.performer)?.username, request.username))
    .sort(order);
  return pageOf(found, request);
};

/** The member's conversation with a performer, deleted or not. */
export const conversationWith = (state: WorldState, member: number, performer: number): InboxConversation | undefined =>
  state.inbox.conversations.find((c) => c.member === member && c.performer === performer);

/**
 * §7 GET /inbox/suggestion-list/{type}: for the models filter the performers online now (in the world's order), for
 * favourites the member's favourite performers (in the order she chose them); through the username prefix, one page.
 */
export const suggestions = (state: WorldState, member: WorldMember, type: "models" | "favourites", request: Paging & { username: string }): InboxSuggestion[] => {
  const profiles = type === "models"
    ? state.performers.map((p) => p.profile).filter((profile) => isOnline(profile))
    : member.favourites.flatMap((id) => profileOf(state, id) ?? []);
  const found = profiles.filter((profile) => startsWith(profile.username, request.username));
  return pageOf(found, request).map((profile) => ({ ...performerSummary(profile), online: isOnline(profile) }));
};

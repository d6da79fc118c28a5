import type { MemberEvent, WorldMember } from "./member.schema";
import type { WorldState } from "./world.schema";
import { REDACTED } from "./world.redact";

/** Replaces one member (by id) with `change(member)`; the same state when nothing changed. */
export const updateMember = (state: WorldState, id: number, change: (member: WorldMember) => WorldMember): WorldState => {
  const index = state.members.findIndex((m) => m.id === id);
  const member = state.members[index];
  if (member === undefined) return state;
  const next = change(member);
  if (next === member) return state;
  const members = [...state.members];
  members[index] = next;
  return { ...state, members };
};

/** Adds (or takes) credits; a balance never goes below zero. */
export const creditMember = (state: WorldState, id: number, amount: number): WorldState =>
  amount === 0 ? state : updateMember(state, id, (m) => ({ ...m, credits: Math.max(0, m.credits + amount) }));

/** Folds one member event onto the world. */
export const reduceMember = (state: WorldState, event: MemberEvent): WorldState => {
  switch (event.type) {
    case "member.registered": {
      if (state.members.some((m) => m.id === event.id)) return state;
      const { type: _type, ...fields } = event;
      const member: WorldMember = {
        ...fields, verified: false, credits: 0, welcomeCredited: false, deleted: false, favourites: [], resetCode: null, tokenGeneration: 0,
        registeredAt: state.clock,
      };
      return { ...state, members: [...state.members, member] };
    }
    case "member.verified":
      return updateMember(state, event.id, (m) => (m.verified ? m : { ...m, verified: true }));
    case "member.credited":
      return updateMember(state, event.id, (m) => {
        if (event.reason === "welcome") return m.welcomeCredited ? m : { ...m, credits: m.credits + event.amount, welcomeCredited: true };
        return { ...m, credits: Math.max(0, m.credits + event.amount) };
      });
    case "member.deleted":
      return updateMember(state, event.id, (m) => (m.deleted ? m : { ...m, deleted: true }));
    case "member.password.changed":
      return updateMember(state, event.id, (m) => ({
        ...m, salt: event.salt, passwordHash: event.passwordHash, resetCode: null, tokenGeneration: m.tokenGeneration + 1,
      }));
    case "member.username.changed":
      return updateMember(state, event.id, (m) => ({ ...m, username: event.username }));
    case "member.email.changed":
      return updateMember(state, event.id, (m) => ({
        ...m,
        email: event.email,
        username: m.username.toLowerCase() === m.email.toLowerCase() ? event.email : m.username,
        verified: m.welcomeCredited ? m.verified : false,
      }));
    case "member.reset.requested":
      // A replayed export has no code (ARCHITECTURE §7): its placeholder opens nothing.
      return updateMember(state, event.id, (m) => ({ ...m, resetCode: event.code === REDACTED ? null : event.code }));
    case "favourite.added":
      return updateMember(state, event.memberId, (m) => (m.favourites.includes(event.performerId) ? m : { ...m, favourites: [...m.favourites, event.performerId] }));
    case "favourite.removed":
      return updateMember(state, event.memberId, (m) =>
        m.favourites.includes(event.performerId) ? { ...m, favourites: m.favourites.filter((p) => p !== event.performerId) } : m,
      );
    case "mail.sent": {
      const { type: _type, ...mail } = event;
      return { ...state, outbox: [...state.outbox, { ...mail, sentAt: new Date(state.clock).toISOString() }] };
    }
  }
};

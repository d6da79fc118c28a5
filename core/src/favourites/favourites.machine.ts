import { assign, emit, fromPromise, setup } from "xstate";
import { TIMINGS_MS } from "../constants";
import { withFavourite, withoutFavourite, type FavouriteChange, type FavouritesEmitted, type FavouritesEvent } from "./favourites.schema";

export interface FavouritesContext {
  readonly performerIds: readonly number[];
  /** The toggle in flight; further toggles are ignored until it settles. */
  readonly pending: FavouriteChange | null;
  /** A member's favourites have been loaded (they come with the member, §4); until then the visitor is a guest. */
  readonly member: boolean;
}

const initialContext: FavouritesContext = { performerIds: [], pending: null, member: false };

/**
 * §4 favourites: a toggle is locked while the previous one is pending, for at most the 3 s click lock (§9);
 * a call still unanswered then is dropped. The list changes only when the call succeeds; a failure is a
 * warning only (§8). A change made elsewhere (`favourites.remote`) applies at once, in any state. A guest's toggle
 * changes nothing and asks the guest to sign up (issue 28: a heart that did nothing left a visitor guessing).
 */
export const favouritesMachine = setup({
  types: { context: {} as FavouritesContext, events: {} as FavouritesEvent, emitted: {} as FavouritesEmitted },
  actors: {
    changeFavourite: fromPromise<unknown, FavouriteChange>(async () => {
      throw new Error("changeFavourite is provided by the app");
    }),
  },
  delays: { clickLock: TIMINGS_MS.clickLock },
  actions: {
    load: assign({
      performerIds: ({ context, event }) => (event.type === "favourites.loaded" ? [...new Set(event.performerIds)] : context.performerIds),
      member: () => true,
    }),
    clear: assign(() => initialContext),
    applyRemote: assign({
      performerIds: ({ context, event }) => {
        if (event.type !== "favourites.remote") return context.performerIds;
        return event.favourite ? withFavourite(context.performerIds, event.performerId) : withoutFavourite(context.performerIds, event.performerId);
      },
    }),
    begin: assign({
      pending: ({ context, event }) =>
        event.type === "favourites.toggle" ? { performerId: event.performerId, add: !context.performerIds.includes(event.performerId) } : context.pending,
    }),
    apply: assign(({ context }) => {
      const p = context.pending;
      if (!p) return {};
      return { performerIds: p.add ? withFavourite(context.performerIds, p.performerId) : withoutFavourite(context.performerIds, p.performerId), pending: null };
    }),
    warn: emit(({ context }) => ({ type: "favourites.warning" as const, change: context.pending ?? { performerId: 0, add: false } })),
    release: assign({ pending: () => null }),
    askToSignUp: emit(({ event }) => ({ type: "favourites.signUpWanted" as const, performerId: event.type === "favourites.toggle" ? event.performerId : 0 })),
  },
  guards: {
    guest: ({ context }) => !context.member,
  },
}).createMachine({
  id: "favourites",
  context: initialContext,
  initial: "ready",
  on: {
    "favourites.loaded": { actions: "load" },
    "favourites.remote": { actions: "applyRemote" },
    "favourites.clear": { target: ".ready", actions: "clear" },
  },
  states: {
    ready: {
      on: {
        "favourites.toggle": [
          { guard: "guest", actions: "askToSignUp" },
          { target: "toggling", actions: "begin" },
        ],
      },
    },
    toggling: {
      invoke: {
        id: "changeFavourite",
        src: "changeFavourite",
        input: ({ context }) => context.pending ?? { performerId: 0, add: false },
        onDone: { target: "ready", actions: "apply" },
        onError: { target: "ready", actions: ["warn", "release"] },
      },
      after: { clickLock: { target: "ready", actions: ["warn", "release"] } },
    },
  },
});
export type FavouritesMachine = typeof favouritesMachine;

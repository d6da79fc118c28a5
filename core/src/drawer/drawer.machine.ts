import { assign, emit, setup } from "xstate";
import { TIMINGS_MS } from "../constants";
import type { DrawerCloseVia, DrawerEmitted, DrawerEvent, DrawerSide } from "./drawer.schema";

export interface DrawerContext {
  readonly side: DrawerSide;
  readonly closedVia: DrawerCloseVia | undefined;
}
export interface DrawerInput {
  readonly side?: DrawerSide;
}

/**
 * §2.6 drawer: closed → open → closing → closed. The `closed` event is emitted 200 ms after hiding starts
 * (§9 drawer animation and close delay); opening again while it hides cancels the close.
 */
export const drawerMachine = setup({
  types: {
    context: {} as DrawerContext,
    events: {} as DrawerEvent,
    input: {} as DrawerInput,
    emitted: {} as DrawerEmitted,
  },
  delays: { drawerClose: TIMINGS_MS.drawer },
}).createMachine({
  id: "drawer",
  context: ({ input }) => ({ side: input?.side ?? "left", closedVia: undefined }),
  initial: "closed",
  states: {
    closed: {
      on: {
        "drawer.open": { target: "open" },
        "drawer.toggle": { target: "open" },
      },
    },
    open: {
      on: {
        "drawer.close": { target: "closing", actions: assign({ closedVia: ({ event }) => event.via }) },
        "drawer.toggle": { target: "closing", actions: assign({ closedVia: () => undefined }) },
      },
    },
    closing: {
      on: {
        "drawer.open": { target: "open" },
        "drawer.toggle": { target: "open" },
      },
      after: {
        drawerClose: {
          target: "closed",
          actions: emit(({ context }) => ({ type: "drawer.closed" as const, via: context.closedVia })),
        },
      },
    },
  },
});
export type DrawerMachine = typeof drawerMachine;

import { setup } from "xstate";
import type { NudeFilterEvent } from "./nude-filter.schema";

/** §2.1 the splash flag also activates a nude-content filter that falls back to non-nude images. */
export const nudeFilterMachine = setup({
  types: { events: {} as NudeFilterEvent },
  guards: { splashOn: ({ event }) => event.splash, splashOff: ({ event }) => !event.splash },
}).createMachine({
  id: "nudeFilter",
  initial: "inactive",
  states: {
    inactive: { on: { "nudeFilter.apply": { guard: "splashOn", target: "active" } } },
    active: { on: { "nudeFilter.apply": { guard: "splashOff", target: "inactive" } } },
  },
});
export type NudeFilterMachine = typeof nudeFilterMachine;

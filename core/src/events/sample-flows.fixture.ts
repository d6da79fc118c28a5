import { assign, setup } from "xstate";
import type { FlowEnv, FlowRegistry } from "./flow-system";

/**
 * Small flows used by the event-log tests: a counter with a named delay that stamps the clock and draws
 * ids, and a poller that re-arms a timer. They exercise what replay must reproduce: context, guards,
 * delayed transitions, the injected clock and id source.
 */
export type CounterEvent =
  | { type: "counter.inc"; by: number }
  | { type: "counter.arm" }
  | { type: "counter.disarm" }
  | { type: "counter.reset" };

export const counterFlow = (env: FlowEnv) =>
  setup({
    types: { context: {} as { count: number; ids: string[]; stamps: number[] }, events: {} as CounterEvent },
    delays: { cooldown: 300 },
  }).createMachine({
    id: "counter",
    context: { count: 0, ids: [], stamps: [] },
    initial: "idle",
    states: {
      idle: {
        on: {
          "counter.inc": { actions: assign({ count: ({ context, event }) => context.count + event.by }) },
          "counter.arm": { target: "armed", actions: assign({ ids: ({ context }) => [...context.ids, env.ids()] }) },
        },
      },
      armed: {
        after: { cooldown: { target: "fired", actions: assign({ stamps: ({ context }) => [...context.stamps, env.now()] }) } },
        on: {
          "counter.disarm": "idle",
          "counter.inc": { guard: ({ event }) => event.by > 2, target: "idle", actions: assign({ count: ({ context }) => context.count * 2 }) },
        },
      },
      fired: { on: { "counter.reset": { target: "idle", actions: assign({ count: 0 }) } } },
    },
  });

export type PollerEvent = { type: "poller.start" } | { type: "poller.stop" };

export const pollerFlow = (env: FlowEnv) =>
  setup({
    types: { context: {} as { polls: number[] }, events: {} as PollerEvent },
    delays: { interval: 1000 },
  }).createMachine({
    id: "poller",
    context: { polls: [] },
    initial: "stopped",
    states: {
      stopped: { on: { "poller.start": "polling" } },
      polling: {
        after: { interval: { target: "polling", reenter: true, actions: assign({ polls: ({ context }) => [...context.polls, env.now()].slice(-5) }) } },
        on: { "poller.stop": "stopped" },
      },
    },
  });

export const sampleRegistry: FlowRegistry = { left: counterFlow, right: counterFlow, poller: pollerFlow };

/**
 * XState, the engine under every flow. Loaded on its own just before the flows' code (start-site.tsx), so that its
 * evaluation (about 40 kB) is a task of its own rather than part of the one that evaluates core's machines (issue 26,
 * ARCHITECTURE §6 TBT). Names what the session uses anyway, so the bundle keeps nothing more of XState for it.
 */
export { createActor } from "xstate";

import { expect } from "vitest";
import { controllable } from "../testing/machine-model";
import { connectLanguage, type LanguageSnapshot } from "./language.connect";
import { languageMachine } from "./language.machine";
import type { Locale } from "./language.schema";
import { describeModel } from "../testing/model-test";

const input = { pathname: "/", cookie: null };
const samples = {
  "language.switch": [
    { type: "language.switch", locale: "en", pathname: "/blonde" },
    { type: "language.switch", locale: "nl", pathname: "/en/blonde" },
  ],
  "language.request.start": [{ type: "language.request.start", id: "a" }, { type: "language.request.start", id: "b" }],
  "language.request.end": [
    { type: "language.request.end", id: "a", outcome: "ok" },
    { type: "language.request.end", id: "a", outcome: "error" },
    { type: "language.request.end", id: "b", outcome: "cancelled" },
  ],
  "xstate.done.actor.loadMessages": [{ type: "xstate.done.actor.loadMessages", output: {} }],
  "xstate.error.actor.loadMessages": [{ type: "xstate.error.actor.loadMessages", error: "offline" }],
};

describeModel("language", {
  machine: languageMachine,
  samples,
  input,
  effects: () => ({ loadMessages: controllable<unknown, { locale: Locale }>() }),
  expose: (snapshot) => connectLanguage(snapshot as LanguageSnapshot, () => {}),
  states: {
    "messages.loading": (view) => expect([view.isLoading, view.isFailed]).toEqual([true, false]),
    "messages.ready": (view) => expect([view.isLoading, view.isFailed]).toEqual([false, false]),
    // §8 a failed load is logged; the previous language stays.
    "messages.failed": (view) => expect([view.isLoading, view.isFailed]).toEqual([false, true]),
    "progress.idle": (view) => expect(view.progress).toEqual({ active: false, failed: false, inFlight: 0 }),
    "progress.busy": (view) => expect([view.progress.active, view.progress.inFlight > 0]).toEqual([true, true]),
    "progress.failed": (view) => expect([view.progress.active, view.progress.failed]).toEqual([false, true]),
  },
});

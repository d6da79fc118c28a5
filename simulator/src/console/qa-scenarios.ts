import type { QaRoutes } from "./qa-router";
import type { World } from "../world/world";
import { runScenario, type Scenario, type Timers } from "../scenarios/scenario";
import { dialInCall, paymentFails, paymentSucceeds } from "../scenarios/payment.scenarios";
import { isReusable } from "../dial-in/dial-in.handlers";
import { pinFor } from "./qa-dial-in";
import { isChatScenario, planChatScenario, type ChatScenarioName } from "./qa-chat-scenarios";
import { QA_LABELS, qaError } from "./qa-errors";

/** The scripted scenarios QA can start, by name. */
export const QA_SCENARIOS = [
  { name: "payment-success", title: "Payment succeeds after 3 s", target: "payment" },
  { name: "payment-anti-fraud", title: "Payment fails (anti-fraud) after 3 s", target: "payment" },
  { name: "dial-in-call", title: "Dial-in: call → in call after 2 s → ended after 65 s", target: "session" },
  { name: "chat-busy-room", title: "Chat: a busy room for 60 s", target: "performer" },
  { name: "chat-flood", title: "Chat: flood a room (rate messages a second for n s)", target: "performer" },
  { name: "vip-accepted", title: "VIP: the performer accepts the next request after 2 s", target: "performer" },
  { name: "vip-declined", title: "VIP: the performer declines the next request after 2 s", target: "performer" },
  { name: "tip-storm", title: "Tips: fake tippers tip in a room (rate tips a second for n s)", target: "performer" },
] as const;
export type QaScenarioName = (typeof QA_SCENARIOS)[number]["name"];

const param = (body: unknown, key: string): string | undefined => {
  if (typeof body !== "object" || body === null || !(key in body)) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === "string" && value !== "" ? value : undefined;
};

export interface PlannedScenario {
  readonly scenario: Scenario;
  readonly target: string;
  readonly pin?: string;
}

/**
 * Builds a named scenario for a target: the payment named (else the newest pending one), or the IVR session named
 * (else the newest one still in use). Undefined when there is nothing to play it on.
 */
export const planScenario = (world: World, name: Exclude<QaScenarioName, ChatScenarioName>, body: unknown, now: number): PlannedScenario | undefined => {
  const state = world.getState();
  if (name === "payment-success" || name === "payment-anti-fraud") {
    const id = param(body, "payment") ?? [...state.payments].reverse().find((p) => p.status === "pending")?.id;
    const session = state.payments.find((p) => p.id === id && p.status === "pending");
    if (session === undefined) return undefined;
    return { scenario: name === "payment-success" ? paymentSucceeds(session.id) : paymentFails(session.id), target: session.id };
  }
  const named = param(body, "session");
  const ivr = named !== undefined
    ? state.ivrSessions.find((s) => s.session === named)
    : [...state.ivrSessions].reverse().find((s) => isReusable(s, now));
  if (ivr === undefined || (ivr.call !== null && ivr.call.state !== "pending")) return undefined;
  const pin = ivr.call?.pin ?? pinFor(world, ivr.session);
  return { scenario: dialInCall(ivr.session, { pin, at: now, ring: ivr.call === null }), target: ivr.session, pin };
};

/** QA scenarios: `GET /scenarios` lists them, `POST /scenarios/{name}` plays one. A world reset stops those running. */
export const addScenarioQaRoutes = (router: QaRoutes, world: World, now: () => number, timers?: Timers): void => {
  const running = new Set<() => void>();
  let runs = 0;
  /** Plays a scenario until it ends, is cancelled or the world is reset. */
  const track = (play: (onDone: () => void) => () => void) => {
    let cancel = () => {};
    let done = false;
    cancel = play(() => {
      done = true;
      running.delete(cancel);
    });
    if (!done) running.add(cancel);
  };
  world.subscribe((_state, record) => {
    if (record.event.type !== "world.reset") return;
    for (const cancel of running) cancel();
    running.clear();
  });

  router.get("/scenarios", (_req, res) => {
    res.json(QA_SCENARIOS);
  });

  router.post("/scenarios/:name", (req, res) => {
    const known = QA_SCENARIOS.find((s) => s.name === req.params.name);
    if (known === undefined) {
      qaError(res, 404, QA_LABELS.scenario, `Unknown scenario: ${req.params.name}`);
      return;
    }
    if (isChatScenario(known.name)) {
      // The world's event count and a counter make the run's ids unique, also after a replay.
      const plan = planChatScenario(world, known.name, req.body, now, `q${world.events().length}.${++runs}`);
      if (!plan.ok) {
        const { label, error, ...extra } = plan.body;
        qaError(res, plan.status, label, error, extra);
        return;
      }
      track((onDone) => plan.play({ ...(timers ? { timers } : {}), onDone }));
      res.json({ name: known.name, title: plan.title, target: plan.performer, ...plan.answer });
      return;
    }
    const planned = planScenario(world, known.name, req.body, now());
    if (planned === undefined) {
      qaError(res, 409, QA_LABELS.scenarioTarget, known.target === "payment" ? "No pending payment to settle" : "No IVR session waiting for a call");
      return;
    }
    track((onDone) => runScenario(world, planned.scenario, { ...(timers ? { timers } : {}), onDone }));
    res.json({ name: known.name, title: planned.scenario.name, target: planned.target, ...(planned.pin ? { pin: planned.pin } : {}), steps: planned.scenario.steps });
  });
};

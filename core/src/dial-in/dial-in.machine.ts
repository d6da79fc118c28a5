import { and, assign, emit, enqueueActions, fromPromise, or, setup, stateIn } from "xstate";
import { DEFAULT_DIAL_IN_PROVIDER, TIMINGS_MS } from "../constants";
import { dialInCallState, type DialInCallState, type DialInPhoneNumber, type DialInStatusResponse } from "../domain/ivr.schema";
import { anonymousDialInUsername, dialInTelHref, isIvrCacheFresh, ivrCacheExpiresAt, sortPhoneNumbers, validateDialInCountry } from "../rules/dial-in.rules";
import { validatePin } from "../rules/pin.rules";
import { retryAfterMinutes } from "../platform/retry-after";
import { ruleErrors } from "../rules/rule-result";
import {
  DIAL_IN_LOG, DIAL_IN_STOPPED_REASON, decodeIvrCache, type DialInEmitted, type DialInEvent, type DialInPayRequest, type IvrCacheEntry,
  type IvrSessionLoaded,
} from "./dial-in.schema";
import type { DialInContext } from "./dial-in.context";

/** The failure an effect's error event carries (the machine's own event types do not list those events). */
const errorOf = (event: object): unknown => (event as { error?: unknown }).error;

const callReset = { initialized: false, session: null, state: null, nickname: null, pin: "", pinErrors: [], rejectedPins: [], retryAfterMinutes: null } as const;

const initialContext: DialInContext = {
  mobile: false,
  geoCountry: null,
  ivr: null,
  phoneNumbers: [],
  country: null,
  username: null,
  ...callReset,
  socketDropped: false,
};

/** A call state report, from polling (GET /verify/dial-in) or the member socket. */
interface Report {
  readonly state: DialInCallState;
  readonly session: string | null;
}
const reportOf = (event: DialInEvent | { type: string; output?: unknown }): Report | null => {
  if (event.type === "socket.member.dialInStatus" && "state" in event) return { state: dialInCallState(event.state), session: event.session };
  if ("output" in event && event.output !== null && typeof event.output === "object") {
    const out = event.output as DialInStatusResponse;
    return { state: dialInCallState(out.state), session: out.session ?? null };
  }
  return null;
};
const reported = (state: DialInCallState) => ({ event }: { event: DialInEvent }) => reportOf(event)?.state === state;

/**
 * §2.5/§4 dial-in. Two regions: the drawer (step 1 a country's number or, on mobile, call-me; step 2 on
 * desktop the pin) and the call (pending → in call → ended or expired). The IVR session is cached in
 * `ivr-cache` until its ttl has passed. While pending the status is polled every 1 s (§9); an ended call
 * resets after 3 s; an expired one after a confirmed pin resets and reopens the drawer after 100 ms.
 */
export const dialInMachine = setup({
  types: { context: {} as DialInContext, events: {} as DialInEvent, emitted: {} as DialInEmitted },
  actors: {
    loadIvrSession: fromPromise<IvrSessionLoaded, void>(async () => {
      throw new Error("loadIvrSession is provided by the app");
    }),
    loadPhoneNumbers: fromPromise<readonly DialInPhoneNumber[], { provider: string }>(async () => {
      throw new Error("loadPhoneNumbers is provided by the app");
    }),
    payDialIn: fromPromise<unknown, DialInPayRequest>(async () => {
      throw new Error("payDialIn is provided by the app");
    }),
    checkStatus: fromPromise<DialInStatusResponse, { session: string }>(async () => {
      throw new Error("checkStatus is provided by the app");
    }),
  },
  delays: { dialInPoll: TIMINGS_MS.dialInPoll, dialInReset: TIMINGS_MS.dialInReset, dialInReopen: TIMINGS_MS.dialInReopen },
  guards: {
    cacheFresh: ({ context, event }) => event.type === "dialIn.open" && context.ivr !== null && isIvrCacheFresh(context.ivr.expiresAt, event.now),
    mountedFresh: ({ event }) => {
      if (event.type !== "dialIn.mount") return false;
      const entry = decodeIvrCache(event.cached);
      return entry !== null && isIvrCacheFresh(entry.expiresAt, event.now);
    },
    knownCountry: ({ event }) => event.type === "dialIn.country.select" && validateDialInCountry(event.country).ok,
    pinValid: ({ context }) => validatePin(context.pin, context.rejectedPins).ok,
    ivrReady: ({ context }) => context.ivr !== null,
    /** ARCHITECTURE §7 the platform refused the attempt as one too many (429): the pin itself was not judged. */
    tooMany: ({ event }) => retryAfterMinutes(errorOf(event)) !== null,
    hasSession: ({ context }) => context.session !== null,
    reconnect: ({ context }) => context.socketDropped,
    callIdle: stateIn({ call: "idle" }),
    mobile: ({ context }) => context.mobile,
    // §4 "no session returns to pending".
    noSession: ({ event }) => reportOf(event)?.session === null,
    pending: reported("pending"),
    inCall: reported("in_call"),
    ended: reported("ended"),
    expiredInitialized: and([reported("expired"), ({ context }) => context.initialized]),
    expired: reported("expired"),
  },
  actions: {
    /** The pin was accepted: the wallet drawer closes (routing table). */
    closeWalletDrawer: emit({ type: "dialIn.pinAccepted" as const }),
    /** The call ended: the visitor leaves the chat the call paid for (routing table, with the chat). */
    leaveChat: emit({ type: "dialIn.leaveChat" as const, reason: DIAL_IN_STOPPED_REASON }),
    /** Opening the dial-in closes the other overlays (routing table). */
    announceOpen: emit({ type: "dialIn.opened" as const }),
    dialNumber: (_: unknown, _params: { href: string }) => {},
    writeIvrCache: (_: unknown, _params: { entry: IvrCacheEntry }) => {},
    clearIvrCache: () => {},
    logError: (_: unknown, _params: { message: string; error: unknown }) => {},
    noteOpen: assign(({ context, event }) => {
      if (event.type !== "dialIn.open") return {};
      return {
        mobile: event.mobile,
        geoCountry: event.geoCountry ?? null,
        username: anonymousDialInUsername(event.now),
        pin: "",
        pinErrors: [],
        ivr: context.ivr !== null && isIvrCacheFresh(context.ivr.expiresAt, event.now) ? context.ivr : null,
      };
    }),
    /** §4 on mount a fresh cached IVR session is the call to check; a stale one is dropped (clearIvrCache). */
    noteMount: assign(({ context, event }) => {
      if (event.type !== "dialIn.mount") return {};
      const entry = decodeIvrCache(event.cached);
      const fresh = entry !== null && isIvrCacheFresh(entry.expiresAt, event.now);
      // Not active until the check says in call (§4).
      return fresh ? { mobile: event.mobile, ivr: entry, session: entry.session.session, state: null } : { mobile: event.mobile, session: context.session };
    }),
    /** Keeps the IVR session and writes it to the `ivr-cache` port until its ttl has passed (§7). */
    storeIvr: enqueueActions(({ event, enqueue }) => {
      if (!("output" in event)) return;
      const loaded = event.output as IvrSessionLoaded;
      const entry: IvrCacheEntry = { session: loaded.session, expiresAt: ivrCacheExpiresAt(loaded.receivedAt, loaded.session.ttl) };
      enqueue(assign({ ivr: entry }));
      enqueue({ type: "writeIvrCache", params: { entry } });
    }),
    callNumber: enqueueActions(({ context, enqueue }) => {
      if (context.ivr) enqueue({ type: "dialNumber", params: { href: dialInTelHref(context.ivr.session.displaynumber) } });
    }),
    logUnknown: enqueueActions(({ event, enqueue }) => {
      enqueue({ type: "logError", params: { message: DIAL_IN_LOG.unknownState, error: reportOf(event) } });
    }),
    storeNumbers: assign(({ context, event }) => {
      const numbers = sortPhoneNumbers((event as unknown as { output: readonly DialInPhoneNumber[] }).output, context.geoCountry ?? undefined);
      return { phoneNumbers: numbers, country: numbers[0]?.id ?? null };
    }),
    selectCountry: assign({
      country: ({ context, event }) => {
        if (event.type !== "dialIn.country.select") return context.country;
        const r = validateDialInCountry(event.country);
        return r.ok ? r.value : context.country;
      },
    }),
    inputPin: assign({ pin: ({ context, event }) => (event.type === "dialIn.pin.input" ? event.value : context.pin), pinErrors: () => [] }),
    clearPinErrors: assign({ pinErrors: () => [] }),
    refuseAttempt: assign({ retryAfterMinutes: ({ event }) => retryAfterMinutes(errorOf(event)) }),
    clearRefusal: assign({ retryAfterMinutes: () => null }),
    showPinErrors: assign({ pinErrors: ({ context }) => ruleErrors(validatePin(context.pin, context.rejectedPins)) }),
    rejectPin: assign(({ context }) => {
      const pin = context.pin.trim();
      return { rejectedPins: context.rejectedPins.includes(pin) ? context.rejectedPins : [...context.rejectedPins, pin], pinErrors: ["pin.rejected" as const] };
    }),
    /** §4 pin confirm success: initialised, following the IVR session's call. */
    confirmPin: assign(({ context }) => ({ initialized: true, session: context.ivr?.session.session ?? context.session, state: "pending" as const, pin: "" })),
    followIvrSession: assign(({ context }) => ({ session: context.ivr?.session.session ?? context.session, state: "pending" as const })),
    storeReport: assign(({ context, event }) => {
      const report = reportOf(event);
      return report ? { state: report.state, session: report.session ?? context.session } : {};
    }),
    announceActive: emit(({ context }) => ({ type: "dialIn.sessionActive" as const, session: context.session ?? "" })),
    markPending: assign({ state: () => "pending" as const }),
    dropIvr: assign({ ivr: () => null }),
    reset: assign(({ context }) => ({ ...callReset, rejectedPins: context.rejectedPins })),
    resetAll: assign(({ context }) => ({ ...initialContext, mobile: context.mobile, socketDropped: context.socketDropped })),
    markDropped: assign({ socketDropped: () => true }),
    markConnected: assign({ socketDropped: () => false }),
    setNickname: assign({ nickname: ({ context, event }) => (event.type === "dialIn.nickname" ? event.nickname : context.nickname) }),
  },
}).createMachine({
  id: "dialIn",
  context: initialContext,
  type: "parallel",
  on: {
    "dialIn.nickname": { actions: "setNickname" },
    "dialIn.reset": { target: [".drawer.closed", ".call.idle"], actions: ["clearIvrCache", "resetAll"] },
  },
  states: {
    drawer: {
      initial: "closed",
      on: { "dialIn.close": { target: ".closed" } },
      states: {
        closed: {
          on: {
            "dialIn.open": [
              { guard: "cacheFresh", target: "open.ivr.ready", actions: ["noteOpen", "announceOpen"] },
              { target: "open", actions: ["noteOpen", "clearIvrCache", "announceOpen"] },
            ],
          },
        },
        reopening: {
          after: { dialInReopen: { target: "open" } },
        },
        open: {
          type: "parallel",
          states: {
            ivr: {
              initial: "loading",
              states: {
                loading: {
                  invoke: {
                    id: "loadIvrSession",
                    src: "loadIvrSession",
                    onDone: { target: "ready", actions: "storeIvr" },
                    onError: { target: "failed", actions: { type: "logError", params: ({ event }) => ({ message: DIAL_IN_LOG.ivr, error: event.error }) } },
                  },
                },
                ready: {},
                failed: {},
              },
            },
            numbers: {
              initial: "loading",
              states: {
                loading: {
                  invoke: {
                    id: "loadPhoneNumbers",
                    src: "loadPhoneNumbers",
                    input: { provider: DEFAULT_DIAL_IN_PROVIDER },
                    onDone: { target: "ready", actions: "storeNumbers" },
                    onError: { target: "failed", actions: { type: "logError", params: ({ event }) => ({ message: DIAL_IN_LOG.phoneNumbers, error: event.error }) } },
                  },
                },
                ready: {},
                failed: {},
              },
            },
            step: {
              initial: "country",
              states: {
                country: {
                  on: { "dialIn.country.select": { guard: "knownCountry", target: "pin", actions: "selectCountry" } },
                },
                pin: {
                  initial: "editing",
                  on: { "dialIn.back": { target: "country" } },
                  states: {
                    editing: {
                      on: {
                        "dialIn.pin.input": { actions: "inputPin" },
                        "dialIn.pin.focus": { actions: "clearPinErrors" },
                        "dialIn.pin.submit": [{ guard: and(["pinValid", "ivrReady"]), target: "submitting" }, { actions: "showPinErrors" }],
                      },
                    },
                    submitting: {
                      entry: "clearRefusal",
                      invoke: {
                        id: "payDialIn",
                        src: "payDialIn",
                        input: ({ context }) => ({ username: context.username ?? "", provider: DEFAULT_DIAL_IN_PROVIDER, pincode: context.pin.trim() }),
                        onDone: [
                          // A call already pending (the member asked to be called) keeps its 1 s polling cadence.
                          { guard: stateIn("#dialIn.call.pending"), target: "#dialIn.drawer.closed", actions: ["confirmPin", "closeWalletDrawer"] },
                          { target: ["#dialIn.drawer.closed", "#dialIn.call.pending"], actions: ["confirmPin", "closeWalletDrawer"] },
                        ],
                        onError: [
                          // Too many attempts: the pin stays open to a retry once the wait is over (§5 is about refused pins).
                          {
                            guard: "tooMany",
                            target: "editing",
                            actions: "refuseAttempt",
                          },
                          { target: "editing", actions: ["rejectPin", { type: "logError", params: ({ event }) => ({ message: DIAL_IN_LOG.pay, error: event.error }) }] },
                        ],
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    call: {
      initial: "idle",
      on: {
        "dialIn.mount": [
          { guard: "mountedFresh", target: ".verifying", actions: "noteMount" },
          { actions: ["noteMount", "clearIvrCache"] },
        ],
        "socket.member.disconnected": { actions: "markDropped" },
        "socket.member.connected": [
          { guard: and(["hasSession", "reconnect"]), target: ".pending.checking", actions: ["markConnected", "markPending"] },
          { guard: and(["hasSession", "callIdle"]), target: ".verifying", actions: "markConnected" },
          { guard: "hasSession", target: ".pending.checking", actions: ["markConnected", "markPending"] },
          { actions: "markConnected" },
        ],
        // The socket's report is decoded by the member socket's schema (a known state, a session): an unknown state or a
        // report without a session comes only from a status check (below), never from here.
        "socket.member.dialInStatus": [
          { guard: "pending", target: ".pending", actions: "storeReport" },
          { guard: "inCall", target: ["#dialIn.call.inCall", "#dialIn.drawer.closed"], actions: ["storeReport", "announceActive"] },
          { guard: "ended", target: ".ended", actions: ["storeReport", "clearIvrCache", "dropIvr", "leaveChat"] },
          { guard: "expiredInitialized", target: ["#dialIn.call.idle", "#dialIn.drawer.reopening"], actions: ["clearIvrCache", "dropIvr", "reset"] },
          { guard: "expired", target: ".expired", actions: ["storeReport", "clearIvrCache", "dropIvr"] },
        ],
      },
      states: {
        idle: {
          on: { "dialIn.callMe": { guard: "ivrReady", target: "pending", actions: ["followIvrSession", "callNumber"] } },
        },
        verifying: {
          invoke: {
            id: "verifyStatus",
            src: "checkStatus",
            input: ({ context }) => ({ session: context.session ?? "" }),
            onDone: [
              { guard: "inCall", target: "inCall", actions: ["storeReport", "announceActive"] },
              { guard: or(["ended", "expired"]), target: "idle", actions: ["clearIvrCache", "dropIvr", "reset"] },
              { guard: "mobile", target: "pending", actions: "storeReport" },
              { target: "idle", actions: "storeReport" },
            ],
            onError: { target: "idle", actions: { type: "logError", params: ({ event }) => ({ message: DIAL_IN_LOG.init, error: event.error }) } },
          },
        },
        pending: {
          initial: "waiting",
          // A repeated "pending" report keeps the 1 s polling cadence (and any check in flight) instead of restarting it.
          on: {
            "socket.member.dialInStatus": { guard: "pending", actions: "storeReport" },
          },
          states: {
            waiting: { after: { dialInPoll: "checking" } },
            checking: {
              invoke: {
                id: "checkStatus",
                src: "checkStatus",
                input: ({ context }) => ({ session: context.session ?? "" }),
                onDone: [
                  { guard: "noSession", target: "waiting", actions: "markPending" },
                  { guard: "pending", target: "waiting", actions: "storeReport" },
                  { guard: "inCall", target: ["#dialIn.call.inCall", "#dialIn.drawer.closed"], actions: ["storeReport", "announceActive"] },
                  { guard: "ended", target: "#dialIn.call.ended", actions: ["storeReport", "clearIvrCache", "dropIvr", "leaveChat"] },
                  { guard: "expiredInitialized", target: ["#dialIn.call.idle", "#dialIn.drawer.reopening"], actions: ["clearIvrCache", "dropIvr", "reset"] },
                  { guard: "expired", target: "#dialIn.call.expired", actions: ["storeReport", "clearIvrCache", "dropIvr"] },
                  { target: "waiting", actions: "logUnknown" },
                ],
                onError: { target: "waiting", actions: { type: "logError", params: ({ event }) => ({ message: DIAL_IN_LOG.status, error: event.error }) } },
              },
            },
          },
        },
        inCall: {},
        ended: {
          after: { dialInReset: { target: "idle", actions: "reset" } },
          // A repeated "ended" report keeps the 3 s reset counting from the first one (§9) instead of restarting it.
          on: {
            "socket.member.dialInStatus": { guard: "ended", actions: "storeReport" },
            "dialIn.callMe": { guard: "ivrReady", target: "pending", actions: ["followIvrSession", "callNumber"] } },
        },
        expired: {
          on: { "dialIn.callMe": { guard: "ivrReady", target: "pending", actions: ["followIvrSession", "callNumber"] } },
        },
      },
    },
  },
});
export type DialInMachine = typeof dialInMachine;

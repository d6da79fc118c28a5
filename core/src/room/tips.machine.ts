import { assign, emit, fromPromise, not, setup } from "xstate";
import type { ChatTipAction, TipGoal, TipMenuItem, ToyIntensity } from "../domain/chat.schema";
import { CHAT_ACTION_LABELS } from "../platform/chat-endpoints";
import { errorLabel } from "../platform/platform-error";
import { tipActionError, validateTip, type TipErrorKey } from "../rules/tip.rules";
import { ruleErrors } from "../rules/rule-result";
import type { TipsEmitted, TipsEvent } from "./tips.schema";

/** §5 the custom tip form: the amount as typed, the optional message, public or private (§3 isPublic). */
export interface CustomTip {
  readonly amount: string;
  readonly message: string;
  readonly isPublic: boolean;
  readonly errors: readonly TipErrorKey[];
}

/** The last tip's outcome: sent, or refused — a rule's key or the platform's label (§8 stored and shown). */
export type TipOutcome = { readonly kind: "sent"; readonly amount: number } | { readonly kind: "error"; readonly error: string };

/** §4 ft-tip: the toy's latest reaction (the key tells one reaction from the next). */
export interface ToyReaction {
  readonly key: string;
  readonly sender: string;
  readonly intensity: ToyIntensity;
  readonly duration: number;
}

export interface TipsContext {
  readonly performer: string | null;
  readonly auth: string | null;
  readonly guest: boolean;
  readonly toyActive: boolean;
  readonly menu: readonly TipMenuItem[];
  readonly goal: TipGoal | null;
  readonly custom: CustomTip;
  /** The tip on its way: sent once, under its idempotency key. */
  readonly pending: { readonly key: string; readonly tip: ChatTipAction } | null;
  readonly outcome: TipOutcome | null;
  readonly toyReaction: ToyReaction | null;
}

export interface TipSend {
  readonly auth: string;
  readonly tip: ChatTipAction;
  readonly idempotencyKey: string;
}

const emptyCustom: CustomTip = { amount: "", message: "", isPublic: true, errors: [] };
const fresh: TipsContext = {
  performer: null, auth: null, guest: true, toyActive: false, menu: [], goal: null, custom: emptyCustom, pending: null, outcome: null, toyReaction: null,
};

/** The custom form's amount as a number (NaN when it is not one: §5 then reads it as invalid). */
const customAmount = (custom: CustomTip): number => (custom.amount.trim() === "" ? Number.NaN : Number(custom.amount.trim()));

type SendEvent = Extract<TipsEvent, { type: "tips.send" }>;

/** The tip a listing, toy or menu choice makes (§7: username, amount, message, flag). */
const chosenTip = (context: TipsContext, event: SendEvent): ChatTipAction => ({
  username: context.performer ?? "",
  amount: event.amount,
  message: "",
  flag: event.flag,
  isPublic: true,
  ...(event.item === undefined ? {} : { item: event.item }),
});

/** The tip the custom form makes. */
const customTip = (context: TipsContext): ChatTipAction => ({
  username: context.performer ?? "",
  amount: customAmount(context.custom),
  message: context.custom.message.trim(),
  flag: "custom",
  isPublic: context.custom.isPublic,
});

const roomOf = (context: TipsContext) => ({ toyActive: context.toyActive, menu: context.menu });
const covers = (balance: number | null, amount: number) => balance !== null && balance >= amount;

/**
 * §3/§4/§9 tips in the live room: a listed tip (chat tips or member tips), a toy tip while the performer's toy is
 * active (the toy tips replace the others), a tip-menu item, or a custom amount of 100–100000 with an optional
 * message, public or private. A tip the balance does not cover opens the no-credits-for-tip modal (routing table);
 * one the room would not take is refused with its key (§8 tip too low/high). One tip is on its way at a time, under
 * its idempotency key (ARCHITECTURE §7): a double click tips once. The toy's state and reactions (§4 cybertoy, ft-tip),
 * the tip menu and the goal follow the room. The sending is the app's (`sendTip`).
 */
export const tipsMachine = setup({
  types: { context: {} as TipsContext, events: {} as TipsEvent, emitted: {} as TipsEmitted },
  actors: {
    sendTip: fromPromise<unknown, TipSend>(async () => {
      throw new Error("sendTip is provided by the app");
    }),
  },
  guards: {
    member: ({ context }) => !context.guest && context.auth !== null,
    takenByRoom: ({ context, event }) => event.type === "tips.send" && tipActionError(event, roomOf(context)) === null,
    covered: ({ event }) => event.type === "tips.send" && covers(event.balance, event.amount),
    customValid: ({ context }) => validateTip(customAmount(context.custom)).ok,
    customCovered: ({ context, event }) => event.type === "tips.custom.submit" && covers(event.balance, customAmount(context.custom)),
    refusedForCredits: ({ event }) => errorLabel((event as { error?: unknown }).error) === CHAT_ACTION_LABELS.noCredits,
  },
  actions: {
    logError: (_: unknown, _params: { message: string; error: unknown }) => {},
    open: assign(({ event }) => {
      if (event.type !== "tips.room.opened") return {};
      const { performer, auth, guest, cybertoyActive, menu, goal } = event;
      return { ...fresh, performer, auth, guest, toyActive: cybertoyActive, menu, goal };
    }),
    /** A rejoin brings a new auth (and the room as it is now); the form and what is on its way stay. */
    reopen: assign(({ context, event }) => {
      if (event.type !== "tips.room.opened" || event.performer !== context.performer) return {};
      return { auth: event.auth, guest: event.guest, toyActive: event.cybertoyActive, menu: event.menu, goal: event.goal };
    }),
    close: assign(() => fresh),
    queueChosen: assign({
      pending: ({ context, event }) => (event.type === "tips.send" ? { key: event.key, tip: chosenTip(context, event) } : context.pending),
      outcome: () => null,
    }),
    queueCustom: assign({
      pending: ({ context, event }) => (event.type === "tips.custom.submit" ? { key: event.key, tip: customTip(context) } : context.pending),
      outcome: () => null,
    }),
    refuseChosen: assign({
      outcome: ({ context, event }) => ({ kind: "error" as const, error: event.type === "tips.send" ? (tipActionError(event, roomOf(context)) ?? "tip.invalid") : "tip.invalid" }),
    }),
    showCustomErrors: assign({ custom: ({ context }) => ({ ...context.custom, errors: ruleErrors(validateTip(customAmount(context.custom))) }) }),
    refuseForCredits: assign({ outcome: () => ({ kind: "error" as const, error: "tip.noCredits" }) }),
    askForCredits: emit(({ context, event }) => ({
      type: "tips.noCredits" as const,
      amount: event.type === "tips.send" ? event.amount : event.type === "tips.custom.submit" ? customAmount(context.custom) : (context.pending?.tip.amount ?? 0),
    })),
    changeCustom: assign({
      custom: ({ context, event }) => {
        if (event.type !== "tips.custom.change") return context.custom;
        const { amount = context.custom.amount, message = context.custom.message, isPublic = context.custom.isPublic } = event;
        return { amount, message, isPublic, errors: [] };
      },
    }),
    settleSent: assign(({ context }) => ({
      outcome: { kind: "sent" as const, amount: context.pending?.tip.amount ?? 0 },
      // A custom tip that went out clears its form.
      custom: context.pending?.tip.flag === "custom" ? emptyCustom : context.custom,
      pending: null,
    })),
    settleFailed: assign({ outcome: ({ event }) => ({ kind: "error" as const, error: errorLabel((event as { error?: unknown }).error) }), pending: () => null }),
    dismiss: assign({ outcome: () => null }),
    setToy: assign({ toyActive: ({ context, event }) => (event.type === "socket.chat.cybertoy" ? event.active : context.toyActive) }),
    react: assign({
      toyReaction: ({ context, event }) =>
        event.type === "socket.chat.toyTip"
          ? { key: `${event.tip.at}-${event.tip.sender}-${event.tip.amount}`, sender: event.tip.sender, intensity: event.tip.intensity, duration: event.tip.duration }
          : context.toyReaction,
    }),
    setGoal: assign({ goal: ({ context, event }) => (event.type === "socket.chat.goal" ? event.goal : context.goal) }),
    setMenu: assign({ menu: ({ context, event }) => (event.type === "socket.chat.menu" ? event.items : context.menu) }),
  },
}).createMachine({
  id: "tips",
  context: fresh,
  initial: "closed",
  states: {
    closed: { on: { "tips.room.opened": { target: "open", actions: "open" } } },
    open: {
      initial: "idle",
      on: {
        "tips.room.opened": { actions: "reopen" },
        "tips.room.closed": { target: "closed", actions: "close" },
        "tips.custom.change": { actions: "changeCustom" },
        "tips.dismiss": { actions: "dismiss" },
        "socket.chat.cybertoy": { actions: "setToy" },
        "socket.chat.toyTip": { actions: "react" },
        "socket.chat.goal": { actions: "setGoal" },
        "socket.chat.menu": { actions: "setMenu" },
      },
      states: {
        idle: {
          on: {
            "tips.send": [
              // A guest is offered the sign-up instead (the view); nothing goes out.
              { guard: not("member") },
              { guard: not("takenByRoom"), actions: "refuseChosen" },
              { guard: not("covered"), actions: ["refuseForCredits", "askForCredits"] },
              { target: "sending", actions: "queueChosen" },
            ],
            "tips.custom.submit": [
              { guard: not("member") },
              { guard: not("customValid"), actions: "showCustomErrors" },
              { guard: not("customCovered"), actions: ["refuseForCredits", "askForCredits"] },
              { target: "sending", actions: "queueCustom" },
            ],
          },
        },
        // One tip on its way: another choice meanwhile (a double click) is not sent.
        sending: {
          invoke: {
            id: "sendTip",
            src: "sendTip",
            input: ({ context }) => ({ auth: context.auth ?? "", tip: context.pending!.tip, idempotencyKey: context.pending!.key }),
            onDone: { target: "idle", actions: "settleSent" },
            onError: [
              // §8 the platform's deduct label: the balance did not cover it after all (another tab spent it).
              { guard: "refusedForCredits", target: "idle", actions: ["askForCredits", "settleFailed"] },
              { target: "idle", actions: ["settleFailed", { type: "logError", params: ({ event }) => ({ message: "Unable to send the tip", error: event.error }) }] },
            ],
          },
        },
      },
    },
  },
});
export type TipsMachine = typeof tipsMachine;

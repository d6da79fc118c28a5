import { useEffect, useRef, useState, type ReactNode } from "react";
import { TOY_TIPS, validateTip, ruleErrors, type TipGoal, type TipMenuItem, type ToyIntensity } from "@camstage/core";
import { TipsPanel, type TipsPanelCustom, type TipsPanelProps } from "../tips-panel";
import { ToyStatus, type ToyStatusProps, type ToyStatusReaction } from "../toy-status";

const noop = () => {};

export const performer = "Anna";

/** A performer's tip goal (the room tells it), part of the way, and reached. */
export const goal: TipGoal = { title: "Oil show at 5000", target: 5000, progress: 150 };
export const goalHalfway: TipGoal = { ...goal, progress: 3275 };
export const goalReached: TipGoal = { ...goal, progress: 5120 };

/** Her tip menu: what she does for how much. */
export const menu: readonly TipMenuItem[] = [
  { id: "m1", label: "Say your name", credits: 50 },
  { id: "m2", label: "Dance", credits: 150 },
  { id: "m3", label: "Flash", credits: 300 },
  { id: "m4", label: "Oil show", credits: 1000 },
];

export const emptyCustom: TipsPanelCustom = { amount: "", message: "", isPublic: true, errors: [] };

/** A member with 1500 credits (25 minutes), no goal, no menu, nothing sent yet. */
export const tipsMember: TipsPanelProps = {
  performer,
  credits: 1500,
  onSignUp: noop,
  toyActive: false,
  menu: [],
  goal: null,
  sending: false,
  outcome: null,
  custom: emptyCustom,
  onTip: noop,
  onCustomChange: noop,
  onCustomSubmit: noop,
  onDismiss: noop,
};
export const tipsGuest: TipsPanelProps = { ...tipsMember, credits: null };
export const tipsGuestWithGoal: TipsPanelProps = { ...tipsGuest, goal, menu };
export const tipsWithMenuAndGoal: TipsPanelProps = { ...tipsMember, menu, goal };
export const tipsGoalReached: TipsPanelProps = { ...tipsWithMenuAndGoal, goal: goalReached };
export const tipsSending: TipsPanelProps = { ...tipsWithMenuAndGoal, sending: true };
export const tipsSent: TipsPanelProps = { ...tipsWithMenuAndGoal, goal: { ...goal, progress: 300 }, outcome: { kind: "sent", amount: 150 } };
export const tipsLowBalance: TipsPanelProps = { ...tipsMember, credits: 120 };
export const tipsToyActive: TipsPanelProps = { ...tipsWithMenuAndGoal, toyActive: true };
export const tipsToySending: TipsPanelProps = { ...tipsToyActive, sending: true };

/** §8 each refusal or failure the outcome line names: a rule's key, the platform's labels, anything else. */
export const outcomeErrors = {
  tooLow: "tip.tooLow",
  tooHigh: "tip.tooHigh",
  invalid: "tip.invalid",
  noCredits: "tip.noCredits",
  platformTooLow: "badRequest.tip.tooLow",
  platformNoCredits: "badRequest.deduct.credits.amount",
  other: "internalServerError",
} as const;
export const tipsError = (error: string): TipsPanelProps => ({ ...tipsMember, outcome: { kind: "error", error } });

/** §5 the custom form with each of its errors (the flow validates on submit). */
export const customTooLow: TipsPanelProps = { ...tipsMember, custom: { ...emptyCustom, amount: "50", errors: ["tip.tooLow"] } };
export const customTooHigh: TipsPanelProps = { ...tipsMember, custom: { ...emptyCustom, amount: "250000", errors: ["tip.tooHigh"] } };
export const customInvalid: TipsPanelProps = { ...tipsMember, custom: { ...emptyCustom, amount: "12.5", errors: ["tip.invalid"] } };
export const customPrivate: TipsPanelProps = { ...tipsMember, custom: { amount: "750", message: "For the **best** dance :heart:", isPublic: false, errors: [] } };

/**
 * The tips tab working as on the site, without the platform: a tip goes out for 0.8 s, then is sent (or, beyond the
 * balance, refused); the custom form validates with core's §5 rule. For trying the tiles, the form and the status.
 */
export function TipsDemo({ initial = tipsWithMenuAndGoal }: { initial?: TipsPanelProps }) {
  const [state, setState] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const send = (amount: number, clearCustom: boolean) => {
    if (state.sending) return;
    if (state.credits !== null && state.credits < amount) {
      setState((s) => ({ ...s, outcome: { kind: "error", error: "tip.noCredits" } }));
      return;
    }
    setState((s) => ({ ...s, sending: true, outcome: null }));
    timer.current = setTimeout(() => {
      setState((s) => ({
        ...s,
        sending: false,
        credits: s.credits === null ? null : s.credits - amount,
        goal: s.goal ? { ...s.goal, progress: s.goal.progress + amount } : null,
        outcome: { kind: "sent", amount },
        custom: clearCustom ? emptyCustom : s.custom,
      }));
    }, 800);
  };
  return (
    <TipsFrame>
      <TipsPanel
        {...state}
        onTip={(tip) => send(tip.amount, false)}
        onDismiss={() => setState((s) => ({ ...s, outcome: null }))}
        onCustomChange={(change) => setState((s) => ({ ...s, custom: { ...s.custom, ...change, errors: [] } }))}
        onCustomSubmit={() => {
          const amount = state.custom.amount.trim() === "" ? Number.NaN : Number(state.custom.amount);
          const errors = ruleErrors(validateTip(amount));
          if (errors.length > 0) setState((s) => ({ ...s, custom: { ...s.custom, errors } }));
          else send(amount, true);
        }}
      />
    </TipsFrame>
  );
}

/** The tab's frame in the room: a ~22rem column that scrolls, as the stream tabs' panel does. */
export function TipsFrame({ children, height = "40rem" }: { children: ReactNode; height?: string }) {
  return (
    <div
      style={{
        width: "22rem",
        maxWidth: "100%",
        height,
        overflowY: "auto",
        padding: "var(--space-3) var(--space-4)",
        border: "1px solid var(--color-border)",
        borderRadius: "var(--radius-lg)",
        background: "var(--color-surface)",
        margin: "1rem",
      }}
    >
      {children}
    </div>
  );
}

/** A player-sized dark frame with the toy badge in its corner, as the stream page lays its overlays. */
export function PlayerCorner({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        position: "relative",
        width: "min(100%, 40rem)",
        aspectRatio: "4 / 3",
        margin: "1rem",
        borderRadius: "var(--radius-lg)",
        background: "linear-gradient(135deg, #3a1530, #0b0710 60%)",
        overflow: "hidden",
      }}
    >
      <div style={{ position: "absolute", top: "var(--space-2)", left: "var(--space-2)", right: "var(--space-2)", display: "flex", justifyContent: "flex-end", gap: "var(--space-2)" }}>
        {children}
      </div>
    </div>
  );
}

let reactionSeq = 0;
/** A toy reaction of the §9 toy listing (its vibration is the duration). */
export function toyReaction(intensity: ToyIntensity, sender = "bob"): ToyStatusReaction {
  const tip = TOY_TIPS.find((t) => t.intensity === intensity)!;
  reactionSeq += 1;
  return { key: `r${reactionSeq}-${intensity}`, sender, intensity, duration: tip.vibration };
}

export const toyOff: ToyStatusProps = { active: false, reaction: null };
export const toyOn: ToyStatusProps = { active: true, reaction: null };

/** A reaction that lasts long enough to look at in a story (the room names any duration; the listing's run 1–20 s). */
export const longReaction = (intensity: ToyIntensity): ToyStatusReaction => ({ ...toyReaction(intensity), duration: 30 });

/** The toy badge over a player, with buttons that send it reactions (a new key each press: the shaking starts again). */
export function ToyStatusDemo({ initial = null, active = true }: { initial?: ToyStatusReaction | null; active?: boolean }) {
  const [reaction, setReaction] = useState<ToyStatusReaction | null>(initial);
  return (
    <div>
      <PlayerCorner>
        <ToyStatus active={active} reaction={reaction} />
      </PlayerCorner>
      <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem", margin: "0 1rem" }}>
        {TOY_TIPS.map((tip) => (
          <button key={tip.intensity} type="button" onClick={() => setReaction(toyReaction(tip.intensity))}>
            {tip.amount} credits: {tip.intensity}, {tip.vibration} s
          </button>
        ))}
      </div>
    </div>
  );
}

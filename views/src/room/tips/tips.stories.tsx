import type { Story, StoryDefault } from "@ladle/react";
import { GoalBar } from "./goal-bar";
import { TipsPanel } from "./tips-panel";
import { ToyStatus } from "./toy-status";
import * as ex from "./examples/tips.examples";

export default { title: "Tips" } satisfies StoryDefault;

const { TipsFrame, PlayerCorner, ToyStatusDemo } = ex;

/** §2.6 the tips tab of a member: quick tips and gifts (§9), each with its price in credits and minutes, and the custom form. */
export const Member: Story = () => (
  <TipsFrame>
    <TipsPanel {...ex.tipsMember} />
  </TipsFrame>
);
/** With her goal on top and her tip menu. */
export const WithMenuAndGoal: Story = () => (
  <TipsFrame>
    <TipsPanel {...ex.tipsWithMenuAndGoal} />
  </TipsFrame>
);
export const GoalReached: Story = () => (
  <TipsFrame>
    <TipsPanel {...ex.tipsGoalReached} />
  </TipsFrame>
);
/** A low balance (§9 500 credits or fewer): the balance chip turns amber. */
export const LowBalance: Story = () => (
  <TipsFrame>
    <TipsPanel {...ex.tipsLowBalance} />
  </TipsFrame>
);
/** A guest: the pitch and the free sign-up (the goal still shows). */
export const Guest: Story = () => (
  <TipsFrame>
    <TipsPanel {...ex.tipsGuest} />
  </TipsFrame>
);
export const GuestWithGoal: Story = () => (
  <TipsFrame>
    <TipsPanel {...ex.tipsGuestWithGoal} />
  </TipsFrame>
);
/** A tip on its way: every tip button is pending (a double click tips once). */
export const Sending: Story = () => (
  <TipsFrame>
    <TipsPanel {...ex.tipsSending} />
  </TipsFrame>
);
/** The outcome line stays in view at the bottom of the tab. */
export const Sent: Story = () => (
  <TipsFrame>
    <TipsPanel {...ex.tipsSent} />
  </TipsFrame>
);
/** §9 the toy is active: the toy tips replace the quick tips and gifts. */
export const ToyActive: Story = () => (
  <TipsFrame>
    <TipsPanel {...ex.tipsToyActive} />
  </TipsFrame>
);
export const ToyActiveSending: Story = () => (
  <TipsFrame>
    <TipsPanel {...ex.tipsToySending} />
  </TipsFrame>
);

/** §8 tip too low: the room refused (a rule's key). */
export const ErrorTooLow: Story = () => (
  <TipsFrame height="24rem">
    <TipsPanel {...ex.tipsError(ex.outcomeErrors.tooLow)} />
  </TipsFrame>
);
export const ErrorTooHigh: Story = () => (
  <TipsFrame height="24rem">
    <TipsPanel {...ex.tipsError(ex.outcomeErrors.tooHigh)} />
  </TipsFrame>
);
export const ErrorNotAvailable: Story = () => (
  <TipsFrame height="24rem">
    <TipsPanel {...ex.tipsError(ex.outcomeErrors.invalid)} />
  </TipsFrame>
);
export const ErrorNoCredits: Story = () => (
  <TipsFrame height="24rem">
    <TipsPanel {...ex.tipsError(ex.outcomeErrors.noCredits)} />
  </TipsFrame>
);
/** The platform's labels translate as the rules' keys do. */
export const ErrorPlatformTooLow: Story = () => (
  <TipsFrame height="24rem">
    <TipsPanel {...ex.tipsError(ex.outcomeErrors.platformTooLow)} />
  </TipsFrame>
);
export const ErrorPlatformNoCredits: Story = () => (
  <TipsFrame height="24rem">
    <TipsPanel {...ex.tipsError(ex.outcomeErrors.platformNoCredits)} />
  </TipsFrame>
);
/** Any other failure: the generic text. */
export const ErrorOther: Story = () => (
  <TipsFrame height="24rem">
    <TipsPanel {...ex.tipsError(ex.outcomeErrors.other)} />
  </TipsFrame>
);

/** §5 the custom form's errors, under the amount. */
export const CustomTooLow: Story = () => (
  <TipsFrame>
    <TipsPanel {...ex.customTooLow} />
  </TipsFrame>
);
export const CustomTooHigh: Story = () => (
  <TipsFrame>
    <TipsPanel {...ex.customTooHigh} />
  </TipsFrame>
);
export const CustomNotANumber: Story = () => (
  <TipsFrame>
    <TipsPanel {...ex.customInvalid} />
  </TipsFrame>
);
/** A private custom tip with a message. */
export const CustomPrivate: Story = () => (
  <TipsFrame>
    <TipsPanel {...ex.customPrivate} />
  </TipsFrame>
);
export const MemberMobile: Story = () => (
  <TipsFrame>
    <TipsPanel {...ex.tipsWithMenuAndGoal} />
  </TipsFrame>
);
MemberMobile.meta = { width: "xsmall" };

/** Try it: tips go out for 0.8 s, then count towards the goal; the custom form validates (§5). */
export const Interactive: Story = () => <ex.TipsDemo />;
export const InteractiveToy: Story = () => <ex.TipsDemo initial={ex.tipsToyActive} />;

const goalBox = { width: "22rem", padding: "1rem" } as const;
export const Goal: Story = () => (
  <div style={goalBox}>
    <GoalBar goal={ex.goal} />
  </div>
);
export const GoalHalfway: Story = () => (
  <div style={goalBox}>
    <GoalBar goal={ex.goalHalfway} />
  </div>
);
export const GoalBarReached: Story = () => (
  <div style={goalBox}>
    <GoalBar goal={ex.goalReached} />
  </div>
);

/** The toy off: nothing over the player. */
export const ToyStatusOff: Story = () => (
  <PlayerCorner>
    <ToyStatus {...ex.toyOff} />
  </PlayerCorner>
);
/** §4 cybertoy: "Toy on". The buttons send reactions of the §9 toy listing. */
export const ToyStatusOn: Story = () => <ToyStatusDemo />;
/** §4 ft-tip: a reaction shakes the badge, harder with the intensity (with reduced motion it lights up instead). */
export const ToyReactingLow: Story = () => <ToyStatusDemo initial={ex.longReaction("low")} />;
export const ToyReactingNormal: Story = () => <ToyStatusDemo initial={ex.longReaction("normal")} />;
export const ToyReactingMedium: Story = () => <ToyStatusDemo initial={ex.longReaction("medium")} />;
export const ToyReactingHard: Story = () => <ToyStatusDemo initial={ex.longReaction("hard")} />;
export const ToyReactingExtreme: Story = () => <ToyStatusDemo initial={ex.longReaction("extreme")} />;

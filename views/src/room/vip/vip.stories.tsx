import type { ReactNode } from "react";
import type { Story, StoryDefault } from "@ladle/react";
import { EndVipModal } from "./end-vip-modal";
import { VipPanel } from "./vip-panel";
import { VipRoomBadge } from "./vip-room-badge";
import * as ex from "./examples/vip.examples";

export default { title: "VIP" } satisfies StoryDefault;

/** The VIP tab's frame in the room: a ~22rem column, as the stream tabs' panel. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        width: "22rem",
        maxWidth: "100%",
        margin: "1rem",
        padding: "var(--space-3) var(--space-4)",
        border: "1px solid var(--color-border)",
        borderRadius: "var(--radius-lg)",
        background: "var(--color-surface)",
      }}
    >
      {children}
    </div>
  );
}

/** §4 idle: what a VIP show is and costs (§9), the balance check, the request. */
export const Idle: Story = () => (
  <Frame>
    <VipPanel {...ex.vipIdle} />
  </Frame>
);
export const IdleTooFewCredits: Story = () => (
  <Frame>
    <VipPanel {...ex.vipTooFewCredits} />
  </Frame>
);
/** The 240 credits a minute tab. */
export const IdlePremium: Story = () => (
  <Frame>
    <VipPanel {...ex.vipPremium} />
  </Frame>
);
export const Guest: Story = () => (
  <Frame>
    <VipPanel {...ex.vipGuest} />
  </Frame>
);
/** The request on its way: the button is pending. */
export const Requesting: Story = () => (
  <Frame>
    <VipPanel {...ex.vipIn("requesting")} />
  </Frame>
);
/** §8 a failed request, back in idle with its text. */
export const ErrorAlreadyRequested: Story = () => (
  <Frame>
    <VipPanel {...ex.vipIn("idle", { error: ex.vipErrors.alreadyRequested })} />
  </Frame>
);
export const ErrorNoCredits: Story = () => (
  <Frame>
    <VipPanel {...ex.vipIn("idle", { error: ex.vipErrors.noCredits })} />
  </Frame>
);
export const ErrorOther: Story = () => (
  <Frame>
    <VipPanel {...ex.vipIn("idle", { error: ex.vipErrors.other })} />
  </Frame>
);
/** §4 requested: waiting for her, with a cancel. */
export const Requested: Story = () => (
  <Frame>
    <VipPanel {...ex.vipIn("requested")} />
  </Frame>
);
export const Cancelling: Story = () => (
  <Frame>
    <VipPanel {...ex.vipIn("cancelling")} />
  </Frame>
);
/** §4 accepted: the show is on (a fixed clock: 03:12 in). */
export const Accepted: Story = () => (
  <Frame>
    <VipPanel {...ex.vipIn("accepted")} />
  </Frame>
);
/** The same on the real clock: the time and the credits spent tick. */
export const AcceptedTicking: Story = () => (
  <Frame>
    <VipPanel {...ex.vipIn("accepted", { startedAt: Date.now() - 55_000, now: Date.now })} />
  </Frame>
);
export const Stopping: Story = () => (
  <Frame>
    <VipPanel {...ex.vipIn("stopping")} />
  </Frame>
);
export const Declined: Story = () => (
  <Frame>
    <VipPanel {...ex.vipIn("declined")} />
  </Frame>
);
export const Stopped: Story = () => (
  <Frame>
    <VipPanel {...ex.vipIn("stopped")} />
  </Frame>
);
export const Disconnected: Story = () => (
  <Frame>
    <VipPanel {...ex.vipIn("disconnected")} />
  </Frame>
);
export const AcceptedMobile: Story = () => (
  <Frame>
    <VipPanel {...ex.vipIn("accepted")} />
  </Frame>
);
AcceptedMobile.meta = { width: "xsmall" };
/** Try it: request, wait 2 s for her to accept, end the show. */
export const Interactive: Story = () => (
  <Frame>
    <ex.VipDemo />
  </Frame>
);

/** The badge over the player during a show. */
const Player = ({ children }: { children: ReactNode }) => (
  <div style={{ position: "relative", width: "min(100%, 40rem)", aspectRatio: "4 / 3", margin: "1rem", borderRadius: "var(--radius-lg)", background: "linear-gradient(135deg, #2a1240, #0b0710 60%)" }}>
    <div style={{ position: "absolute", top: "var(--space-2)", left: "var(--space-2)" }}>{children}</div>
  </div>
);
export const RoomBadge: Story = () => (
  <Player>
    <VipRoomBadge {...ex.badge} />
  </Player>
);
export const RoomBadgeTicking: Story = () => (
  <Player>
    <VipRoomBadge price={ex.badge.price} startedAt={Date.now() - 3_000} />
  </Player>
);
/** The 240 credits a minute show, over an hour in. */
export const RoomBadgePremiumLong: Story = () => (
  <Player>
    <VipRoomBadge {...ex.badgePremiumLong} />
  </Player>
);

/** §2.6 EndVipModal: her snapshot and username, her bubble, yes/no. */
export const EndVip: Story = () => <EndVipModal {...ex.endVip} />;
/** Yes pressed: stop VIP is on its way. */
export const EndVipEnding: Story = () => <EndVipModal {...ex.endVipEnding} />;
export const EndVipNoSnapshot: Story = () => <EndVipModal {...ex.endVipNoSnapshot} />;
export const EndVipMobile: Story = () => <EndVipModal {...ex.endVip} />;
EndVipMobile.meta = { width: "xsmall" };

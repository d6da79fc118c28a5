import type { Story, StoryDefault } from "@ladle/react";
import { StreamPlayer, type StreamPlayerProps } from "./stream-player";
import {
  ChatPanel, RoomDemo, cambackStates, roomLaneTips, playerAttached, playerCameraOff, playerError, playerLoading, playerNoSound, playerOffline,
} from "./examples/stream.examples";
import { goal as tipGoal, menu as tipMenu } from "../tips/examples/tips.examples";
import { ChatLane } from "../chat/chat-lane";
import { ChatEditor } from "../chat/chat-editor";
import { GoalBar } from "../tips/goal-bar";
import { ToyStatus } from "../tips/toy-status";
import { longReaction } from "../tips/examples/tips.examples";
import { VipRoomBadge } from "../vip/vip-room-badge";
import { badge, vipIn } from "../vip/examples/vip.examples";

export default { title: "Stream" } satisfies StoryDefault;

/** The player alone, at the width of the stream page's player column. */
const playerBox = { width: "min(100%, 56rem)", padding: "1rem" } as const;
const Player = (props: StreamPlayerProps) => (
  <div style={playerBox}>
    <StreamPlayer {...props} />
  </div>
);

/** Before the chat joined (no playlist yet): the poster with a loader. */
export const PlayerLoading: Story = () => <Player {...playerLoading} />;
export const PlayerOffline: Story = () => <Player {...playerOffline} />;
/** §8 a player error: the reload suggestion. */
export const PlayerError: Story = () => <Player {...playerError} />;
/** A playlist attached but nothing plays in Ladle: the live badge and the sound control over the still-connecting loader. */
export const PlayerControlsWhileConnecting: Story = () => <Player {...playerAttached} />;

/** §4 video denied: the performer switched her camera off. */
export const PlayerCameraOff: Story = () => <Player {...playerCameraOff} />;
/** §4 audio denied: no sound control, a note instead. */
export const PlayerNoSound: Story = () => <Player {...playerNoSound} />;

export const RoomChatLive: Story = () => <RoomDemo />;
/** §6 a guest's free chat time is over: the end panel offers the free sign-up; the editor stays, disabled. */
export const RoomChatGuestTimeOver: Story = () => <RoomDemo guest chat={<ChatPanel end="guest_expired" />} />;

/** §2.6 camback: a member may show their own webcam to the performer. */
export const RoomCambackOff: Story = () => <RoomDemo chat={<ChatPanel camback={cambackStates.off} />} />;
export const RoomCambackStarting: Story = () => <RoomDemo chat={<ChatPanel camback={cambackStates.starting} />} />;
/** The preview paints nothing in Ladle: its dark frame stands for the member's camera. */
export const RoomCambackOn: Story = () => <RoomDemo chat={<ChatPanel camback={cambackStates.on} />} />;
export const RoomCambackStopping: Story = () => <RoomDemo chat={<ChatPanel camback={cambackStates.stopping} />} />;
/** §8 no webcam: the warning, and the camera option disabled. */
export const RoomCambackNoCamera: Story = () => <RoomDemo chat={<ChatPanel camback={cambackStates.noCamera} />} />;
export const RoomCambackDenied: Story = () => <RoomDemo chat={<ChatPanel camback={cambackStates.denied} />} />;
export const RoomCambackRefused: Story = () => <RoomDemo chat={<ChatPanel camback={cambackStates.refused} />} />;
export const RoomCambackFailed: Story = () => <RoomDemo chat={<ChatPanel camback={cambackStates.failed} />} />;

export const RoomWalletGuest: Story = () => <RoomDemo tab="wallet" guest />;
export const RoomWalletMember: Story = () => <RoomDemo tab="wallet" />;
export const RoomTips: Story = () => <RoomDemo tab="tips" />;
export const RoomTipsGuest: Story = () => <RoomDemo tab="tips" guest />;
/** §9 the toy is on: toy tips replace the others; her goal and menu. */
export const RoomTipsToy: Story = () => <RoomDemo tab="tips" tips={{ toyActive: true, goal: tipGoal, menu: tipMenu }} />;
export const RoomVip: Story = () => <RoomDemo tab="vip" />;
export const RoomVipGuest: Story = () => <RoomDemo tab="vip" guest />;
export const RoomVipAccepted: Story = () => <RoomDemo tab="vip" vip={vipIn("accepted")} />;
export const RoomModel: Story = () => <RoomDemo tab="model" />;

/** A VIP show with the toy on: the badge and the toy over the player, her goal above the chat, tips in the lane. */
export const RoomVipShowWithToy: Story = () => (
  <RoomDemo
    overlays={
      <>
        <VipRoomBadge {...badge} />
        <ToyStatus active reaction={longReaction("hard")} />
      </>
    }
    chat={
      <>
        <GoalBar goal={tipGoal} />
        <ChatLane {...roomLaneTips} />
        <ChatEditor canSend onSend={() => {}} />
      </>
    }
    vip={vipIn("accepted")}
    tips={{ toyActive: true }}
  />
);

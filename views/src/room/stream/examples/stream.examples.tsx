import { useState, type ReactNode } from "react";
import type { CambackError, CambackStatus } from "@camstage/core";
import { ChatEditor } from "../../chat/chat-editor";
import { ChatEndPanel } from "../../chat/chat-end";
import { ChatLane, type ChatLaneProps } from "../../chat/chat-lane";
import { laneLive, laneTips } from "../../chat/examples/chat.examples";
import { onlineProfile } from "../../../profile/examples/profiles";
import { CambackControl, type AttachCamera, type CambackControlProps } from "../camback-control";
import { RoomModelPanel, RoomWalletPanel } from "../room-panels";
import { StreamPlayer, type AttachStream, type StreamPlayerProps } from "../stream-player";
import { StreamTabs, type StreamTab } from "../stream-tabs";
import { TipsPanel, type TipsPanelProps } from "../../tips/tips-panel";
import { tipsMember } from "../../tips/examples/tips.examples";
import { VipPanel, type VipPanelProps } from "../../vip/vip-panel";
import { vipIdle } from "../../vip/examples/vip.examples";

const noop = () => {};

/** The performer of every room story: the profile examples' live performer. */
export const roomProfile = onlineProfile;
export const performer = roomProfile.username;
export const profileHref = `/en/profile/${encodeURIComponent(performer)}`;

/** Plays nothing (stories stay offline): the player keeps its poster and "connecting" loader, with its controls. */
export const attachNothing: AttachStream = () => noop;
/** The camback preview paints nothing: the video element shows as the preview's dark frame. */
export const attachNoCamera: AttachCamera = () => noop;
/** A playlist URL that is never fetched (`attachNothing` ignores it). */
export const exampleStreamSrc = "https://stream.camstage.example/live/sweetlisa.m3u8";

export const playerLoading: StreamPlayerProps = { performer, poster: roomProfile.snapshot, src: null, attach: attachNothing };
export const playerOffline: StreamPlayerProps = { ...playerLoading, status: "offline" };
export const playerError: StreamPlayerProps = { ...playerLoading, src: exampleStreamSrc, error: "player", onReload: noop };
export const playerAttached: StreamPlayerProps = { ...playerLoading, src: exampleStreamSrc };
/** §4 the room said the performer's video, or her audio, is denied. */
export const playerCameraOff: StreamPlayerProps = { ...playerAttached, media: { audio: true, video: false } };
export const playerNoSound: StreamPlayerProps = { ...playerAttached, media: { audio: false, video: true } };

/** A chat examples' lane in this performer's room (the examples are written for "Anna"). */
const inThisRoom = (lane: ChatLaneProps): ChatLaneProps => ({
  ...lane,
  performer,
  messages: lane.messages.map((m) => ({
    ...m,
    sender: m.sender === lane.performer ? performer : m.sender,
    message: m.message.replaceAll(lane.performer, performer),
  })),
});
export const roomLane = inThisRoom(laneLive);
/** The lane with tips and toy reactions, in this room. */
export const roomLaneTips = inThisRoom(laneTips);

export type CambackExample = Pick<CambackControlProps, "status" | "error" | "disabled">;
/** The camback control's states as the chat session exposes them: a failed start is back to off, with its error (§8). */
export const cambackStates = {
  off: { status: "off", error: null },
  starting: { status: "starting", error: null },
  on: { status: "on", error: null },
  stopping: { status: "stopping", error: null },
  noCamera: { status: "off", error: "noCamera", disabled: true },
  denied: { status: "off", error: "denied" },
  refused: { status: "off", error: "refused" },
  failed: { status: "off", error: "failed" },
} as const satisfies Record<CambackStatus | CambackError, CambackExample>;

/** The chat tab as the stream page fills it: the lane, then the end panel or the editor, then the camback control. */
export function ChatPanel({ end, camback }: { end?: "guest_expired"; camback?: CambackExample }) {
  return (
    <>
      <ChatLane {...roomLane} />
      {end !== undefined ? (
        <>
          <ChatEndPanel end={end} performer={performer} onSignUp={noop} />
          <ChatEditor canSend={false} onSend={noop} />
        </>
      ) : (
        <ChatEditor canSend onSend={noop} />
      )}
      {camback !== undefined ? <CambackControl {...camback} attachPreview={attachNoCamera} onStart={noop} onStop={noop} /> : null}
    </>
  );
}

export type RoomDemoProps = {
  /** The tab selected first; the tabs can be clicked. */
  tab?: StreamTab;
  /** What the chat tab holds; the live lane with its editor by default. */
  chat?: ReactNode;
  /** A guest's wallet tab (the free sign-up); a member's shows the balance. */
  guest?: boolean;
  credits?: number;
  player?: StreamPlayerProps;
  /** The tips and VIP tabs' state beyond the performer and the balance. */
  tips?: Partial<TipsPanelProps>;
  vip?: Partial<VipPanelProps>;
  /** What shows over the player's top corners (the VIP badge, the toy), as the stream page lays them. */
  overlays?: ReactNode;
};

/** The room at desktop proportions, as the stream page lays it out: the player left, the tabs in a ~22rem column right. */
export function RoomDemo({ tab = "chat", chat = <ChatPanel />, guest = false, credits = 1500, player = playerAttached, tips, vip, overlays }: RoomDemoProps) {
  const [selected, setSelected] = useState<StreamTab>(tab);
  return (
    <div style={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr) 22rem", gap: "var(--space-3)", alignItems: "stretch", minWidth: "56rem", maxWidth: "1440px", padding: "var(--space-4)" }}>
      <div style={{ position: "relative", minWidth: 0 }}>
        <StreamPlayer {...player} />
        {overlays ? (
          <div style={{ position: "absolute", top: "var(--space-2)", left: "var(--space-2)", right: "var(--space-2)", display: "flex", flexWrap: "wrap", justifyContent: "space-between", gap: "var(--space-2)" }}>
            {overlays}
          </div>
        ) : null}
      </div>
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          minHeight: "22rem",
          maxHeight: "calc(100dvh - 8rem)",
          overflow: "hidden",
          border: "1px solid var(--color-border)",
          borderRadius: "var(--radius-lg)",
          background: "var(--color-surface)",
        }}
      >
        <StreamTabs
          selected={selected}
          onSelect={setSelected}
          panels={{
            chat,
            tips: <TipsPanel {...tipsMember} {...tips} performer={performer} credits={guest ? null : credits} />,
            vip: <VipPanel {...vipIdle} {...vip} performer={performer} credits={guest ? null : credits} />,
            wallet: <RoomWalletPanel credits={guest ? null : credits} onBuyCredits={noop} onPayByPhone={noop} onSignUp={noop} />,
            model: <RoomModelPanel profile={roomProfile} profileHref={profileHref} />,
          }}
        />
      </div>
    </div>
  );
}

import { Suspense, useCallback, useEffect, useRef } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import {
  VIP_MIN_CREDITS, VIP_MIN_MINUTES, chatCreditState, connectChatSession, connectCredits, connectDialInBadge, connectRoomTab, connectTips, connectVip, pickImage, roomMode, roomStatus,
  statusFromOnlineStatus, type PerformerProfile, type SessionSnapshot,
} from "@camstage/core";
import {
  CambackControl, ChatEditor, ChatEndPanel, ChatNotStarted, ChatRoomLane, GoalBar, NicknamePrompt, RoomModelPanel, RoomWalletPanel,
  StreamPlayer, StreamTabs, TipsPanel, ToyStatus, VipPanel, VipRoomBadge, useChatSession,
} from "@camstage/views";
import { useConfiguration, useQueryEnv, useSession, useSitePath } from "../site/site-hooks";
import { useOpenAccount } from "../overlays/use-open-account";
import { usePaymentActions } from "../payments/payment-actions";
import { useFlow, useFlowActor, useFlowLater, useSiteSession, useStartedFlow } from "../flows/use-flow";
import { profileQuery } from "../queries";
import { usePageMeta } from "../theme/page-meta";
import { useHydrating } from "../platform/hydration";
import { attachStream } from "./stream-attach";
import { CreditNotice, useRoomLayout, useShownSince } from "./room-parts";
import { OfflineRoom, PerformerDetails, RoomLoading } from "./room-states";
import styles from "./stream-page.module.css";

const memberName = (snapshot: SessionSnapshot) => snapshot.context.member?.username ?? null;

/**
 * §2.1/§2.6 the live stream view: the player and the room's chat side by side (stacked on mobile, §2.2), the
 * performer's details below. The chat flow loads with this page; leaving the page leaves the room.
 */
export function StreamPage() {
  const { t } = useLingui();
  const env = useQueryEnv();
  const model = useParams({ strict: false, select: (params: { model?: string }) => params.model ?? "" });
  const profile = useSuspenseQuery(profileQuery(env, model)).data;
  const status = statusFromOnlineStatus(profile.onlineStatus);
  usePageMeta(t`${profile.username} live`, undefined, pickImage(profile, env.session.noNude));
  const isOffline = status === "offline";

  return (
    <section className={styles.page} aria-labelledby="stream-title">
      {isOffline ? (
        <OfflineRoom profile={profile} />
      ) : (
        <Suspense fallback={<RoomLoading profile={profile} status={status} />}>
          <LiveRoom profile={profile} />
        </Suspense>
      )}
    </section>
  );
}

function LiveRoom({ profile }: { profile: PerformerProfile }) {
  const env = useQueryEnv();
  const sitePath = useSitePath();
  const configuration = useConfiguration();
  const { token } = useSession();
  const { system, input, attachCamera } = useSiteSession();
  // The room's tabs, tips and VIP hear the chat session's room (routing table): they run before it joins.
  const roomTab = useFlow("roomTab", connectRoomTab);
  const tips = useFlow("tips", connectTips);
  const vip = useFlow("vip", connectVip);
  // The chat's actor, not its connect result: the page renders only for changes outside the lane, the lane in batches (ARCHITECTURE §6).
  const actor = useFlowActor("chatSession");
  const username = useStartedFlow("session", memberName);
  const credits = useStartedFlow("credits", connectCredits);
  const openAccount = useOpenAccount();
  const { openWallet, openDialIn } = usePaymentActions();
  const tab = roomTab.tab;
  const selectTab = roomTab.select;
  const names = { performer: profile.username, ...(username ? { member: username, ownName: username } : {}) };
  const chat = useChatSession(actor, names, () => system.env.ids());
  // Issue 27: the room's own word (its switches, its close) over the status read at load, for the mark and the badge.
  const status = roomStatus({ username: profile.username, loaded: statusFromOnlineStatus(profile.onlineStatus) }, chat);
  const guest = token === undefined;
  // §4 a guest paying by phone picks a nickname before joining; read when the chat starts, not followed after.
  const dialIn = useStartedFlow("dialIn", connectDialInBadge);
  const dialInSession = useRef(false);
  dialInSession.current = guest && (dialIn?.isActive ?? false);
  // The visitor's restart or retry (the chat's connect); the join on arrival is the page's input below.
  const chatLater = useFlowLater("chatSession", connectChatSession);
  const start = useCallback(
    () => chatLater((api) => api.start({ performerId: profile.id, performer: profile.username, session: system.env.ids(), guest, dialInSession: dialInSession.current, nickname: null })),
    [chatLater, system, profile.id, profile.username, guest],
  );

  // §4 chat join on arrival (and again for another performer or a login); leaving the page leaves the room, and
  // closing it sends the leave by beacon. Not while the server's HTML hydrates: who the visitor is (guest or member)
  // is known only after it, and a guest's join would be left again at once.
  const hydrating = useHydrating();
  useEffect(() => {
    if (hydrating) return;
    // A room opens on its chat (§2.6): core's routing table selects the tab and starts the chat.
    input({ type: "site.roomEntered", performerId: profile.id, performer: profile.username, session: system.env.ids(), guest, dialInSession: dialInSession.current });
    const pageClose = () => input({ type: "site.roomClosing" });
    window.addEventListener("pagehide", pageClose);
    return () => {
      window.removeEventListener("pagehide", pageClose);
      input({ type: "site.roomLeft" });
    };
  }, [input, system, profile.id, profile.username, guest, hydrating]);
  useRoomLayout(chat.status === "joined", tab);

  const mode = roomMode(chat.mode, profile.onlineState);
  const balance = guest ? null : (credits?.balance ?? null);
  // §4 credit states in paid chat, and during a VIP show at its price a minute.
  const creditState = chat.status === "joined" ? (vip.inShow ? chatCreditState("vip", balance, guest, vip.price) : chatCreditState(mode, balance, guest)) : "ok";
  const signUp = () => openAccount("register");
  const showSince = useShownSince(vip.inShow);
  const newKey = () => system.env.ids();
  // The tabs' balance: null for a guest (the sign-up is offered), 0 until the platform has told it.
  const shownCredits = guest ? null : (credits?.balance ?? 0);

  const chatPanel = (
    <>
      {tips.goal !== null ? <GoalBar goal={tips.goal} className={styles.goal} /> : null}
      <ChatRoomLane {...chat.laneProps} />
      <CreditNotice state={creditState} onBuy={() => openWallet()} />
      {chat.end !== null ? (
        <>
          <ChatEndPanel end={chat.end} performer={profile.username} onSignUp={signUp} onBuyCredits={() => openWallet()} onRestart={start} />
          <ChatEditor {...chat.editorProps} canSend={false} />
        </>
      ) : chat.status === "failed" ? (
        <ChatNotStarted onRetry={start} />
      ) : chat.askNickname ? (
        <NicknamePrompt {...chat.nicknameProps} />
      ) : (
        <ChatEditor {...chat.editorProps} />
      )}
      {chat.canCamback ? (
        <CambackControl
          status={chat.camback}
          error={chat.cambackError}
          disabled={chat.cambackDisabled}
          attachPreview={attachCamera}
          onStart={chat.startCamback}
          onStop={chat.stopCamback}
        />
      ) : null}
    </>
  );

  return (
    <>
      <div className={styles.room}>
        <div className={styles.stage}>
          <StreamPlayer
            performer={profile.username}
            poster={pickImage(profile, env.session.noNude) ?? null}
            src={chat.stream}
            status={status}
            error={chat.playerError}
            attach={attachStream}
            onReload={() => window.location.reload()}
            onFailure={chat.playerFailed}
            media={chat.media}
          />
          <div className={styles.overlays}>
            {showSince !== null ? <VipRoomBadge price={vip.price} startedAt={showSince} /> : null}
            {chat.status === "joined" ? <ToyStatus active={tips.toyActive} reaction={tips.toyReaction} /> : null}
          </div>
        </div>
        <div className={styles.chat}>
          <StreamTabs
            selected={tab}
            onSelect={selectTab}
            panels={{
              chat: chatPanel,
              tips: (
                <TipsPanel
                  performer={profile.username}
                  credits={shownCredits}
                  onSignUp={signUp}
                  toyActive={tips.toyActive}
                  menu={tips.menu}
                  goal={tips.goal}
                  sending={tips.sending}
                  outcome={tips.outcome}
                  custom={tips.custom}
                  onTip={(choice) => tips.tip(choice, balance, newKey())}
                  onCustomChange={tips.changeCustom}
                  onCustomSubmit={() => tips.submitCustom(balance, newKey())}
                  onDismiss={tips.dismiss}
                />
              ),
              vip: (
                <VipPanel
                  performer={profile.username}
                  credits={shownCredits}
                  onSignUp={signUp}
                  state={vip.state}
                  price={vip.price}
                  minimumCredits={VIP_MIN_CREDITS}
                  minimumMinutes={VIP_MIN_MINUTES}
                  startedAt={showSince}
                  error={vip.error}
                  onRequest={() => vip.request(balance, newKey())}
                  onCancel={vip.cancel}
                  onEnd={vip.end}
                  onDismiss={vip.dismiss}
                />
              ),
              wallet: <RoomWalletPanel credits={shownCredits} onBuyCredits={() => openWallet()} onPayByPhone={openDialIn} onSignUp={signUp} />,
              model: (
                <RoomModelPanel
                  profile={profile}
                  profileHref={sitePath(`/profile/${encodeURIComponent(profile.username)}`)}
                  messageHref={!guest && configuration.features.messenger ? sitePath(`/messenger/${encodeURIComponent(profile.username)}`) : undefined}
                />
              ),
            }}
          />
        </div>
      </div>
      <PerformerDetails profile={profile} status={status} />
    </>
  );
}

import { useEffect, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { RoomTab } from "@camstage/core";
import styles from "./stream-page.module.css";

/**
 * When this visitor saw the VIP show start, on the browser's clock: the time in VIP counts from there (the platform's
 * clock, which says when it started, may not be the browser's).
 */
export function useShownSince(on: boolean): number | null {
  const [since, setSince] = useState<number | null>(null);
  useEffect(() => setSince(on ? Date.now() : null), [on]);
  return since;
}

/**
 * §2.2 on mobile the page does not scroll while the chat is started, and the footer shows only on the chat tab
 * (app.css reads these flags of the document in its mobile media query).
 */
export function useRoomLayout(chatStarted: boolean, tab: RoomTab) {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.roomTab = tab;
    if (chatStarted) root.dataset.roomChat = "started";
    else delete root.dataset.roomChat;
    return () => {
      delete root.dataset.roomTab;
      delete root.dataset.roomChat;
    };
  }, [chatStarted, tab]);
}

/** §4 credit states in paid chat: low, and none ("chat ends soon"), with the wallet one press away. */
export function CreditNotice({ state, onBuy }: { state: "ok" | "low" | "none"; onBuy: () => void }) {
  const { t } = useLingui();
  if (state === "ok") return null;
  return (
    <p className={styles.credits} role="status">
      <span>{state === "none" ? t`Your credits are almost used up: the chat ends soon.` : t`Less than two minutes of chat left.`}</span>
      <button type="button" className={styles.buy} onClick={onBuy}>
        {t`Buy credits`}
      </button>
    </p>
  );
}

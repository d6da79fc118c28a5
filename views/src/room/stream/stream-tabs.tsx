import type { ReactNode } from "react";
import { Tab, TabList, TabPanel, Tabs } from "react-aria-components";
import { useLingui } from "@lingui/react/macro";
import { ROOM_TABS, type RoomTab } from "@camstage/core";
import { useScrollEdges } from "../../ui/use-scroll-edges";
import styles from "./stream-tabs.module.css";

/** §2.6 the stream view's tabs (core's room tab flow says which one shows). */
export const STREAM_TABS = ROOM_TABS;
export type StreamTab = RoomTab;

export type StreamTabsProps = {
  selected: StreamTab;
  onSelect: (tab: StreamTab) => void;
  /** Each tab's panel; the chat stays mounted while another tab shows, so its lane and draft survive. */
  panels: Readonly<Record<StreamTab, ReactNode>>;
};

/** §2.6 the tabs beside the player: chat, tips, VIP request, wallet and the performer (React Aria tabs). */
export function StreamTabs({ selected, onSelect, panels }: StreamTabsProps) {
  const { t } = useLingui();
  const { ref: strip, edges } = useScrollEdges<HTMLDivElement>(STREAM_TABS.length);
  const labels: Record<StreamTab, string> = { chat: t`Chat`, tips: t`Tips`, vip: t`VIP show`, wallet: t`Wallet`, model: t`Model` };
  return (
    <Tabs className={styles.tabs} selectedKey={selected} onSelectionChange={(key) => onSelect(key as StreamTab)}>
      {/* A narrow column (or a long label: nl "Portemonnee") scrolls the strip: the cut side fades. */}
      <div className={styles.strip} data-more-before={edges.start || undefined} data-more-after={edges.end || undefined}>
        <TabList ref={strip} className={styles.list} aria-label={t`Room`}>
          {STREAM_TABS.map((tab) => (
            <Tab key={tab} id={tab} className={styles.tab}>
              {labels[tab]}
            </Tab>
          ))}
        </TabList>
      </div>
      {STREAM_TABS.map((tab) => (
        <TabPanel key={tab} id={tab} className={tab === "chat" ? styles.chatPanel : styles.panel} shouldForceMount={tab === "chat"}>
          {panels[tab]}
        </TabPanel>
      ))}
    </Tabs>
  );
}

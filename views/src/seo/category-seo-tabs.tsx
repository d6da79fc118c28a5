import { Tab, TabList, TabPanel, Tabs } from "react-aria-components";
import { useLingui } from "@lingui/react/macro";
import type { SeoTab } from "./category-seo-block";
import { Paragraphs } from "./seo-paragraphs";
import styles from "./category-seo-block.module.css";

/** §2.3 the category's h2 tabs (loaded with the block only when a category has tabs, ARCHITECTURE §6). */
export function CategorySeoTabs({ tabs }: { tabs: readonly SeoTab[] }) {
  const { t } = useLingui();
  return (
    <Tabs className={styles.tabs}>
      <TabList aria-label={t`More about this category`} className={styles.tabList}>
        {tabs.map((tab, i) => (
          <Tab key={i} id={`tab-${i}`} className={styles.tab}>
            {tab.tab}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab, i) => (
        <TabPanel key={i} id={`tab-${i}`} className={styles.panel}>
          {tab.image && <img className={styles.panelImage} src={tab.image} alt="" loading="lazy" width={120} height={160} />}
          <div>
            <h2 className={styles.panelTitle}>{tab.title}</h2>
            <Paragraphs text={tab.content} />
          </div>
        </TabPanel>
      ))}
    </Tabs>
  );
}

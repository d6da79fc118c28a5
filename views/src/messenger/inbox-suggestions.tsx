import { useId } from "react";
import { useLingui } from "@lingui/react/macro";
import type { InboxFilter, InboxSuggestion } from "@camstage/core";
import { Button } from "../ui/button";
import { StatusDot } from "../ui/feedback";
import { Avatar } from "./avatar";
import styles from "./inbox.module.css";

export function Suggestions({ filter, suggestions, onStart }: { filter: InboxFilter; suggestions: readonly InboxSuggestion[]; onStart: (s: InboxSuggestion) => void }) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <section className={styles.suggestions} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.suggestionsTitle}>
        {filter === "models" ? t`Online now` : t`Your favourites`}
      </h3>
      <ul className={styles.suggestionList}>
        {suggestions.map((s) => (
          <li key={s.user} className={styles.suggestion}>
            <Avatar src={s.snapshot} name={s.username} size="sm" />
            <span className={styles.suggestionName}>
              <span className={styles.name}>{s.username}</span>
              <span className={styles.suggestionStatus}>
                <StatusDot tone={s.online ? "online" : "offline"} />
                {s.online ? t`Online` : t`Offline`}
              </span>
            </span>
            <Button variant="outline" size="sm" aria-label={t`Start a chat with ${s.username}`} onPress={() => onStart(s)}>
              {t`Start a chat`}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

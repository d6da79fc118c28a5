import { useId, type ChangeEvent } from "react";
import { createPortal } from "react-dom";
import { useLingui } from "@lingui/react/macro";
import styles from "./qa-panel.module.css";

export type QaShareState =
  | { readonly status: "idle" }
  | { readonly status: "sharing" }
  | { readonly status: "shared"; readonly replayUrl: string }
  | { readonly status: "failed" };

export interface QaPanelProps {
  /** How many inputs the session's event log holds. */
  readonly entries: number;
  /** The id of the visitor log this page replays, if it is a replay. */
  readonly replaying: string | null;
  readonly share: QaShareState;
  readonly onDownload: () => void;
  readonly onShare: () => void;
  /** A log file picked to replay. */
  readonly onReplayFile: (file: File) => void;
  readonly onClose: () => void;
}

/**
 * ARCHITECTURE §3 the QA panel (`?qa=1` or Ctrl+Alt+Q): the session's event log exported (as a file, or shared with the
 * simulator for a replay link), and a log file replayed in this site.
 */
export function QaPanel({ entries, replaying, share, onDownload, onShare, onReplayFile, onClose }: QaPanelProps) {
  const { t } = useLingui();
  const headingId = useId();
  const fileId = useId();
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onReplayFile(file);
    event.target.value = "";
  };
  // A top layer for React Aria: usable while a modal dialog (the wallet, say) hides and blocks the rest of the page.
  return createPortal(
    <section className={styles.panel} aria-labelledby={headingId} data-react-aria-top-layer="true">
      <header className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {t`QA panel`}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t`Close the QA panel`}>
          ×
        </button>
      </header>
      <p className={styles.line}>{replaying ? t`Replaying visitor log ${replaying}` : t`Event log: ${entries} entries`}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={onDownload}>
          {t`Download the log`}
        </button>
        <button type="button" className={styles.button} onClick={onShare} disabled={share.status === "sharing"}>
          {share.status === "sharing" ? t`Sharing…` : t`Share for replay`}
        </button>
        <label htmlFor={fileId} className={styles.button}>
          {t`Replay a log file`}
        </label>
        <input id={fileId} className={styles.file} type="file" accept="application/json,.json" onChange={pick} />
      </div>
      <div role="status" className={styles.line}>
        {share.status === "shared" ? (
          <>
            {t`Replay link:`}{" "}
            <a href={share.replayUrl} className={styles.link}>
              {share.replayUrl}
            </a>
          </>
        ) : null}
      </div>
      {share.status === "failed" ? (
        <p role="alert" className={styles.error}>
          {t`The log could not be shared. Download it instead.`}
        </p>
      ) : null}
    </section>,
    document.body,
  );
}

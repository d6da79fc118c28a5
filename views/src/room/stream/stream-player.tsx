import { useEffect, useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { PerformerStatus } from "@camstage/core";
import { Button } from "../../ui/button";
import { useStatusLabel } from "../../grid/status-badge";
import styles from "./stream.module.css";

/** Plays a stream into the video element (hls.js, or the browser's own HLS); calls `onError` on a fatal error; returns the stop. */
export type AttachStream = (video: HTMLVideoElement, src: string, onError: (reason: string) => void) => () => void;

export type StreamPlayerProps = {
  performer: string;
  /** The performer's latest snapshot: the poster while the stream loads, and what an offline room shows. */
  poster: string | null;
  /** The room's HLS playlist once the chat joined; null before (the poster shows, with a loader). */
  src: string | null;
  /**
   * The room's status (issue 27: the room's word, not the status read at load): the mark on the video (live, free chat,
   * VIP, pause); offline shows no stream but the offline text (§4 the performer is offline or the room closed).
   */
  status?: PerformerStatus;
  /** §4 player-error from the room, or a fatal playback error: §8 suggest a refresh. */
  error?: string | null;
  attach: AttachStream;
  onReload?: () => void;
  /** A fatal playback error, for the room's flow (§7 chat/error). */
  onFailure?: (reason: string) => void;
  /** §4 the performer's audio and video: false when the room says they are denied (null: not said). */
  media?: { readonly audio: boolean | null; readonly video: boolean | null };
};

/**
 * §2.6 the stream player: the poster while loading, muted autoplay (browsers allow no sound before a gesture) with an
 * unmute control, a reload suggestion on a player error (§8), and the performer-offline state.
 */
export function StreamPlayer({ performer, poster, src, status = "online", error = null, attach, onReload, onFailure, media }: StreamPlayerProps) {
  const { t } = useLingui();
  const statusLabel = useStatusLabel();
  const isOffline = status === "offline";
  const video = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(true);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const report = useRef(onFailure);
  report.current = onFailure;

  useEffect(() => {
    const element = video.current;
    if (element === null || src === null || isOffline) return;
    setFailed(null);
    setPlaying(false);
    const stop = attach(element, src, (reason) => {
      setFailed(reason);
      report.current?.(reason);
    });
    void element.play().catch(() => {});
    return stop;
  }, [attach, src, isOffline]);

  const problem = error ?? failed;
  return (
    <div className={styles.player}>
      {isOffline ? null : (
        <video
          ref={video}
          className={styles.video}
          poster={poster ?? undefined}
          muted={muted}
          autoPlay
          playsInline
          aria-label={t`Live video of ${performer}`}
          data-playing={playing ? "" : undefined}
          onPlaying={() => setPlaying(true)}
          onWaiting={() => setPlaying(false)}
        />
      )}
      {isOffline ? (
        <div className={styles.cover} role="status">
          {poster ? <img className={styles.poster} src={poster} alt="" /> : null}
          <div className={styles.coverText}>
            <strong>{t`${performer} is offline`}</strong>
            <span>{t`Come back later, or choose another performer who is live now.`}</span>
          </div>
        </div>
      ) : problem !== null ? (
        <div className={styles.cover} role="alert">
          <div className={styles.coverText}>
            <strong>{t`The video could not be played`}</strong>
            <span>{t`Reload the page to try again.`}</span>
            {onReload ? (
              <Button variant="primary" onPress={onReload}>
                {t`Reload`}
              </Button>
            ) : null}
          </div>
        </div>
      ) : media?.video === false ? (
        <div className={styles.cover} role="status">
          <div className={styles.coverText}>
            <strong>{t`${performer} has switched her camera off`}</strong>
            <span>{t`Stay in the chat: the video comes back when she switches it on.`}</span>
          </div>
        </div>
      ) : !playing ? (
        <div className={styles.loading} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <span className={styles.loadingText}>{t`Connecting to ${performer}…`}</span>
        </div>
      ) : null}
      {!isOffline && problem === null ? (
        <div className={styles.controls}>
          <span className={styles.live} data-status={status}>
            {statusLabel(status)}
          </span>
          {media?.audio === false ? (
            <span className={styles.control} role="status">
              {t`No sound right now`}
            </span>
          ) : (
            <button type="button" className={styles.control} aria-pressed={!muted} onClick={() => setMuted((m) => !m)}>
              {muted ? t`Unmute` : t`Mute`}
            </button>
          )}
        </div>
      ) : null}
    </div>
  );
}

import { useEffect, useRef } from "react";
import { useLingui } from "@lingui/react/macro";
import type { CambackError, CambackStatus } from "@camstage/core";
import { Button } from "../../ui/button";
import styles from "./stream.module.css";

/** Shows the member's camera in the preview while it is on; returns the detach. */
export type AttachCamera = (video: HTMLVideoElement) => () => void;

export type CambackControlProps = {
  status: CambackStatus;
  error: CambackError | null;
  /** §8 no webcam: the camera option is disabled. */
  disabled?: boolean;
  attachPreview: AttachCamera;
  onStart: () => void;
  onStop: () => void;
};

/** §2.6 camback: the member shows their own webcam to the performer, with a preview of what she sees. */
export function CambackControl({ status, error, disabled = false, attachPreview, onStart, onStop }: CambackControlProps) {
  const { t } = useLingui();
  const preview = useRef<HTMLVideoElement>(null);
  const showing = status === "on" || status === "stopping";

  useEffect(() => {
    const video = preview.current;
    if (video === null || !showing) return;
    return attachPreview(video);
  }, [attachPreview, showing]);

  const message = {
    noCamera: t`No webcam was found, so your camera cannot be shown.`,
    denied: t`Your browser did not allow the camera. Allow it in the address bar and try again.`,
    refused: t`The room does not take your camera right now.`,
    failed: t`Your camera could not be started. Please try again.`,
  };

  return (
    <div className={styles.camback}>
      {showing ? <video ref={preview} className={styles.cambackPreview} muted playsInline autoPlay aria-label={t`Your camera, as the performer sees it`} /> : null}
      {status === "on" || status === "stopping" ? (
        <Button variant="secondary" size="sm" onPress={onStop} isDisabled={status === "stopping"}>
          {t`Stop my camera`}
        </Button>
      ) : (
        <Button variant="secondary" size="sm" onPress={onStart} isDisabled={disabled || status === "starting"}>
          {status === "starting" ? t`Starting your camera…` : t`Show my camera`}
        </Button>
      )}
      {error !== null ? (
        <p className={styles.cambackError} role="alert">
          {message[error]}
        </p>
      ) : null}
    </div>
  );
}

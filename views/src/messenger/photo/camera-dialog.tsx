import { useCallback, useEffect, useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { CAMERA_CANVAS } from "@camstage/core";
import { Button } from "../../ui/button";
import { Spinner } from "../../ui/feedback";
import { AlertIcon } from "../../ui/icons-more";
import { Modal } from "../../ui/modal";
import { SendIcon } from "../messenger-icons";
import { captureVideoFrame } from "./crop-image";
import { PhotoCameraIcon, RetakeIcon } from "./photo-icons";
import styles from "./photo.module.css";

export type CameraDialogProps = {
  /** §4 the photo is on its way: the send button waits. */
  sending?: boolean;
  /** The still as an `image/jpeg` data URL (§9 480×360, 360×480 in portrait). */
  onSend: (dataUrl: string) => void;
  onCancel: () => void;
  /** Opens the webcam; tests and stories pass a fake stream. */
  getMedia?: () => Promise<MediaStream>;
  /** Draws the video's frame as a jpeg data URL; tests and stories may stand in for the canvas. */
  capture?: (video: HTMLVideoElement) => string;
};

/** Why the webcam did not open, for the message (§8). */
type CameraProblem = "denied" | "noCamera" | "failed";

/** §9 the camera canvas is what the webcam is asked for. */
export const openWebcam = (): Promise<MediaStream> => {
  const devices = globalThis.navigator?.mediaDevices;
  if (typeof devices?.getUserMedia !== "function") return Promise.reject(Object.assign(new Error("No camera API"), { name: "NotFoundError" }));
  return devices.getUserMedia({ video: { width: CAMERA_CANVAS.width, height: CAMERA_CANVAS.height }, audio: false });
};

const problemOf = (error: unknown): CameraProblem => {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError" || name === "DevicesNotFoundError") return "noCamera";
  return "failed";
};

const stopAll = (stream: MediaStream | null) => stream?.getTracks().forEach((track) => track.stop());

type Phase = { name: "starting" } | { name: "live"; stream: MediaStream } | { name: "taken"; stream: MediaStream; still: string } | { name: "error"; problem: CameraProblem };

/**
 * §2.6 the pop-up's camera dialog: the live webcam, take a photo (§9 480×360, swapped in portrait), retake or send it.
 * The webcam's tracks stop when the dialog closes. A webcam that does not open shows why (§8) and a way out.
 */
export function CameraDialog({ sending = false, onSend, onCancel, getMedia = openWebcam, capture = captureVideoFrame }: CameraDialogProps) {
  const { t } = useLingui();
  const [phase, setPhase] = useState<Phase>({ name: "starting" });
  const [attempt, setAttempt] = useState(0);
  const [ready, setReady] = useState(false);
  /** §9 a portrait camera gives a portrait still: the viewfinder takes its shape, so it shows what will be taken. */
  const [portrait, setPortrait] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const stream = phase.name === "live" || phase.name === "taken" ? phase.stream : null;
  // The latest opener, so a parent's new function on each render does not restart the webcam.
  const opener = useRef(getMedia);
  useEffect(() => {
    opener.current = getMedia;
  });

  // Open the webcam; whatever opened stops when the dialog closes or tries again (even if it opens after that).
  useEffect(() => {
    let live = true;
    let opened: MediaStream | null = null;
    setPhase({ name: "starting" });
    setReady(false);
    opener.current().then(
      (media) => {
        if (!live) return stopAll(media);
        opened = media;
        setPhase({ name: "live", stream: media });
      },
      (error: unknown) => {
        if (live) setPhase({ name: "error", problem: problemOf(error) });
      },
    );
    return () => {
      live = false;
      stopAll(opened);
    };
  }, [attempt]);

  // The live picture; it stays attached under a taken still, so a retake is instant.
  useEffect(() => {
    const element = video.current;
    if (element === null || stream === null) return;
    element.srcObject = stream;
    void element.play?.()?.catch(() => {});
    return () => {
      element.srcObject = null;
    };
  }, [stream]);

  const take = useCallback(() => {
    const element = video.current;
    if (element === null || phase.name !== "live" || !ready) return;
    try {
      setPhase({ name: "taken", stream: phase.stream, still: capture(element) });
    } catch {
      setPhase({ name: "error", problem: "failed" });
    }
  }, [capture, phase, ready]);

  const problems: Record<CameraProblem, string> = {
    denied: t`Your browser did not allow the camera. Allow it in the address bar and try again.`,
    noCamera: t`No webcam was found. Connect one, or send an image instead.`,
    failed: t`Your camera could not be started. Please try again.`,
  };

  return (
    <Modal isOpen onClose={onCancel} isDismissable={!sending} size="md" className={styles.cameraModal} title={t`Take a photo`}>
      <div className={styles.viewfinder} data-phase={phase.name} data-portrait={portrait || undefined}>
        {stream !== null ? (
          <video
            ref={video}
            className={styles.video}
            hidden={phase.name === "taken"}
            muted
            playsInline
            autoPlay
            aria-label={t`Your camera`}
            onLoadedData={(event) => {
              const { videoWidth, videoHeight } = event.currentTarget;
              setPortrait(videoHeight > videoWidth);
              setReady(true);
            }}
          />
        ) : null}
        {phase.name === "taken" ? <img className={styles.still} src={phase.still} alt={t`The photo you took`} /> : null}
        {phase.name === "starting" || (phase.name === "live" && !ready) ? (
          <span className={styles.stageBusy}>
            <Spinner label={t`Starting your camera…`} size="2rem" />
            <span className={styles.busyText} aria-hidden="true">
              {t`Starting your camera…`}
            </span>
          </span>
        ) : null}
        {phase.name === "error" ? (
          <div className={styles.cameraError} role="alert">
            <AlertIcon aria-hidden="true" />
            <p>{problems[phase.problem]}</p>
          </div>
        ) : null}
      </div>

      <div className={styles.actions}>
        {phase.name === "error" ? (
          <>
            <Button key="close" variant="ghost" onPress={onCancel}>
              {t`Close`}
            </Button>
            {phase.problem !== "noCamera" ? (
              <Button key="retry" variant="primary" onPress={() => setAttempt((n) => n + 1)}>
                {t`Try again`}
              </Button>
            ) : null}
          </>
        ) : phase.name === "taken" ? (
          <>
            <Button key="retake" variant="secondary" onPress={() => setPhase({ name: "live", stream: phase.stream })} isDisabled={sending}>
              <RetakeIcon aria-hidden="true" />
              {t`Retake`}
            </Button>
            {/* The focus moves on to the next step: the pressed button is gone. */}
            <Button key="send" variant="primary" onPress={() => !sending && onSend(phase.still)} isPending={sending} autoFocus>
              {sending ? <Spinner /> : <SendIcon aria-hidden="true" />}
              {sending ? t`Sending…` : t`Send photo`}
            </Button>
          </>
        ) : (
          <>
            <Button key="cancel" variant="ghost" onPress={onCancel}>
              {t`Cancel`}
            </Button>
            <Button key="take" variant="primary" onPress={take} isDisabled={!ready} autoFocus>
              <PhotoCameraIcon aria-hidden="true" />
              {t`Take photo`}
            </Button>
          </>
        )}
      </div>
    </Modal>
  );
}

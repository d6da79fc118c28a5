import { CAMERA_CANVAS, cameraError } from "@camstage/core";

/** Shows the camera in a video element (the camback preview); returns the detach. */
export type AttachCamera = (video: HTMLVideoElement) => () => void;

export interface Camera {
  /** Opens the webcam (§9 480×360); rejects with core's `cameraError` (no webcam, refused, failed). */
  start(): Promise<void>;
  /** Closes the webcam (nothing when it is closed). */
  stop(): void;
  readonly attach: AttachCamera;
}

/** A refused getUserMedia, in core's camback terms (§8 no webcam: the option is then disabled). */
const reasonOf = (error: unknown) => {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotFoundError" || name === "OverconstrainedError" || name === "NotReadableError") return "noCamera" as const;
  if (name === "NotAllowedError" || name === "SecurityError") return "denied" as const;
  return "failed" as const;
};

/** The camera port of camback (§2.6): the browser's webcam, and its preview for the stream page. */
export function createCamera(devices: () => Pick<MediaDevices, "getUserMedia"> | undefined = () => navigator.mediaDevices): Camera {
  let stream: MediaStream | null = null;
  const shows = new Set<(stream: MediaStream | null) => void>();
  const set = (next: MediaStream | null) => {
    stream = next;
    for (const show of shows) show(next);
  };
  return {
    async start() {
      const media = devices();
      if (media?.getUserMedia === undefined) throw cameraError("noCamera");
      // §9 the camera canvas, swapped in portrait.
      const portrait = window.innerHeight > window.innerWidth;
      const width = portrait ? CAMERA_CANVAS.height : CAMERA_CANVAS.width;
      const height = portrait ? CAMERA_CANVAS.width : CAMERA_CANVAS.height;
      let opened: MediaStream;
      try {
        opened = await media.getUserMedia({ video: { width: { ideal: width }, height: { ideal: height } }, audio: false });
      } catch (error) {
        throw cameraError(reasonOf(error));
      }
      stream?.getTracks().forEach((track) => track.stop());
      set(opened);
    },
    stop() {
      if (stream === null) return;
      stream.getTracks().forEach((track) => track.stop());
      set(null);
    },
    attach(video) {
      const show = (current: MediaStream | null) => {
        video.srcObject = current;
        if (current !== null) void video.play().catch(() => {});
      };
      show(stream);
      shows.add(show);
      return () => {
        shows.delete(show);
        video.srcObject = null;
      };
    },
  };
}

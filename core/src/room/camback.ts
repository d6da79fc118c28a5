import { isPlatformError } from "../platform/platform-error";

/**
 * §2.6 camback (the member's own webcam into the room): why starting it failed. `noCamera` (§8 no webcam: a warning,
 * the camera option disabled), `denied` (the visitor or the browser refused the camera), `refused` (the platform
 * refused the camback), `failed` (anything else).
 */
export const CAMBACK_ERRORS = ["noCamera", "denied", "refused", "failed"] as const;
export type CambackError = (typeof CAMBACK_ERRORS)[number];

/** The name of the error a camera port throws; its message is the reason (so a replayed log keeps it, ARCHITECTURE §3). */
export const CAMERA_ERROR = "CameraError";

/** The error a camera port throws when the camera cannot be opened. */
export const cameraError = (reason: Exclude<CambackError, "refused">): Error => {
  const error = new Error(reason);
  error.name = CAMERA_ERROR;
  return error;
};

/** What a failed camback start means for the visitor. */
export const cambackErrorOf = (error: unknown): CambackError => {
  if (isPlatformError(error)) return "refused";
  if (error instanceof Error && error.name === CAMERA_ERROR) {
    return (CAMBACK_ERRORS as readonly string[]).includes(error.message) ? (error.message as CambackError) : "failed";
  }
  return "failed";
};

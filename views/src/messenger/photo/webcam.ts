import { useEffect, useState } from "react";

/** §2.6/§8 whether the browser knows a webcam (a `videoinput` device); false when it cannot tell or fails. */
export async function hasWebcam(devices: Pick<MediaDevices, "enumerateDevices"> | undefined = globalThis.navigator?.mediaDevices): Promise<boolean> {
  try {
    if (typeof devices?.enumerateDevices !== "function") return false;
    const list = await devices.enumerateDevices();
    return list.some((device) => device.kind === "videoinput");
  } catch {
    return false;
  }
}

/**
 * §2.6 the camera option is enabled only if a webcam exists: `null` while the browser is asked, then the answer. It
 * asks again when a device is plugged in or out.
 */
export function useHasWebcam(check: () => Promise<boolean> = hasWebcam): boolean | null {
  const [found, setFound] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    const ask = () => {
      void check().then((answer) => {
        if (live) setFound(answer);
      });
    };
    ask();
    const devices = globalThis.navigator?.mediaDevices;
    devices?.addEventListener?.("devicechange", ask);
    return () => {
      live = false;
      devices?.removeEventListener?.("devicechange", ask);
    };
  }, [check]);
  return found;
}

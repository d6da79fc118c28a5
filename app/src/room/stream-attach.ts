import type { AttachStream } from "@camstage/views";

const HLS_TYPE = "application/vnd.apple.mpegurl";

/**
 * The player's adapter (issue 11): the browser's own HLS where it has it, else hls.js (its light build, loaded only
 * then). A fatal error is reported to the player, which suggests a reload (§8).
 */
export const attachStream: AttachStream = (video, src, onError) => {
  if (video.canPlayType(HLS_TYPE) !== "") {
    const failed = () => onError("media");
    video.addEventListener("error", failed);
    video.src = src;
    return () => {
      video.removeEventListener("error", failed);
      video.removeAttribute("src");
      video.load();
    };
  }
  let stopped = false;
  let destroy = () => {};
  import("hls.js/light").then(
    ({ default: Hls }) => {
      if (stopped) return;
      if (!Hls.isSupported()) return onError("unsupported");
      const hls = new Hls({ liveSyncDurationCount: 2 });
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) onError(data.details);
      });
      hls.loadSource(src);
      hls.attachMedia(video);
      destroy = () => hls.destroy();
    },
    () => onError("player"),
  );
  return () => {
    stopped = true;
    destroy();
  };
};

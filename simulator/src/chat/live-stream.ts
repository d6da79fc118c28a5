import { MEDIA_BASE } from "../media/media.urls";

/**
 * Each live performer's stream as a live HLS playlist (issue 11): a sliding window over a few short segments shipped
 * with the simulator, so it never ends. The segments are played in a loop; each loop starts with a discontinuity
 * (its timestamps start again).
 */
export const LIVE_SEGMENTS = 4;
export const SEGMENT_SECONDS = 2;
/** Segments in the playlist's window. */
export const LIVE_WINDOW = 3;

export const LIVE_BASE = `${MEDIA_BASE}/live`;
export const liveStreamUrl = (performer: string) => `${LIVE_BASE}/${encodeURIComponent(performer)}/index.m3u8`;
export const segmentFile = (sequence: number) => `segment-${sequence % LIVE_SEGMENTS}.m2t`;

/** The playlist `elapsedMs` after the stream started: the newest LIVE_WINDOW segments, with their discontinuities. */
export const livePlaylist = (elapsedMs: number): string => {
  const newest = Math.max(LIVE_WINDOW - 1, Math.floor(elapsedMs / (SEGMENT_SECONDS * 1000)));
  const first = newest - LIVE_WINDOW + 1;
  // Loop starts (segment numbers k > 0 with k % LIVE_SEGMENTS === 0) that already left the window.
  const discontinuities = first > 0 ? Math.floor((first - 1) / LIVE_SEGMENTS) : 0;
  const lines = [
    "#EXTM3U",
    "#EXT-X-VERSION:3",
    `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${discontinuities}`,
  ];
  for (let sequence = first; sequence <= newest; sequence++) {
    if (sequence > 0 && sequence % LIVE_SEGMENTS === 0) lines.push("#EXT-X-DISCONTINUITY");
    lines.push(`#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`, `${sequence}.ts`);
  }
  return `${lines.join("\n")}\n`;
};

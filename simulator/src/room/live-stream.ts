import { MEDIA_BASE } from "../world/media.urls";

/**
 * Each live performer's stream as a live HLS playlist (issue 11): a sliding window over a few short segments shipped
 * with the simulator, so it never ends. The segments are played in a loop; each loop starts with a discontinuity
 * (its timestamps start again). Issue 27: the segments show a person, the look closest to the performer's card
 * (media/live-looks.ts; made by simulator/scripts/make-live-streams.ts), covered for the no-nude flag.
 */
export const LIVE_SEGMENTS = 4;
export const SEGMENT_SECONDS = 2;
/** Segments in the playlist's window. */
export const LIVE_WINDOW = 3;

export const LIVE_BASE = `${MEDIA_BASE}/live`;
/** The query of a covered stream (§2.1 nude filter): the playlist passes it on to its segments. */
const COVERED = "?nonude=1";
export const liveStreamUrl = (performer: string, nonude = false) => `${LIVE_BASE}/${encodeURIComponent(performer)}/index.m3u8${nonude ? COVERED : ""}`;
export const segmentFile = (sequence: number) => `segment-${sequence % LIVE_SEGMENTS}.m2t`;

/**
 * The playlist `elapsedMs` after the stream started: the newest LIVE_WINDOW segments, with their discontinuities;
 * a covered stream's segments are the covered ones.
 */
export const livePlaylist = (elapsedMs: number, nonude = false): string => {
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
    lines.push(`#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`, `${sequence}.ts${nonude ? COVERED : ""}`);
  }
  return `${lines.join("\n")}\n`;
};

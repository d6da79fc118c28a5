import { describe, expect, it } from "vitest";
import { livePlaylist, liveStreamUrl, LIVE_SEGMENTS, LIVE_WINDOW, segmentFile } from "./live-stream";

const entries = (playlist: string) => playlist.split("\n").filter((line) => line.endsWith(".ts"));
const tag = (playlist: string, name: string) => Number(playlist.split("\n").find((line) => line.startsWith(`#${name}:`))!.split(":")[1]);

describe("the live HLS playlist", () => {
  it("is a sliding window that never ends, looping over the shipped segments with a discontinuity per loop", () => {
    expect(entries(livePlaylist(0))).toEqual(["0.ts", "1.ts", "2.ts"]);
    const later = livePlaylist(2000 * 9 + 500);
    expect(entries(later)).toEqual(["7.ts", "8.ts", "9.ts"]);
    expect(tag(later, "EXT-X-MEDIA-SEQUENCE")).toBe(7);
    expect(later).not.toContain("#EXT-X-ENDLIST");
    // Segment 8 starts the third loop; the loop start at 4 has left the window.
    expect(later.split("\n").indexOf("#EXT-X-DISCONTINUITY")).toBe(later.split("\n").indexOf("8.ts") - 2);
    expect(tag(later, "EXT-X-DISCONTINUITY-SEQUENCE")).toBe(1);
    expect(segmentFile(9)).toBe(`segment-${9 % LIVE_SEGMENTS}.m2t`);
  });

  it("a covered stream (issue 27: the no-nude flag) lists the covered segments", () => {
    expect(liveStreamUrl("Anna Bell", true)).toBe("/simulator/media/live/Anna%20Bell/index.m3u8?nonude=1");
    expect(livePlaylist(0, true).split("\n").filter((line) => line.includes(".ts"))).toEqual(["0.ts?nonude=1", "1.ts?nonude=1", "2.ts?nonude=1"]);
  });

  it("gives every segment the same discontinuity number in each playlist that lists it", () => {
    /** A segment's discontinuity number: the playlist's sequence plus the discontinuity tags before it. */
    const numberOf = (playlist: string, segment: string) => {
      const lines = playlist.split("\n");
      return tag(playlist, "EXT-X-DISCONTINUITY-SEQUENCE") + lines.slice(0, lines.indexOf(segment)).filter((l) => l === "#EXT-X-DISCONTINUITY").length;
    };
    for (let newest = LIVE_WINDOW; newest < 40; newest++) {
      const playlist = livePlaylist(newest * 2000);
      for (const segment of entries(playlist)) expect(numberOf(playlist, segment)).toBe(Math.floor(Number.parseInt(segment, 10) / LIVE_SEGMENTS));
    }
  });
});

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createWorld } from "../simulated-world";
import { LIVE_SEGMENTS } from "../room/live-stream";
import { LIVE_LOOKS, liveFrameInput, liveLookDir, liveLookFor } from "./live-looks";
import { portraitSvg } from "./portrait.svg";

const LIVE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "assets", "live");

describe("the live streams' looks (issue 27)", () => {
  it("ships every look's loop, plain and covered, as its segments, under 8 MB in all", () => {
    let bytes = 0;
    for (const look of LIVE_LOOKS) {
      for (const nonude of [false, true]) {
        const dir = path.join(LIVE_DIR, liveLookDir(look, nonude));
        const files = fs.readdirSync(dir).sort();
        expect(files, dir).toEqual(Array.from({ length: LIVE_SEGMENTS }, (_, k) => `segment-${k}.m2t`));
        for (const file of files) {
          const data = fs.readFileSync(path.join(dir, file));
          // MPEG-TS: 188-byte packets, each starting with the sync byte.
          expect(data.length % 188, `${dir}/${file}`).toBe(0);
          expect(data[0]).toBe(0x47);
          bytes += data.length;
        }
      }
    }
    expect(bytes).toBeLessThan(8 * 1024 * 1024);
  });

  it("gives each performer the look of her kind closest to her card: skin and hair where one matches", () => {
    const performers = createWorld(1).getState().performers.map((p) => p.profile);
    for (const profile of performers) {
      const look = liveLookFor(profile);
      expect(look.kind, profile.username).toBe(profile.gender === "couple" ? "couple" : profile.gender === "male" ? "male" : "female");
      const matches = LIVE_LOOKS.filter((l) => l.kind === look.kind && l.ethnicity === profile.ethnicity && l.hairColor === profile.hairColor);
      if (matches.length > 0) expect(matches).toContain(look);
    }
    // The same performer, the same look.
    expect(liveLookFor(performers[0]!)).toBe(liveLookFor(performers[0]!));
  });

  it("moves: she blinks, the frames differ along the loop, and the loop has no seam", () => {
    const look = LIVE_LOOKS[0]!;
    const frame = (t: number) => portraitSvg(liveFrameInput(look, t, false));
    expect(frame(0.1)).not.toBe(frame(0.6));
    expect(frame(0)).toBe(frame(1));
    // A blink closes the eyes for a few frames (an open eye draws its iris).
    expect(frame(0.32).match(/<circle/g)?.length ?? 0).toBeLessThan(frame(0.2).match(/<circle/g)?.length ?? 0);
  });
});

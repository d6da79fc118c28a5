/**
 * Issue 27: makes the live streams the simulator ships (simulator/assets/live/<look>[-covered]/segment-<k>.m2t).
 * Each look's loop is drawn frame by frame from the portrait artwork (she breathes, blinks, sways; the light moves;
 * the camera drifts) and encoded as H.264 in MPEG-TS segments by ffmpeg. Run it only when the artwork or the looks
 * change, and commit what it writes: installing and testing the site needs no encoder.
 *
 *   apt-get install -y ffmpeg
 *   npx tsx simulator/scripts/make-live-streams.ts [look…]
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg, initWasm } from "@resvg/resvg-wasm";
import { createRequire } from "node:module";
import { LIVE_FPS, LIVE_LOOKS, LIVE_LOOP_SECONDS, LIVE_SIZE, liveFrameInput, liveLookDir, type LiveLook } from "../src/media/live-looks";
import { portraitSvg } from "../src/media/portrait.svg";
import { LIVE_SEGMENTS, SEGMENT_SECONDS } from "../src/room/live-stream";

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "assets", "live");
/** Bits a second: the covered variant is blurred and needs fewer. */
const BITRATE = { plain: "180k", covered: "90k" } as const;

if (LIVE_SEGMENTS * SEGMENT_SECONDS !== LIVE_LOOP_SECONDS) throw new Error("the loop must be a whole number of segments");

await initWasm(fs.readFileSync(createRequire(import.meta.url).resolve("@resvg/resvg-wasm/index_bg.wasm")));

const frame = (look: LiveLook, t: number, nonude: boolean): Uint8Array => {
  const renderer = new Resvg(portraitSvg(liveFrameInput(look, t, nonude)), { fitTo: { mode: "width", value: LIVE_SIZE.width } });
  const image = renderer.render();
  const pixels = new Uint8Array(image.pixels);
  image.free();
  renderer.free();
  return pixels;
};

const encode = async (look: LiveLook, nonude: boolean) => {
  const dir = path.join(OUT, liveLookDir(look, nonude));
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const frames = LIVE_FPS * LIVE_LOOP_SECONDS;
  const gop = LIVE_FPS * SEGMENT_SECONDS;
  const ffmpeg = spawn(
    "ffmpeg",
    [
      "-loglevel", "error", "-y",
      "-f", "rawvideo", "-pix_fmt", "rgba", "-s", `${LIVE_SIZE.width}x${LIVE_SIZE.height}`, "-r", String(LIVE_FPS), "-i", "-",
      // Baseline H.264 every browser (and hls.js) plays; a key frame at each segment's start.
      "-c:v", "libx264", "-profile:v", "baseline", "-level", "3.0", "-pix_fmt", "yuv420p", "-preset", "veryslow", "-tune", "animation",
      "-b:v", nonude ? BITRATE.covered : BITRATE.plain, "-maxrate", nonude ? BITRATE.covered : BITRATE.plain, "-bufsize", "400k",
      "-g", String(gop), "-keyint_min", String(gop), "-sc_threshold", "0", "-force_key_frames", `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
      "-f", "segment", "-segment_time", String(SEGMENT_SECONDS), "-segment_format", "mpegts",
      path.join(dir, "segment-%d.m2t"),
    ],
    { stdio: ["pipe", "inherit", "inherit"] },
  );
  const done = new Promise<void>((resolve, reject) => ffmpeg.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`)))));
  for (let i = 0; i < frames; i++) {
    const pixels = frame(look, i / frames, nonude);
    if (!ffmpeg.stdin.write(pixels)) await new Promise((resolve) => ffmpeg.stdin.once("drain", resolve));
  }
  ffmpeg.stdin.end();
  await done;
  const files = fs.readdirSync(dir).sort();
  if (files.length !== LIVE_SEGMENTS) throw new Error(`${dir}: ${files.length} segments, expected ${LIVE_SEGMENTS}`);
  const bytes = files.reduce((sum, file) => sum + fs.statSync(path.join(dir, file)).size, 0);
  console.log(`${liveLookDir(look, nonude)}: ${files.length} segments, ${Math.round(bytes / 1024)} kB`);
};

const only = process.argv.slice(2);
for (const look of LIVE_LOOKS.filter((l) => only.length === 0 || only.includes(l.name))) {
  await encode(look, false);
  await encode(look, true);
}

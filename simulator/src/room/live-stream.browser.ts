import { bypass, http, HttpResponse, type HttpHandler } from "msw";
import type { World } from "../world/world";
import { liveLookDir, liveLookFor } from "../media/live-looks";
import { modeOf } from "./chat-mode";
import { LIVE_BASE, livePlaylist, segmentFile } from "./live-stream";

/**
 * Issue 30: where the static demo keeps the shipped media (the build copies simulator/assets there): the live looks'
 * segments under `live/`, the sample video at `/simulator/media/video/sample.mp4`, where the Node host serves it.
 */
export const DEMO_ASSETS_BASE = "/simulator-assets";

/**
 * Each live performer's stream in the browser host, as the Node host serves it (host/world-runtime.ts): a live HLS
 * playlist that never ends, over her look's shipped segments, which the static host serves as files.
 */
export const createLiveStreamHandlers = (world: World, startedAt: number, clock: () => number = Date.now): HttpHandler[] => [
  http.get(`*${LIVE_BASE}/:performer/index.m3u8`, ({ params, request }) => {
    const performer = world.findPerformer(String(params.performer));
    if (performer === undefined || modeOf(performer.profile.onlineState) === null) {
      return new HttpResponse("Not live", { status: 404, headers: { "Content-Type": "text/plain" } });
    }
    const nonude = new URL(request.url).searchParams.get("nonude") === "1";
    return new HttpResponse(livePlaylist(clock() - startedAt, nonude), {
      headers: { "Content-Type": "application/vnd.apple.mpegurl", "Cache-Control": "no-cache" },
    });
  }),
  http.get(`*${LIVE_BASE}/:performer/:segment`, async ({ params, request }) => {
    const sequence = Number(/^(\d+)\.ts$/.exec(String(params.segment))?.[1]);
    const performer = world.findPerformer(String(params.performer));
    if (!Number.isInteger(sequence) || sequence < 0 || performer === undefined) return new HttpResponse("Not found", { status: 404 });
    const nonude = new URL(request.url).searchParams.get("nonude") === "1";
    const file = `${DEMO_ASSETS_BASE}/live/${liveLookDir(liveLookFor(performer.profile), nonude)}/${segmentFile(sequence)}`;
    const answer = await fetch(bypass(new URL(file, request.url)));
    // Whole, not streamed: the worker hands the page a finished answer.
    return new HttpResponse(await answer.arrayBuffer(), { status: answer.status, headers: { "Content-Type": "video/mp2t", "Cache-Control": "public, max-age=60" } });
  }),
];

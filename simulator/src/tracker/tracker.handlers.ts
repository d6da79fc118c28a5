import { HttpResponse, type HttpHandler } from "msw";
import { trackerApi } from "@camstage/core";
import { route } from "../members/member-route";
import type { World } from "../world/world";
import { trackerLogOf } from "./tracker-log";

/**
 * §7 POST /tracker: the site's tracking logs (issue 28), kept per world for QA. The close comes as a beacon, the api
 * key in its query (both are the same call to the platform).
 */
export const createTrackerHandlers = (world: World, options: { readonly now: () => number }): HttpHandler[] => [
  route(trackerApi.log, ({ body }, request) => {
    trackerLogOf(world).record(body, options.now(), new URL(request.url).searchParams.has("apiKey"));
    return HttpResponse.json(true);
  }),
];

import { Schema } from "effect";
import { TrackerRequest } from "../domain/tracking.schema";
import { NoInput, endpoint } from "./endpoints";

const Acknowledged = Schema.Literal(true);

/**
 * §7 the tracker: a log on start and on each route change, and on page close the same call as a beacon (POST, the api
 * key in the query: a beacon sends no headers). Loaded with the tracking flow, not with the first page.
 */
export const trackerApi = {
  log: endpoint({ api: "member", method: "POST", path: "/tracker", params: NoInput, query: NoInput, body: TrackerRequest, output: Acknowledged }),
  closeBeacon: endpoint({ api: "member", method: "POST", path: "/tracker", params: NoInput, query: Schema.Struct({ apiKey: Schema.String }), body: TrackerRequest, output: Acknowledged }),
};

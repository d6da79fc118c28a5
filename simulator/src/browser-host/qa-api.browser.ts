import { http, HttpResponse, type HttpHandler } from "msw";
import type { World } from "../world/world";
import type { QaOptions } from "../console/qa-routes";
import { QA_API_BASE } from "../console/console-path";
import { MAX_QA_JSON_DEPTH, nestsDeeperThan, QA_LABELS, qaError } from "../console/qa-errors";
import type { QaHandler, QaRequest, QaResponse, QaRoutes } from "../console/qa-router";

/**
 * Issue 30: the QA API in the browser host. The same calls as the Node host's (console/qa-routes.ts, the one table),
 * answered in MSW's worker: the demo's QA console and Ladle's page stories call them as QA calls the Node host. What
 * express did for them there is done here: the route's match, its decoded `:name` segments, the query, the JSON body
 * (refused with the same labels when it is no JSON object or array, or nests too deep) and the 404 of an unknown call.
 * No guard: only the page itself reaches its worker. The calls' code loads with the first call, not with the page.
 */

interface Route {
  readonly method: string;
  readonly segments: readonly string[];
  readonly handler: QaHandler<string>;
}

/** The routes as the table adds them, in order. */
const routeTable = (): { readonly routes: Route[]; readonly add: QaRoutes } => {
  const routes: Route[] = [];
  const adder = (method: string) => (path: string, handler: QaHandler<string>) => void routes.push({ method, segments: segmentsOf(path), handler });
  return { routes, add: { get: adder("GET"), post: adder("POST"), delete: adder("DELETE") } as QaRoutes };
};

const segmentsOf = (path: string) => path.split("/").filter((part) => part !== "");

/** The route's `:name` segments for these path segments, undefined when it does not match; throws URIError on bad escapes. */
const matchOf = (route: Route, parts: readonly string[]): Record<string, string> | undefined => {
  if (route.segments.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of route.segments.entries()) {
    const part = parts[index]!;
    if (segment.startsWith(":")) params[segment.slice(1)] = decodeURIComponent(part);
    else if (segment !== part) return undefined;
  }
  return params;
};

/** The query as express reads a simple one: each name's value, a repeated name's values as an array. */
const queryOf = (url: URL): Record<string, unknown> => {
  const query: Record<string, unknown> = {};
  for (const name of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(name);
    query[name] = values.length > 1 ? values : values[0];
  }
  return query;
};

/** An answer built as a route writes it, then given to MSW. */
const answer = () => {
  let status = 200;
  let type = "application/json";
  let body: string | null = null;
  const res: QaResponse = {
    status(code) {
      status = code;
      return res;
    },
    json(value) {
      type = "application/json";
      body = JSON.stringify(value);
    },
    type(value) {
      type = value;
      return res;
    },
    send(text) {
      body = text;
    },
  };
  return { res, response: () => new HttpResponse(body, { status, headers: { "Content-Type": type } }) };
};

type Parsed = { readonly ok: true; readonly body: unknown } | { readonly ok: false };

/** The request's JSON body (undefined without one), or a labelled 400 written to `res`. */
const bodyOf = async (request: Request, res: QaResponse): Promise<Parsed> => {
  const text = request.method === "GET" || request.method === "HEAD" ? "" : await request.text();
  if (text === "") return { ok: true, body: undefined };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    qaError(res, 400, QA_LABELS.json, "Expected a JSON object or array", { issue: error instanceof Error ? error.message : String(error) });
    return { ok: false };
  }
  // As express.json's strict mode: an object or an array.
  if (typeof body !== "object" || body === null) {
    qaError(res, 400, QA_LABELS.json, "Expected a JSON object or array", { issue: `${text.trim().slice(0, 20)} is not a JSON object or array` });
    return { ok: false };
  }
  if (nestsDeeperThan(body, MAX_QA_JSON_DEPTH)) {
    qaError(res, 400, QA_LABELS.depth, `The body nests deeper than ${MAX_QA_JSON_DEPTH} levels`);
    return { ok: false };
  }
  return { ok: true, body };
};

/** `/simulator/api` and what is under it, on any origin the page calls (its own). */
const QA_PATH = new RegExp(`^[a-z]+://[^/]+${QA_API_BASE.replaceAll("/", "\\/")}(?:[/?#]|$)`);

/** The QA API over a world in the page, as one MSW handler (options as the Node host's, without its guard). */
export const qaApiHandler = (world: World, options: Omit<QaOptions, "access"> = {}): HttpHandler => {
  let loaded: Promise<ReturnType<typeof routeTable>> | undefined;
  return http.all(QA_PATH, async ({ request }) => {
    loaded ??= import("../console/qa-routes").then(({ addQaRoutes }) => {
      const made = routeTable();
      addQaRoutes(made.add, world, options);
      return made;
    });
    const table = await loaded;
    const { res, response } = answer();
    const url = new URL(request.url);
    const parsed = await bodyOf(request, res);
    if (!parsed.ok) return response();
    const parts = segmentsOf(url.pathname.slice(QA_API_BASE.length));
    for (const route of table.routes) {
      // As express: the path first (a bad escape in a path that matches is a 400 whatever the method), then the method.
      let params: Record<string, string> | undefined;
      try {
        params = matchOf(route, parts);
      } catch {
        qaError(res, 400, QA_LABELS.params, "A path parameter is not valid percent-encoding");
        return response();
      }
      if (params === undefined || route.method !== request.method) continue;
      const req: QaRequest<string> = { params, query: queryOf(url), body: parsed.body };
      route.handler(req, res);
      return response();
    }
    qaError(res, 404, QA_LABELS.call, "Unknown QA API call");
    return response();
  });
};

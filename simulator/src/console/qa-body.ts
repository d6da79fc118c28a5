import express, { type ErrorRequestHandler, type Request, type RequestHandler } from "express";
import { MAX_QA_JSON_DEPTH, nestsDeeperThan, QA_LABELS, qaError } from "./qa-errors";

/**
 * The QA API's express middleware on the Node host: its JSON bodies, the 404 of an unknown call and the labelled 4xx of a
 * malformed request. Apart from qa-errors.ts, whose labels and answers the browser host shares (issue 30): nothing there
 * loads express.
 */

const checked = new WeakSet<Request>();

/**
 * A QA JSON body of at most `limit`, refused (400 `badRequest.json.depth`) when it nests deeper than
 * `MAX_QA_JSON_DEPTH`, before any route decodes or copies it: a recursive decoder or `JSON.stringify` overflows the
 * stack on a few thousand levels (a 5,000-deep array answered 500). Parse errors go to `qaBodyErrors`.
 */
export const qaJsonBody = (limit: string): RequestHandler => {
  const parse = express.json({ limit });
  return (req, res, next) => {
    parse(req, res, (error?: unknown) => {
      if (error !== undefined && error !== null) return next(error);
      if (!checked.has(req)) {
        checked.add(req);
        if (nestsDeeperThan(req.body, MAX_QA_JSON_DEPTH)) {
          qaError(res, 400, QA_LABELS.depth, `The body nests deeper than ${MAX_QA_JSON_DEPTH} levels`);
          return;
        }
      }
      next();
    });
  };
};

/** The 404 of an unknown QA call. */
export const qaUnknownCall: RequestHandler = (_req, res) => qaError(res, 404, QA_LABELS.call, "Unknown QA API call");

/**
 * ARCHITECTURE §7 a malformed request gets a labelled 4xx, never a 5xx: body-parser's errors (by `type`) and a path that is
 * not valid percent-encoding; anything else is a bug, a 500 `server.error` that names nothing.
 */
export const qaBodyErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) return next(error);
  const { type, status, limit } = (typeof error === "object" && error !== null ? error : {}) as { type?: unknown; status?: unknown; limit?: unknown };
  const clientError = typeof status === "number" && status >= 400 && status < 500;
  if (type === "entity.too.large") return qaError(res, 413, QA_LABELS.tooLarge, `The body is larger than this call takes (${String(limit)} bytes)`);
  if (type === "charset.unsupported") return qaError(res, 415, QA_LABELS.charset, "The body must be JSON in UTF-8");
  if (type === "encoding.unsupported") return qaError(res, 415, QA_LABELS.encoding, "Unsupported Content-Encoding (gzip, deflate, br or none)");
  if (error instanceof URIError && clientError) return qaError(res, 400, QA_LABELS.params, "A path parameter is not valid percent-encoding");
  // entity.parse.failed, and a body that could not be read (request.aborted, request.size.invalid).
  if (clientError) return qaError(res, 400, QA_LABELS.json, "Expected a JSON object or array", error instanceof Error ? { issue: error.message } : {});
  qaError(res, 500, QA_LABELS.internal, "Internal error");
};

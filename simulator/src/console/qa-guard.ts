import type { Request, RequestHandler } from "express";
import { sameText } from "../members/member-crypto";

/** Sent by tools that call the QA API from elsewhere; its value is the host's QA key (`CAMSTAGE_QA_KEY`). */
export const QA_KEY_HEADER = "x-qa-key";

export const QA_GUARD_LABELS = {
  origin: "forbidden.qa.origin",
  contentType: "forbidden.qa.contentType",
} as const;

export interface QaAccess {
  /** A request carrying it may come from any origin. Without one set, only same-origin requests pass. */
  readonly qaKey?: string | undefined;
  /** Further origins of the same site (the configured site origin behind a proxy). */
  readonly isSiteOrigin?: (origin: string) => boolean;
}

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

const ownOrigin = (req: Request) => `${req.protocol}://${req.get("host") ?? ""}`;
const hasBody = (req: Request) => req.get("transfer-encoding") !== undefined || Number(req.get("content-length") ?? 0) > 0;

/**
 * DESIGN §7 the QA API takes JSON from the same origin only, so a page elsewhere cannot reset the world or read its
 * events: a browser names a request's origin (`Origin`, `Sec-Fetch-Site`), and whatever it sends across origins
 * without a preflight is not JSON. Requests without either header (curl, test runners) pass; so does any request
 * with the QA key. A body must be JSON whoever sends it. Refusals are 403 with a label.
 */
export const qaGuard = ({ qaKey, isSiteOrigin = () => false }: QaAccess = {}): RequestHandler => (req, res, next) => {
  const key = req.get(QA_KEY_HEADER);
  const keyed = qaKey !== undefined && qaKey !== "" && key !== undefined && sameText(key, qaKey);
  if (!keyed) {
    const origin = req.get("origin");
    const site = req.get("sec-fetch-site");
    const foreignOrigin = origin !== undefined && origin !== ownOrigin(req) && !isSiteOrigin(origin);
    // "none": typed or bookmarked (e.g. opening /simulator/api/events); "same-origin": the console page.
    const foreignSite = site !== undefined && site !== "same-origin" && site !== "none";
    if (foreignOrigin || foreignSite) {
      res.status(403).json({ label: QA_GUARD_LABELS.origin, error: "The QA API answers the site's own pages only (or a request with the QA key)" });
      return;
    }
  }
  const type = req.get("content-type");
  if ((type !== undefined || hasBody(req)) && !JSON_TYPE.test(type ?? "")) {
    res.status(403).json({ label: QA_GUARD_LABELS.contentType, error: "The QA API takes JSON bodies only (Content-Type: application/json)" });
    return;
  }
  next();
};

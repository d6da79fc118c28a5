import type { Request, RequestHandler } from "express";
import { sameText } from "../members/member-crypto";
import { QA_LABELS, qaError } from "./qa-errors";

/** Sent by tools that call the QA API from elsewhere; its value is the host's QA key (`CAMSTAGE_QA_KEY`). */
export const QA_KEY_HEADER = "x-qa-key";

export const QA_GUARD_LABELS = { origin: QA_LABELS.origin, contentType: QA_LABELS.contentType } as const;

export interface QaAccess {
  /** A request carrying it may come from any origin. Without one set, only the site's own pages pass. */
  readonly qaKey?: string | undefined;
  /**
   * The origins (`scheme://host[:port]`, as `new URL(x).origin` gives) that are the site: the configured site origin,
   * the allowed hosts with the server's scheme, the server's own address under its loopback names. Read per request
   * (the server listens after mounting).
   */
  readonly siteOrigins: () => readonly string[];
}

/** Without access settings (in-process tests): no site origins, no key; tools only. */
const NO_ACCESS: QaAccess = { siteOrigins: () => [] };

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

const hasBody = (req: Request) => req.get("transfer-encoding") !== undefined || Number(req.get("content-length") ?? 0) > 0;
/** Browsers send `Origin` or `Sec-Fetch-Site` (with `-Dest`, `-User`); Node's fetch sends a lone `Sec-Fetch-Mode`: a tool. */
const BROWSER_HEADERS = ["origin", "sec-fetch-site", "sec-fetch-dest", "sec-fetch-user"];
const fromBrowser = (req: Request) => BROWSER_HEADERS.some((name) => req.get(name) !== undefined);
/** The `host[:port]` of each site origin, as a Host header names it. */
const siteHosts = (origins: ReadonlySet<string>) => new Set([...origins].map((origin) => new URL(origin).host));
/** The origin the request was sent to (its Host), normalised; undefined when the Host is missing or no host. */
const hostOrigin = (req: Request) => {
  const host = req.get("host");
  if (host === undefined || host === "") return undefined;
  try {
    return new URL(`${req.protocol}://${host}`).origin;
  } catch {
    return undefined;
  }
};
const normalised = (origin: string) => {
  try {
    return new URL(origin).origin;
  } catch {
    return undefined;
  }
};

/**
 * ARCHITECTURE §7 the QA API takes JSON from the same origin only, so a page elsewhere cannot reset the world or read its
 * events. The site is `siteOrigins`, never the request's Host: a DNS-rebinding page sends its own name as Host, its
 * own origin as Origin and `Sec-Fetch-Site: same-origin`. So an `Origin` must be a site origin (exactly: another
 * scheme fails), a `Sec-Fetch-Site` must be `same-origin` or `none`, and a browser's request must have been sent to a
 * site origin. Browsers send no `Sec-Fetch-*` to a plain-http name other than localhost, so a rebinding page's GET
 * there looks like a tool's: every request (tools too) must name one of the site's hosts as its Host, as a dev server's
 * allowed hosts do (`CAMSTAGE_ALLOWED_HOSTS` adds more). Tools (no `Origin`, no `Sec-Fetch-Site|Dest|User`) sent to
 * the site pass, as does any request with the QA key. A body must be JSON whoever sends it. Refusals are 403 with a
 * label.
 */
export const qaGuard = ({ qaKey, siteOrigins }: QaAccess = NO_ACCESS): RequestHandler => (req, res, next) => {
  const key = req.get(QA_KEY_HEADER);
  const keyed = qaKey !== undefined && qaKey !== "" && key !== undefined && sameText(key, qaKey);
  const site = new Set(siteOrigins().flatMap((origin) => normalised(origin) ?? []));
  // A host that knows no site origin (an in-process router in a test) has no hosts to check.
  if (!keyed && site.size > 0 && !siteHosts(site).has(req.get("host")?.toLowerCase() ?? "")) {
    qaError(res, 403, QA_LABELS.origin, "The QA API answers requests sent to the site's own hosts only (CAMSTAGE_ALLOWED_HOSTS), or with the QA key");
    return;
  }
  if (!keyed && fromBrowser(req)) {
    const origin = req.get("origin");
    const fetchSite = req.get("sec-fetch-site");
    const sentTo = hostOrigin(req);
    // "none": typed or bookmarked (e.g. opening /simulator/api/events); "same-origin": the console page.
    const foreignSite = fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none";
    if ((origin !== undefined && !site.has(origin)) || foreignSite || sentTo === undefined || !site.has(sentTo)) {
      qaError(res, 403, QA_LABELS.origin, "The QA API answers the site's own pages only (or a request with the QA key)");
      return;
    }
  }
  const type = req.get("content-type");
  if ((type !== undefined || hasBody(req)) && !JSON_TYPE.test(type ?? "")) {
    qaError(res, 403, QA_LABELS.contentType, "The QA API takes JSON bodies only (Content-Type: application/json)");
    return;
  }
  next();
};

import type http from "node:http";

/** Where the language menu's flag images come from (img-src); kept next to the policy that allows it. */
export const FLAG_SERVICE_ORIGIN = "https://flagcdn.com";

export interface PolicyOptions {
  /** Origins of a real platform (CAMSTAGE_API_URL); empty in simulator mode, where everything is same-origin. */
  readonly apiOrigins: readonly string[];
}

/**
 * React Aria's press handling adds one fixed `<style>` element (`[data-react-aria-pressable] { touch-action … }`);
 * its hash lets exactly that text through instead of allowing inline styles in general.
 */
export const REACT_ARIA_STYLE_HASH = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

/**
 * ARCHITECTURE §7: no inline scripts, object-src 'none', base-uri 'none', frame-ancestors 'none'.
 * Styles stay same-origin too: React writes style properties through the CSSOM, which CSP does not block.
 */
export function contentSecurityPolicy({ apiOrigins }: PolicyOptions): string {
  const api = apiOrigins.join(" ");
  const directives: Record<string, string> = {
    "default-src": "'self'",
    "script-src": "'self'",
    "style-src": `'self' ${REACT_ARIA_STYLE_HASH}`,
    "img-src": `'self' data: blob: ${FLAG_SERVICE_ORIGIN} ${api}`,
    "media-src": `'self' blob: ${api}`,
    "font-src": "'self'",
    "connect-src": `'self' ${api}`,
    "worker-src": "'self'",
    "manifest-src": "'self'",
    "form-action": "'self'",
    "object-src": "'none'",
    "base-uri": "'none'",
    "frame-ancestors": "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value.replace(/\s+/g, " ").trim()}`)
    .join("; ");
}

/** The policy with these sources added to its style-src (a page's own inline styles, by their hashes). */
export function allowStyles(policy: string, sources: readonly string[]): string {
  return policy.replace(/(^|; )style-src ([^;]*)/, (_match, start: string, value: string) => `${start}style-src ${value} ${sources.join(" ")}`);
}

/** A year; sent only on https, so a plain-http host (127.0.0.1, a proxy's backend) is never pinned to https. */
export const HSTS = "max-age=31536000";

export interface SecurityOptions extends PolicyOptions {
  /** Whether the request came over https (TLS here, or a trusted proxy's X-Forwarded-Proto). */
  readonly isHttps: (req: http.IncomingMessage) => boolean;
}

/**
 * ARCHITECTURE §7: every response carries the security headers — pages, files, JSON, media, redirects, errors and the
 * simulator. They are set by the HTTP server's first request listener, before express or socket.io (which answers
 * /socket.io on the server itself) sees the request, so no handler mounted ahead of a middleware can skip them.
 * Call it after everything that attaches to the server.
 */
export function secureEveryResponse(server: http.Server, options: SecurityOptions): void {
  const policy = contentSecurityPolicy(options);
  server.prependListener("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    res.setHeader("Content-Security-Policy", policy);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    if (options.isHttps(req)) res.setHeader("Strict-Transport-Security", HSTS);
  });
}

import { SIMULATOR_BASES, type Api } from "@camstage/core";

/** How the browser reaches the platform. The production server describes a real platform in meta tags. */
export interface RuntimeConfig {
  readonly bases: Record<Api, string>;
  readonly apiKey: string;
  /** Where the sockets connect (`/socket.io` there): the platform's origin, or the site's own in simulator mode. */
  readonly socketOrigin: string | null;
}

export const API_META = "camstage:api";
export const API_KEY_META = "camstage:api-key";
export const DEFAULT_API_KEY = "camstage-web";

/**
 * A real platform (CAMSTAGE_API_URL) is laid out like the simulator: `<url>/member`, `<url>/performer`, ….
 * Without one every API is same-origin under /api (simulator mode).
 */
export function basesFor(apiUrl: string | undefined): Record<Api, string> {
  if (!apiUrl) return SIMULATOR_BASES;
  const root = apiUrl.replace(/\/+$/, "");
  const entries = Object.entries(SIMULATOR_BASES).map(([api, base]) => [api, root + base.replace(/^\/api/, "")]);
  return Object.fromEntries(entries) as Record<Api, string>;
}

const meta = (doc: Document, name: string) => doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;

/** The platform's origin for its sockets, or null for the site's own (simulator mode, or a URL that does not parse). */
export function socketOriginFor(apiUrl: string | undefined): string | null {
  if (!apiUrl) return null;
  try {
    return new URL(apiUrl).origin;
  } catch {
    return null;
  }
}

export function readRuntimeConfig(doc: Document): RuntimeConfig {
  const apiUrl = meta(doc, API_META);
  return { bases: basesFor(apiUrl), apiKey: meta(doc, API_KEY_META) ?? DEFAULT_API_KEY, socketOrigin: socketOriginFor(apiUrl) };
}

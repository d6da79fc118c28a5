import { SIMULATOR_BASES, type Api } from "@camstage/core";

/** How the browser reaches the platform. The production server describes a real platform in meta tags. */
export interface RuntimeConfig {
  readonly bases: Record<Api, string>;
  readonly apiKey: string;
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

export function readRuntimeConfig(doc: Document): RuntimeConfig {
  return { bases: basesFor(meta(doc, API_META)), apiKey: meta(doc, API_KEY_META) ?? DEFAULT_API_KEY };
}

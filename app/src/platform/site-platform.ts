import type { CallArgs, PlatformClient, performerApi } from "@camstage/core";

type PerformerApi = typeof performerApi;
export type PerformerCall = keyof PerformerApi;
export type PerformerAnswer<K extends PerformerCall> = PerformerApi[K]["output"]["Type"];

/**
 * The site's platform client as the first page holds it (ARCHITECTURE §6): the client and the endpoints' schemas
 * (effect) load with the first call, in a chunk of their own, so a server-rendered page hydrates without evaluating
 * them. Queries ask the performer API by name; the flows get the loaded client (`client()`).
 */
export interface SitePlatform {
  /** The site's api key (§7). */
  readonly apiKey: string;
  /** A performer API call by its endpoint's name; resolves with the decoded answer, rejects with a PlatformError. */
  performer<K extends PerformerCall>(name: K, ...args: CallArgs<PerformerApi[K]>): Promise<PerformerAnswer<K>>;
  /** The loaded client (loaded once, on the first call or request). */
  client(): Promise<PlatformClient>;
}

/** A site platform over a client that loads when first needed. */
export function lazySitePlatform(apiKey: string, load: () => Promise<PlatformClient>): SitePlatform {
  let loading: Promise<PlatformClient> | undefined;
  const client = () => (loading ??= load());
  return {
    apiKey,
    client,
    async performer(name, ...args) {
      const [loaded, endpoints] = await Promise.all([client(), import("@camstage/core/platform/endpoints")]);
      // One cast: the endpoint is looked up by a name of the same table the arguments were typed by.
      const call = loaded.call as (endpoint: PerformerApi[typeof name], ...rest: typeof args) => Promise<PerformerAnswer<typeof name>>;
      return call(endpoints.performerApi[name], ...args);
    },
  };
}

/** A site platform over a client already loaded (the server render, tests). */
export const sitePlatformOf = (client: PlatformClient): SitePlatform => lazySitePlatform(client.apiKey, () => Promise.resolve(client));

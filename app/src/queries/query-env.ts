import type { SitePlatform } from "../platform/site-platform";
import type { SessionState } from "../platform/session";

/** What a query-option factory needs: the client, and the session values that change the platform's answers. */
export interface QueryEnv {
  readonly platform: SitePlatform;
  readonly session: Pick<SessionState, "locale" | "noNude">;
}

const FIVE_MINUTES = 5 * 60_000;
/** Configuration and categories change rarely; performers' statuses change all the time. */
export const STALE = { static: FIVE_MINUTES, live: 15_000 } as const;

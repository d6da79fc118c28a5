/**
 * The schemas that the flows starting with the site decode with (effect's, from core): loaded on their own just before
 * the flows' code (start-site.tsx), so that building them is a task of its own rather than part of the one that builds
 * core's machines (issue 26, ARCHITECTURE §6 TBT). Names only what the session's code uses anyway.
 */
export { memberApi, SessionEvent, CreditsEvent, FavouritesEvent, SearchEvent, SetCreditsPayload, IvrSession } from "@camstage/core";

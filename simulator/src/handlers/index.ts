// The handlers folder's own parts; `createHandlers`, which adds every feature's, is in src/simulated-handlers.ts.
export { createPlatformHandlers, handlerPath, LABELS } from "./platform.handlers";
export { findPerformers, filterPerformers, defaultOrder, autocomplete, toListItem, FindQueryError } from "./performer-find";
export { linkOriginFrom, requestOrigin, type LinkOrigin, type SiteOrigins } from "./site-origin";
export { CLIENT_ADDRESS_HEADER, RATE_LIMITS, type RateLimits } from "./rate-limiter";

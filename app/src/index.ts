// The app is an application, not a library; these pure helpers are what other packages (specs) may reuse.
export { basesFor, API_META, API_KEY_META } from "./platform/runtime-config";
export { withBaseQuery } from "./platform/base-query";
export { parseSearch, stringifySearch } from "./platform/search";
export { PREVIOUS_ROUTE_KEY, type PageViewEvent, type SavedRoute } from "./tracking/navigation-tracking";
export { AGE_VERIFIED_COOKIE, LOCALE_COOKIE } from "@camstage/core";

/** Issue 14: the simulator run alone as the platform (the Playwright config starts it for the "platform" project). */
export const platformSimulatorUrl = process.env.PLATFORM_SIMULATOR_URL ?? "http://127.0.0.1:5300";
/** The same platform through a site's own server (CAMSTAGE_API_PROXY=1): its origin gets no CORS answer. */
export const platformProxySiteUrl = process.env.PLATFORM_PROXY_SITE_URL ?? "http://127.0.0.1:5302";
/** The site pointed at it directly (CAMSTAGE_API_URL). */
export const platformSiteUrl = process.env.PLATFORM_SITE_URL ?? "http://127.0.0.1:5301";

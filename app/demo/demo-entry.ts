/**
 * Issue 30: the static demo's first script (`npm run build:demo`, app/vite.config.ts). The simulator starts in the page
 * (MSW's service worker answers the platform's calls over a world kept per tab), then the site starts as it does in
 * production (src/entry.ts). The production build never loads this file.
 */
import { startDemoPage } from "@camstage/simulator/browser";

// The service worker the site registers anyway (src/service-worker.ts): in the demo it is MSW's. The provider's pay
// window is the simulator's own page, not the site.
if ((await startDemoPage({ serviceWorkerUrl: "/sw.js" })) === "site") await import("../src/entry");

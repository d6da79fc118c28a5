/** Where the QA console's page and its API are: on the Node host (console.router.ts, qa-api.ts) and in the static demo (browser.ts). */
export const CONSOLE_PATH = "/simulator";
export const QA_API_BASE = "/simulator/api";

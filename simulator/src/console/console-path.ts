/** Where the QA console's page is: on the Node host (console.router.ts) and in the static demo (browser.ts). */
export const CONSOLE_PATH = "/simulator";

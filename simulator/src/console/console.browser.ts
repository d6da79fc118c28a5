import { showHtmlPage } from "../html-page.browser";
import { CONSOLE_CSS, CONSOLE_HTML } from "./console.assets";

/**
 * Issue 30: the QA console in the static demo. The Node host serves its page (console.router.ts); the demo shows the
 * same markup, styles and script (page/) in a frame of the site's page, where its calls to the QA API reach the MSW
 * worker of the page around it (browser-host/qa-api.browser.ts), over that page's world.
 */
export const showConsolePage = async (doc: Document): Promise<void> => {
  showHtmlPage(doc, CONSOLE_HTML, CONSOLE_CSS, (page) => {
    // Its script is imported below rather than loaded from the Node host's address.
    page.querySelector('script[src$="/console.js"]')?.remove();
    // A tab's world is its own, kept in the tab (browser-world.ts): no worlds to list, switch or drop.
    const worlds = page.querySelector("section.worlds");
    if (worlds) worlds.innerHTML = '<h2 class="worlds-title">World: this tab\'s own</h2><p class="sub">Kept in this browser tab; another tab starts another world.</p>';
    // The site is the page around this frame.
    page.querySelector("a.site")?.remove();
  });
  await import("./page/main");
};

import { CONSOLE_CSS, CONSOLE_HTML } from "./console.assets";

/**
 * Issue 30: the QA console in the static demo. The Node host serves its page (console.router.ts); the demo shows the
 * same markup, styles and script (page/) in a frame of the site's page, where its calls to the QA API reach the MSW
 * worker of the page around it (browser-host/qa-api.browser.ts), over that page's world. The page's stylesheet is
 * inlined (the static host has no such file) and its script imported.
 */
export const showConsolePage = async (doc: Document): Promise<void> => {
  const parsed = new DOMParser().parseFromString(CONSOLE_HTML, "text/html");
  parsed.querySelector('script[src$="/console.js"]')?.remove();
  for (const link of parsed.querySelectorAll('link[rel="stylesheet"]')) {
    const style = parsed.createElement("style");
    style.textContent = CONSOLE_CSS;
    link.replaceWith(style);
  }
  // A tab's world is its own, kept in the tab (browser-world.ts): no worlds to list, switch or drop.
  const worlds = parsed.querySelector("section.worlds");
  if (worlds) worlds.innerHTML = '<h2 class="worlds-title">World: this tab\'s own</h2><p class="sub">Kept in this browser tab; another tab starts another world.</p>';
  // The site is the page around this frame.
  parsed.querySelector("a.site")?.remove();
  doc.documentElement.lang = parsed.documentElement.lang;
  doc.title = parsed.title;
  doc.head.replaceChildren(...[...parsed.head.childNodes].map((node) => doc.importNode(node, true)));
  doc.body.replaceChildren(...[...parsed.body.childNodes].map((node) => doc.importNode(node, true)));
  await import("./page/main");
};

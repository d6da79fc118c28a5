/**
 * The page's first script: it lets the browser paint the page, then loads the site (main.tsx). Evaluating the site's
 * code takes the main thread for a while (a few hundred milliseconds on a phone); painted first, the server's HTML
 * (issue 26) is on screen during that time instead of after it. The code is asked for after that paint too: on a slow
 * network it would otherwise share the line with the stylesheet and the first pictures, which the paint waits for.
 *
 * A server-rendered page waits until the browser reports its first contentful paint: that is when the frame is on the
 * screen, which can be well after the main thread painted it (the compositor draws it when it can). Started at the
 * main thread's paint, the site's code could run before the visitor saw anything. It then waits for the page's load
 * event, which comes once the first screen's pictures are in: the largest of them is the page's largest contentful
 * paint, and the code would otherwise take the line from it on a slow network (Lighthouse mobile `/en`: the grid's
 * promotion painted after the code had loaded, LCP about 2.8 s). Its links work as plain links meanwhile.
 */

// Until React has taken the server's HTML over, its controls would do nothing: they take no pointer input meanwhile
// (app.css, `#root[data-hydrating]`; main.tsx clears the flag once hydrated, or if the start fails; without JavaScript
// nothing sets it). Its links work as plain links all along. A flag the controls' rule reads, not `inert` on the page:
// that changed the computed style of every element, and restyled the whole page twice (issue 26, a phone's TBT).
const container = document.getElementById("root");
// SERVER_STATE_ID (platform/server-state), written out: importing it would cost the first page's script a link to this
// chunk (ARCHITECTURE §6 home JS budget); entry.test.ts holds the two together.
const serverHtml = container !== null && document.getElementById("camstage-state") !== null;
if (serverHtml) container.dataset.hydrating = "";

const start = () =>
  void import("./main").catch((error: unknown) => {
    // The server's HTML stays usable as it is: its links work as plain links.
    if (container) delete container.dataset.hydrating;
    console.error(error);
  });

/**
 * The longest a server-rendered page waits for the browser to report its first paint and its load (one that never
 * does, or a picture that takes its time).
 */
const PAINT_WAIT_MS = 2000;

const afterFirstScreen = (then: () => void) => {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    window.removeEventListener("load", shown);
    setTimeout(then, 0);
  };
  // The load's pictures are on screen a frame or two after it: the next frame is drawn once this one has been.
  const shown = () => requestAnimationFrame(() => requestAnimationFrame(go));
  const painted = () => {
    if (document.readyState === "complete") shown();
    else window.addEventListener("load", shown);
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length > 0) painted();
  });
  observer.observe({ type: "paint", buffered: true });
  const timer = setTimeout(go, PAINT_WAIT_MS);
};

// A hidden tab paints no frame (and runs no animation frame): it starts at once.
if (document.visibilityState === "hidden") start();
else if (serverHtml && typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes.includes("paint")) afterFirstScreen(start);
else requestAnimationFrame(() => setTimeout(start, 0));

// A module (the page loads it as one).
export {};

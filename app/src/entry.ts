/**
 * The page's first script: it lets the browser paint the page, then loads the site (main.tsx). Evaluating the site's
 * code takes the main thread for a while (a few hundred milliseconds on a phone); painted first, the server's HTML
 * (issue 26) is on screen during that time instead of after it. The code is asked for after that paint too: on a slow
 * network it would otherwise share the line with the stylesheet and the first pictures, which the paint waits for.
 */

// Until React has taken the server's HTML over, its buttons would do nothing: the page is inert meanwhile (main.tsx
// lets it go once hydrated, or if the start fails; without JavaScript nothing sets it and the links work).
const container = document.getElementById("root");
// SERVER_STATE_ID (platform/server-state), written out: importing it would cost the first page's script a link to this
// chunk (DESIGN §6 home JS budget); entry.test.ts holds the two together.
const serverHtml = container !== null && document.getElementById("camstage-state") !== null;
if (serverHtml) container.inert = true;

const start = () =>
  void import("./main").catch((error: unknown) => {
    // The server's HTML stays usable as it is: its links work as plain links.
    if (container) container.inert = false;
    console.error(error);
  });

// A hidden tab paints no frame (and runs no animation frame): it starts at once.
if (document.visibilityState === "hidden") start();
else requestAnimationFrame(() => setTimeout(start, 0));

// A module (the page loads it as one).
export {};

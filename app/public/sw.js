/* global self */
/* §2.1 service worker registered at /sw.js. Deliberately minimal: it takes control right away and lets every
   request (pages, API, media, sockets) go to the network untouched, so nothing stale is ever served. */
self.addEventListener("install", () => {
  self.skipWaiting();
});
self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

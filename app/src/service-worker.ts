/** §2.1 a service worker is registered at /sw.js (production builds only; it never caches, see public/sw.js). */
export function registerServiceWorker(nav: Navigator = navigator, production = import.meta.env.PROD) {
  if (!production || !("serviceWorker" in nav)) return;
  const register = () => {
    nav.serviceWorker.register("/sw.js", { scope: "/" }).catch((error: unknown) => console.warn("Service worker registration failed", error));
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

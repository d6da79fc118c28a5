import { BROWSER_ONLY_DIGEST, type SiteSessionHandle } from "./session-handle";

/** What a part that needs the visitor's flows meets on the server. */
export class FlowsRunInTheBrowser extends Error {
  readonly digest = BROWSER_ONLY_DIGEST;
  constructor() {
    super("The visitor's flows run in the browser, not in a server render");
  }
}

/**
 * The server render's handle (ARCHITECTURE §2: nothing on the server starts a timer, socket or storage): the session never
 * loads. Presses and effects wait forever (the server has none); a part that must have the flows throws
 * {@link FlowsRunInTheBrowser}, and React leaves its Suspense boundary to the browser.
 */
export function serverSessionHandle(): SiteSessionHandle {
  const ready = Promise.reject(new FlowsRunInTheBrowser());
  ready.catch(() => undefined);
  return { ready, current: () => null, subscribe: () => () => undefined, with: () => undefined };
}

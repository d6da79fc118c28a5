/**
 * §2.5 the payment opens in a new window that first shows a loading text. It is opened within the click (so no
 * popup blocker stops it), then sent to the provider's URL; the app hears when the visitor closes it.
 */
export interface PayWindow {
  open(): void;
  navigate(url: string): void;
  close(): void;
}

export interface PayWindowDeps {
  readonly openWindow: (url: string, target: string) => Window | null;
  readonly loadingText: () => string;
  /** The visitor closed the window before the payment settled. */
  readonly onClosed: () => void;
  /** The browser refused to open it (a popup blocker). */
  readonly onBlocked: () => void;
  readonly setInterval: (fn: () => void, ms: number) => unknown;
  readonly clearInterval: (handle: unknown) => void;
}

const WATCH_MS = 500;

export function createPayWindow({ openWindow, loadingText, onClosed, onBlocked, setInterval, clearInterval }: PayWindowDeps): PayWindow {
  let current: Window | null = null;
  let watcher: unknown = null;
  const stopWatching = () => {
    if (watcher !== null) clearInterval(watcher);
    watcher = null;
  };
  return {
    open() {
      current = openWindow("about:blank", "camstage-payment");
      if (current === null) {
        onBlocked();
        return;
      }
      try {
        current.document.title = loadingText();
        current.document.body.textContent = loadingText();
        current.document.body.style.cssText = "font: 16px system-ui, sans-serif; display: grid; place-items: center; min-height: 90vh; margin: 0;";
      } catch {
        // A window we cannot write to still works; it just shows blank until the provider loads.
      }
      stopWatching();
      watcher = setInterval(() => {
        if (current?.closed) {
          stopWatching();
          current = null;
          onClosed();
        }
      }, WATCH_MS);
    },
    navigate(url) {
      if (current && !current.closed) current.location.href = url;
    },
    close() {
      stopWatching();
      if (current && !current.closed) current.close();
      current = null;
    },
  };
}

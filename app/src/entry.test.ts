import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SERVER_STATE_ID } from "./platform/server-state";

// The site's code is not what this tests: the entry only loads it.
const started = vi.hoisted(() => ({ count: 0 }));
vi.mock("./main", () => {
  started.count += 1;
  return {};
});

afterEach(() => {
  document.body.innerHTML = "";
  vi.resetModules();
  started.count = 0;
});

describe("entry.ts (issue 26)", () => {
  it("holds a server-rendered page's controls at once, and starts the site after a frame", async () => {
    document.body.innerHTML = `<div id="root"><button>Log in</button></div><script type="application/json" id="${SERVER_STATE_ID}">{"queries":[]}</script>`;
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    await import("./entry");
    expect(document.getElementById("root")!.dataset.hydrating).toBe("");
    expect(started.count).toBe(0);
    frames.forEach((callback) => callback(0));
    await vi.waitFor(() => expect(started.count).toBe(1));
  });

  describe("where the browser reports paints", () => {
    const serverPage = `<div id="root"><a href="/en">Home</a></div><script type="application/json" id="${SERVER_STATE_ID}">{"queries":[]}</script>`;
    let report: ((names: string[]) => void) | undefined;
    beforeEach(() => {
      // The registry keeps the first mock's module: each test counts its own start.
      vi.doMock("./main", () => {
        started.count += 1;
        return {};
      });
      report = undefined;
      class FakeObserver {
        static readonly supportedEntryTypes = ["paint"];
        constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
          report = (names) => callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
        }
        observe() {}
        disconnect() {}
      }
      vi.stubGlobal("PerformanceObserver", FakeObserver);
      vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => window.setTimeout(() => callback(0), 0));
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    });

    it("starts a server-rendered page's site once the browser reports its first contentful paint, not at its first paint", async () => {
      document.body.innerHTML = serverPage;
      await import("./entry");
      report!(["first-paint"]);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(started.count).toBe(0);
      report!(["first-contentful-paint"]);
      await vi.waitFor(() => expect(started.count).toBe(1));
    });

    it("waits for the page's load too (its first screen's pictures), then for them to be drawn", async () => {
      let state: DocumentReadyState = "interactive";
      vi.spyOn(document, "readyState", "get").mockImplementation(() => state);
      document.body.innerHTML = serverPage;
      await import("./entry");
      report!(["first-contentful-paint"]);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(started.count).toBe(0);
      state = "complete";
      vi.mocked(window.requestAnimationFrame).mockClear();
      window.dispatchEvent(new Event("load"));
      await vi.waitFor(() => expect(started.count).toBe(1));
      // Two animation frames after the load, then a task of its own.
      expect(vi.mocked(window.requestAnimationFrame)).toHaveBeenCalledTimes(2);
    });

    it("starts it anyway when no paint is reported within two seconds", async () => {
      vi.useFakeTimers();
      document.body.innerHTML = serverPage;
      await import("./entry");
      await vi.advanceTimersByTimeAsync(1999);
      expect(started.count).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      // The start is its own task after the wait.
      await vi.runOnlyPendingTimersAsync();
      vi.useRealTimers();
      await vi.waitFor(() => expect(started.count).toBe(1));
    });
  });

  it("leaves a page React renders itself (no server state) as it is", async () => {
    document.body.innerHTML = `<div id="root"></div>`;
    vi.spyOn(window, "requestAnimationFrame").mockImplementation(() => 0);
    await import("./entry");
    expect(document.getElementById("root")!.hasAttribute("data-hydrating")).toBe(false);
  });
});

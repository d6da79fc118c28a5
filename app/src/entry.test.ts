import { afterEach, describe, expect, it, vi } from "vitest";
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
  it("makes a server-rendered page inert at once, and starts the site after a frame", async () => {
    document.body.innerHTML = `<div id="root"><button>Log in</button></div><script type="application/json" id="${SERVER_STATE_ID}">{"queries":[]}</script>`;
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    await import("./entry");
    expect(document.getElementById("root")!.inert).toBe(true);
    expect(started.count).toBe(0);
    frames.forEach((callback) => callback(0));
    await vi.waitFor(() => expect(started.count).toBe(1));
  });

  it("leaves a page React renders itself (no server state) as it is", async () => {
    document.body.innerHTML = `<div id="root"></div>`;
    vi.spyOn(window, "requestAnimationFrame").mockImplementation(() => 0);
    await import("./entry");
    expect(document.getElementById("root")!.inert).not.toBe(true);
  });
});

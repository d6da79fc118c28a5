import { describe, expect, it, vi } from "vitest";
import { createPayWindow } from "./pay-window";

function fakeWindow() {
  return { closed: false, close: vi.fn(function (this: { closed: boolean }) { this.closed = true; }), location: { href: "about:blank" }, document: { title: "", body: { textContent: "", style: { cssText: "" } } } };
}

function setup(opened: ReturnType<typeof fakeWindow> | null = fakeWindow()) {
  let tick: (() => void) | null = null;
  const onClosed = vi.fn();
  const onBlocked = vi.fn();
  const openWindow = vi.fn(() => opened as unknown as Window | null);
  const payWindow = createPayWindow({
    openWindow,
    loadingText: () => "Loading…",
    onClosed,
    onBlocked,
    setInterval: (fn) => ((tick = fn), 1),
    clearInterval: () => void (tick = null),
  });
  return { payWindow, opened, onClosed, onBlocked, openWindow, tick: () => tick?.() };
}

describe("pay window (§2.5)", () => {
  it("opens blank with the loading text, then goes to the provider", () => {
    const t = setup();
    t.payWindow.open();
    expect(t.openWindow).toHaveBeenCalledWith("about:blank", "camstage-payment");
    expect(t.opened?.document.body.textContent).toBe("Loading…");
    t.payWindow.navigate("https://pay.example/session/1");
    expect(t.opened?.location.href).toBe("https://pay.example/session/1");
  });

  it("tells the app once when the visitor closes it, and not after the app closed it", () => {
    const t = setup();
    t.payWindow.open();
    t.tick();
    expect(t.onClosed).not.toHaveBeenCalled();
    t.opened!.closed = true;
    t.tick();
    t.tick();
    expect(t.onClosed).toHaveBeenCalledOnce();

    const u = setup();
    u.payWindow.open();
    u.payWindow.close();
    expect(u.opened?.close).toHaveBeenCalled();
    u.tick();
    expect(u.onClosed).not.toHaveBeenCalled();
  });

  it("a blocked window is reported once and nothing else fails", () => {
    const t = setup(null);
    expect(() => {
      t.payWindow.open();
      t.payWindow.navigate("https://pay.example");
      t.payWindow.close();
    }).not.toThrow();
    expect(t.onBlocked).toHaveBeenCalledOnce();
    t.tick();
    expect(t.onClosed).not.toHaveBeenCalled();
  });

  it("an opened window is not reported as blocked", () => {
    const t = setup();
    t.payWindow.open();
    expect(t.onBlocked).not.toHaveBeenCalled();
  });
});

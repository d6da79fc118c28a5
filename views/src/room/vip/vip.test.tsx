import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderWithI18n } from "../../ui/testing";
import { ModalLocksPage } from "../../ui/modal";
import { EndVipModal, type EndVipModalProps } from "./end-vip-modal";
import { VipPanel, type VipPanelProps, type VipPanelState } from "./vip-panel";
import { VipRoomBadge } from "./vip-room-badge";
import { formatElapsed, vipCreditsSpent } from "./vip-clock";
import * as ex from "./examples/vip.examples";

const panel = (state: VipPanelState, over: Partial<VipPanelProps> = {}): VipPanelProps => ({
  ...ex.vipIn(state),
  onSignUp: vi.fn(),
  onRequest: vi.fn(),
  onCancel: vi.fn(),
  onEnd: vi.fn(),
  onDismiss: vi.fn(),
  ...over,
});

afterEach(() => {
  vi.useRealTimers();
});

describe("VipPanel (§2.6 VIP tab, §4 VIP)", () => {
  it("offers a guest the free sign-up", () => {
    const props = panel("idle", { credits: null });
    renderWithI18n(<VipPanel {...props} />);
    fireEvent.click(screen.getByRole("button", { name: "Free sign up" }));
    expect(props.onSignUp).toHaveBeenCalledOnce();
    expect(screen.queryByRole("button", { name: "Request a VIP show" })).toBeNull();
  });

  it("idle: the §9 price a minute, the minimum and the balance needed; the request", () => {
    const props = panel("idle");
    const { container } = renderWithI18n(<VipPanel {...props} />);
    const facts = container.querySelector("dl")!;
    expect([...facts.querySelectorAll("dd")].map((dd) => dd.textContent)).toEqual(["50 cr/min", "5 minutes", "480 credits"]);
    expect(container.textContent).toContain("Your 1,500 credits cover about 30 minutes of VIP.");
    fireEvent.click(screen.getByRole("button", { name: "Request a VIP show" }));
    expect(props.onRequest).toHaveBeenCalledOnce();
  });

  it("idle with too few credits: says what is needed (the request still goes to the flow, which opens the wallet)", () => {
    const props = panel("idle", { credits: 300 });
    const { container } = renderWithI18n(<VipPanel {...props} />);
    expect(container.textContent).toContain("You need at least 480 credits to ask; you have 300.");
    fireEvent.click(screen.getByRole("button", { name: "Request a VIP show" }));
    expect(props.onRequest).toHaveBeenCalledOnce();
  });

  it("requesting: the request is pending and does not go twice", () => {
    const props = panel("requesting");
    renderWithI18n(<VipPanel {...props} />);
    const button = screen.getByRole("button", { name: "Sending your request…" });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(button);
    expect(props.onRequest).not.toHaveBeenCalled();
  });

  it("requested: waits for the performer, and cancels", () => {
    const props = panel("requested");
    renderWithI18n(<VipPanel {...props} />);
    expect(screen.getByRole("status").textContent).toBe("Waiting for Anna to accept");
    expect(screen.getByRole("progressbar", { name: "Waiting for Anna" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel request" }));
    expect(props.onCancel).toHaveBeenCalledOnce();
  });

  it("cancelling: the cancel is pending", () => {
    const props = panel("cancelling");
    renderWithI18n(<VipPanel {...props} />);
    expect(screen.getByRole("status").textContent).toBe("Withdrawing your request…");
    const cancel = screen.getByRole("button", { name: "Cancel request" });
    expect(cancel.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(cancel);
    expect(props.onCancel).not.toHaveBeenCalled();
  });

  it("accepted: the time in VIP ticks each second, with the credits spent so far; End VIP asks the app", () => {
    vi.useFakeTimers();
    let now = ex.clockNow;
    const props = panel("accepted", { now: () => now });
    renderWithI18n(<VipPanel {...props} />);
    const timer = screen.getByRole("timer");
    // 3 min 12 s in: 4 started minutes at 50 credits.
    expect(timer.textContent).toBe("03:12");
    expect(screen.getByText("200 credits")).toBeTruthy();
    now += 49_000;
    act(() => vi.advanceTimersByTime(1_000));
    expect(timer.textContent).toBe("04:01");
    expect(screen.getByText("250 credits")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "End VIP show" }));
    expect(props.onEnd).toHaveBeenCalledOnce();
  });

  it("stopping: the end is pending and the time holds still", () => {
    vi.useFakeTimers();
    let now = ex.clockNow;
    const props = panel("stopping", { now: () => now });
    renderWithI18n(<VipPanel {...props} />);
    const end = screen.getByRole("button", { name: "Ending the VIP show…" });
    expect(end.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(end);
    expect(props.onEnd).not.toHaveBeenCalled();
    now += 5_000;
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByRole("timer").textContent).toBe("03:12");
  });

  it.each([
    ["declined", "Anna declined your VIP request"],
    ["stopped", "The VIP show has ended"],
    ["disconnected", "The VIP show was disconnected"],
  ] as const)("%s: a notice, and OK goes back", (state, title) => {
    const props = panel(state);
    renderWithI18n(<VipPanel {...props} />);
    const status = screen.getByRole("status");
    expect(within(status).getByRole("heading").textContent).toBe(title);
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(props.onDismiss).toHaveBeenCalledOnce();
  });

  it.each([
    ["badRequest.vip.requested", "You already asked Anna for a VIP show. Wait for her answer."],
    ["badRequest.deduct.credits.amount", "You do not have enough credits for a VIP show."],
    ["badRequest.vip.unavailable", "Your VIP request could not be sent. Please try again."],
  ])("§8 names a failed request (%s)", (error, text) => {
    renderWithI18n(<VipPanel {...panel("idle", { error })} />);
    expect(screen.getByRole("alert").textContent).toBe(text);
  });
});

describe("VipRoomBadge", () => {
  it("shows VIP, the price a minute and the time in the show, ticking", () => {
    vi.useFakeTimers();
    let now = ex.clockNow;
    renderWithI18n(<VipRoomBadge {...ex.badge} now={() => now} />);
    const timer = screen.getByRole("timer");
    expect(timer.parentElement!.textContent).toBe("VIP50 cr/minTime in VIP: 03:12");
    now += 1_000;
    act(() => vi.advanceTimersByTime(1_000));
    expect(timer.textContent).toBe("Time in VIP: 03:13");
  });

  it("counts hours past the hour", () => {
    expect(formatElapsed(3725)).toBe("1:02:05");
    expect(formatElapsed(59)).toBe("00:59");
    expect(vipCreditsSpent(0, 50)).toBe(50);
    expect(vipCreditsSpent(60, 50)).toBe(50);
    expect(vipCreditsSpent(61, 240)).toBe(480);
  });
});

describe("EndVipModal (§2.6)", () => {
  const props = (over: Partial<EndVipModalProps> = {}): EndVipModalProps => ({ ...ex.endVip, onConfirm: vi.fn(), onClose: vi.fn(), ...over });

  it("shows her snapshot, name and bubble; yes ends, no stays", () => {
    const p = props();
    renderWithI18n(<EndVipModal {...p} />);
    const dialog = screen.getByRole("dialog", { name: "End the VIP show?" });
    expect(dialog.querySelector("img")?.getAttribute("src")).toBe(ex.snapshot);
    expect(dialog.textContent).toContain("Anna");
    expect(dialog.textContent).toContain("Leaving already?");
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, end the show" }));
    expect(p.onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(within(dialog).getByRole("button", { name: "No, stay in the show" }));
    expect(p.onClose).toHaveBeenCalledOnce();
  });

  it("while ending: both answers are pending and it cannot be dismissed", () => {
    const p = props({ ending: true });
    renderWithI18n(<EndVipModal {...p} />);
    const dialog = screen.getByRole("dialog", { name: "End the VIP show?" });
    const yes = within(dialog).getByRole("button", { name: "Ending the VIP show…" });
    const no = within(dialog).getByRole("button", { name: "No, stay in the show" });
    expect(yes.getAttribute("aria-disabled")).toBe("true");
    expect(no.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(yes);
    fireEvent.click(no);
    expect(p.onConfirm).not.toHaveBeenCalled();
    expect(p.onClose).not.toHaveBeenCalled();
    expect(within(dialog).queryByRole("button", { name: "Close" })).toBeNull();
  });

  it("§4 locks the page's scrolling, but not in a VIP session; Escape closes it either way", async () => {
    const locked = props();
    const first = renderWithI18n(<EndVipModal {...locked} />);
    expect(document.documentElement.style.overflow).toBe("hidden");
    first.unmount();
    expect(document.documentElement.style.overflow).toBe("");
    const inShow = props();
    renderWithI18n(
      <ModalLocksPage.Provider value={false}>
        <EndVipModal {...inShow} />
      </ModalLocksPage.Provider>,
    );
    const dialog = screen.getByRole("dialog", { name: "End the VIP show?" });
    expect(document.documentElement.style.overflow).toBe("");
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(inShow.onClose).toHaveBeenCalledOnce();
  });

  it("shows her initial without a snapshot", () => {
    renderWithI18n(<EndVipModal {...props({ snapshot: null })} />);
    expect(screen.getByRole("dialog").querySelector("img")).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import type { TipErrorKey } from "@camstage/core";
import { renderWithI18n } from "../../ui/testing";
import { GoalBar } from "./goal-bar";
import { TipsPanel, type TipsPanelProps } from "./tips-panel";
import { ToyStatus } from "./toy-status";
import * as ex from "./examples/tips.examples";

const panel = (over: Partial<TipsPanelProps> = {}): TipsPanelProps => ({
  ...ex.tipsMember,
  onTip: vi.fn(),
  onCustomChange: vi.fn(),
  onCustomSubmit: vi.fn(),
  onDismiss: vi.fn(),
  onSignUp: vi.fn(),
  ...over,
});
const section = (name: string) => screen.getByRole("region", { name });

describe("TipsPanel (§2.6 tips tab, §9 listings)", () => {
  it("lists the quick tips and the gifts with their prices in credits and minutes, and tips with their flag and amount", () => {
    const props = panel();
    renderWithI18n(<TipsPanel {...props} />);
    const quick = section("Quick tips");
    expect(within(quick).getAllByRole("button").map((b) => b.getAttribute("aria-label"))).toEqual([
      "Rose, 50 credits", "Kiss, 150 credits", "Loving, 350 credits", "Love, 500 credits", "Rock it, 1,000 credits", "Diamond, 2,500 credits",
    ]);
    const kiss = within(quick).getByRole("button", { name: "Kiss, 150 credits" });
    // 150 credits are 2.5 minutes of chat (§9 60 credits a minute).
    expect(kiss.textContent).toBe("Kiss150 cr2.5 min");
    fireEvent.click(within(quick).getByRole("button", { name: "Diamond, 2,500 credits" }));
    expect(props.onTip).toHaveBeenLastCalledWith({ flag: "diamond", amount: 2500 });

    const gifts = section("Gifts");
    expect(within(gifts).getAllByRole("button").map((b) => b.getAttribute("aria-label"))).toEqual([
      "Wink, 50 credits", "Kiss, 150 credits", "Drink, 350 credits", "Heart, 500 credits", "Present, 1,000 credits",
    ]);
    fireEvent.click(within(gifts).getByRole("button", { name: "Present, 1,000 credits" }));
    expect(props.onTip).toHaveBeenLastCalledWith({ flag: "gift", amount: 1000 });
    fireEvent.click(within(gifts).getByRole("button", { name: "Wink, 50 credits" }));
    expect(props.onTip).toHaveBeenLastCalledWith({ flag: "wink", amount: 50 });
    expect(screen.getByText("25 min")).toBeTruthy();
  });

  it("tips for a menu item with its label, and shows no menu when there is none", () => {
    const props = panel({ menu: ex.menu });
    const { rerender } = renderWithI18n(<TipsPanel {...props} />);
    fireEvent.click(within(section("Tip menu")).getByRole("button", { name: "Dance, 150 credits" }));
    expect(props.onTip).toHaveBeenCalledExactlyOnceWith({ flag: "menu", amount: 150, item: "Dance" });
    rerender(<TipsPanel {...props} menu={[]} />);
    expect(screen.queryByRole("region", { name: "Tip menu" })).toBeNull();
  });

  it("disables every tip button while a tip is on its way (a double click tips once)", () => {
    const props = panel({ menu: ex.menu, sending: true });
    renderWithI18n(<TipsPanel {...props} />);
    const tipButtons = [section("Quick tips"), section("Gifts"), section("Tip menu")].flatMap((s) => within(s).getAllByRole("button"));
    expect(tipButtons).toHaveLength(15);
    for (const button of tipButtons) expect(button.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(within(section("Quick tips")).getByRole("button", { name: "Rose, 50 credits" }));
    fireEvent.click(within(section("Tip menu")).getByRole("button", { name: "Dance, 150 credits" }));
    expect(props.onTip).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Send tip" }).getAttribute("aria-disabled")).toBe("true");
  });

  it("§9 replaces the quick tips and gifts with the toy tips while the toy is active", () => {
    const props = panel({ toyActive: true });
    renderWithI18n(<TipsPanel {...props} />);
    expect(screen.queryByRole("region", { name: "Quick tips" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Gifts" })).toBeNull();
    const toy = section("Toy tips");
    expect(within(toy).getAllByRole("button").map((b) => b.getAttribute("aria-label"))).toEqual([
      "low for 1 second, 50 credits",
      "normal for 3 seconds, 150 credits",
      "medium for 6 seconds, 300 credits",
      "hard for 10 seconds, 500 credits",
      "extreme for 20 seconds, 1,000 credits",
    ]);
    const hard = within(toy).getByRole("button", { name: "hard for 10 seconds, 500 credits" });
    expect(hard.textContent).toBe("hard10 s vibration500 cr8.3 min");
    fireEvent.click(hard);
    expect(props.onTip).toHaveBeenCalledExactlyOnceWith({ flag: "toy", amount: 500 });
  });

  it("disables the toy tips while sending", () => {
    const props = panel({ toyActive: true, sending: true });
    renderWithI18n(<TipsPanel {...props} />);
    for (const button of within(section("Toy tips")).getAllByRole("button")) expect(button.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "low for 1 second, 50 credits" }));
    expect(props.onTip).not.toHaveBeenCalled();
  });

  it("§5 the custom form: its limits, each change, public or private, and the submit", () => {
    const props = panel();
    renderWithI18n(<TipsPanel {...props} />);
    const form = screen.getByRole("form", { name: "Your own amount" });
    const amount = within(form).getByRole("textbox", { name: "Amount in credits" }) as HTMLInputElement;
    expect(amount.inputMode).toBe("numeric");
    expect(document.getElementById(amount.getAttribute("aria-describedby")!.split(" ")[0]!)?.textContent).toBe("From 100 to 100,000 credits");
    fireEvent.change(amount, { target: { value: "250" } });
    expect(props.onCustomChange).toHaveBeenLastCalledWith({ amount: "250" });
    fireEvent.change(within(form).getByRole("textbox", { name: "Message (optional)" }), { target: { value: "hi" } });
    expect(props.onCustomChange).toHaveBeenLastCalledWith({ message: "hi" });
    const publicSwitch = within(form).getByRole("switch", { name: "Show my tip in the chat" }) as HTMLInputElement;
    expect(publicSwitch.checked).toBe(true);
    fireEvent.click(publicSwitch);
    expect(props.onCustomChange).toHaveBeenLastCalledWith({ isPublic: false });
    fireEvent.submit(form);
    expect(props.onCustomSubmit).toHaveBeenCalledOnce();
  });

  it("says who sees a private tip", () => {
    renderWithI18n(<TipsPanel {...panel(ex.customPrivate)} />);
    const publicSwitch = screen.getByRole("switch", { name: "Show my tip in the chat" }) as HTMLInputElement;
    expect(publicSwitch.checked).toBe(false);
    expect(document.getElementById(publicSwitch.getAttribute("aria-describedby")!)?.textContent).toBe("Private: only Anna sees it.");
  });

  it.each<[TipErrorKey, string]>([
    ["tip.tooLow", "The minimum tip is 100 credits."],
    ["tip.tooHigh", "The maximum tip is 100,000 credits."],
    ["tip.invalid", "Enter a whole number of credits."],
    ["tip.noCredits", "You do not have enough credits for this tip."],
  ])("§5 shows the custom form's %s under the amount", (key, text) => {
    renderWithI18n(<TipsPanel {...panel({ custom: { ...ex.emptyCustom, amount: "5", errors: [key] } })} />);
    const amount = screen.getByRole("textbox", { name: "Amount in credits" });
    expect(amount.getAttribute("aria-invalid")).toBe("true");
    const described = amount.getAttribute("aria-describedby")!.split(" ").map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(text);
  });

  it("says what was tipped in a status line, which the member can dismiss", () => {
    const props = panel({ outcome: { kind: "sent", amount: 1000 } });
    renderWithI18n(<TipsPanel {...props} />);
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("You tipped 1,000 credits");
    fireEvent.click(within(status).getByRole("button", { name: "Dismiss" }));
    expect(props.onDismiss).toHaveBeenCalledOnce();
  });

  it.each([
    ["tip.tooLow", "The minimum tip is 100 credits."],
    ["badRequest.tip.tooLow", "The minimum tip is 100 credits."],
    ["tip.tooHigh", "The maximum tip is 100,000 credits."],
    ["badRequest.tip.tooHigh", "The maximum tip is 100,000 credits."],
    ["tip.invalid", "This tip cannot be sent right now."],
    ["tip.noCredits", "You do not have enough credits for this tip."],
    ["badRequest.deduct.credits.amount", "You do not have enough credits for this tip."],
    ["internalServerError", "Your tip could not be sent. Please try again."],
  ])("§8 translates the outcome %s", (error, text) => {
    renderWithI18n(<TipsPanel {...panel({ outcome: { kind: "error", error } })} />);
    expect(screen.getByRole("status").textContent).toBe(text);
  });

  it("keeps an empty status line while there is no outcome (a live region that exists before it speaks)", () => {
    renderWithI18n(<TipsPanel {...panel()} />);
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("offers a guest the free sign-up instead of the tips", () => {
    const props = panel({ credits: null, menu: ex.menu });
    renderWithI18n(<TipsPanel {...props} />);
    fireEvent.click(screen.getByRole("button", { name: "Free sign up" }));
    expect(props.onSignUp).toHaveBeenCalledOnce();
    expect(screen.queryByRole("region", { name: "Quick tips" })).toBeNull();
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.getAllByRole("button")).toHaveLength(1);
  });

  it("shows her goal on top", () => {
    renderWithI18n(<TipsPanel {...panel({ goal: ex.goal })} />);
    expect(screen.getByRole("progressbar", { name: "Tip goal: Oil show at 5000" })).toBeTruthy();
  });
});

describe("GoalBar", () => {
  it("exposes the goal as a named progress bar with its value", () => {
    renderWithI18n(<GoalBar goal={ex.goal} />);
    const bar = screen.getByRole("progressbar", { name: "Tip goal: Oil show at 5000" });
    expect(bar.getAttribute("aria-valuenow")).toBe("150");
    expect(bar.getAttribute("aria-valuemax")).toBe("5000");
    expect(bar.getAttribute("aria-valuetext")).toBe("150 of 5,000 credits");
    expect(bar.textContent).toContain("4,850 to go");
    expect(bar.textContent).not.toContain("Goal reached!");
  });

  it("is reached once the progress reaches the target (the bar stays full beyond it)", () => {
    renderWithI18n(<GoalBar goal={ex.goalReached} />);
    const bar = screen.getByRole("progressbar");
    expect(bar.getAttribute("aria-valuenow")).toBe("5000");
    expect(bar.getAttribute("aria-valuetext")).toBe("5,120 of 5,000 credits");
    expect(bar.textContent).toContain("Goal reached!");
  });
});

describe("ToyStatus (§4 cybertoy, ft-tip)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows nothing while the toy is off, and Toy on while it is active", () => {
    const { rerender } = renderWithI18n(<ToyStatus active={false} reaction={null} />);
    expect(screen.getByRole("status").textContent).toBe("");
    rerender(<ToyStatus active reaction={null} />);
    expect(screen.getByRole("status").textContent).toBe("Toy on");
  });

  it("says who made it vibrate, how hard and how long, for the reaction's duration; a new reaction starts again", () => {
    vi.useFakeTimers();
    const reaction = { key: "r1", sender: "bob", intensity: "hard" as const, duration: 10 };
    const { rerender } = renderWithI18n(<ToyStatus active reaction={reaction} />);
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("Toy onbob: hard, 10 s");
    const shaking = status.querySelector("[data-intensity='hard']");
    expect(shaking).not.toBeNull();

    act(() => vi.advanceTimersByTime(9_000));
    expect(status.textContent).toBe("Toy onbob: hard, 10 s");
    rerender(<ToyStatus active reaction={{ key: "r2", sender: "sam", intensity: "low", duration: 1 }} />);
    expect(status.textContent).toBe("Toy onsam: low, 1 s");
    // A new element: its animation starts from the beginning.
    expect(status.querySelector("[data-intensity='low']")).not.toBe(shaking);

    act(() => vi.advanceTimersByTime(1_000));
    expect(status.textContent).toBe("Toy on");
    expect(status.querySelector("[data-intensity]")).toBeNull();
  });
});

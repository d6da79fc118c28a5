import { describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { createActor, fromPromise } from "xstate";
import { connectDialIn, dialInMachine, type DialInPayRequest, type DialInPhoneNumber, type DialInStatusResponse, type IvrSessionLoaded } from "@camstage/core";
import { renderWithI18n } from "../ui/testing";
import { useActorConnect } from "../examples/use-actor-connect";
import { DialInDrawer } from "./dial-in-drawer";
import { PhoneConnectedBadge } from "./phone-connected-badge";
import { useDialIn } from "./use-dial-in";
import * as ex from "./examples/dial-in.examples";

const dialog = () => screen.getByRole("dialog", { name: "Pay by phone" });
const pinInput = () => within(dialog()).getByRole("textbox", { name: "Pin code" }) as HTMLInputElement;

describe("DialInDrawer on desktop (§2.5)", () => {
  it("step 1 lists the country numbers with flag, number and tariff, the BE double promo, notices and terms", () => {
    const onSelectCountry = vi.fn();
    renderWithI18n(<DialInDrawer {...ex.dialInNumbers} onSelectCountry={onSelectCountry} />);
    const rows = within(dialog()).getAllByRole("button", { name: /per minute$/ });
    expect(rows.map((r) => r.getAttribute("aria-label"))).toEqual([
      "Netherlands: 0900 123 45 67, €0.80 per minute",
      "Belgium: 0905 12 345, €0.80 per minute",
      "Germany: 0900 1 23 45 67, €0.80 per minute",
    ]);
    expect(rows[1]?.textContent).toContain("Double promo");
    expect(rows[0]?.textContent).not.toContain("Double promo");
    expect(rows[0]?.querySelector("img")?.getAttribute("src")).toBe(ex.FLAGS.NL);
    expect(dialog().textContent).toContain("Calls are billed per minute by your phone provider.");
    expect(within(dialog()).getByRole("link", { name: "Dial-in terms and conditions" }).getAttribute("href")).toBe("/en/terms-conditions");
    fireEvent.click(rows[1] as HTMLElement);
    expect(onSelectCountry).toHaveBeenCalledWith("BE");
    // Desktop has no call-me link and no sign-up teaser.
    expect(within(dialog()).queryByRole("link", { name: /Call me/ })).toBeNull();
  });

  it("shows a named loader while loading", () => {
    renderWithI18n(<DialInDrawer {...ex.dialInLoading} />);
    expect(within(dialog()).getByRole("progressbar", { name: "Loading dial-in numbers…" })).toBeTruthy();
    expect(within(dialog()).queryAllByRole("button", { name: /per minute$/ })).toHaveLength(0);
  });

  it("reports the §8 load failures", () => {
    const { rerender } = renderWithI18n(<DialInDrawer {...ex.dialInNumbersFailed} />);
    expect(within(dialog()).getByRole("alert").textContent).toBe("Unable to retrieve dial-in phone numbers");
    expect(within(dialog()).queryAllByRole("button", { name: /per minute$/ })).toHaveLength(0);
    rerender(<DialInDrawer {...ex.dialInIvrFailed} />);
    expect(within(dialog()).getByRole("alert").textContent).toBe("Unable to retrieve ivr session details");
  });

  it("step 2 takes a numeric 4-digit pin and reports input, focus, confirm and back", () => {
    const onPinChange = vi.fn();
    const onPinFocus = vi.fn();
    const onSubmitPin = vi.fn();
    const onBack = vi.fn();
    renderWithI18n(<DialInDrawer {...ex.dialInPin} onPinChange={onPinChange} onPinFocus={onPinFocus} onSubmitPin={onSubmitPin} onBack={onBack} />);
    expect(dialog().textContent).toContain("0900 123 45 67");
    const input = pinInput();
    expect(input.getAttribute("inputmode")).toBe("numeric");
    expect(input.getAttribute("maxlength")).toBe("4");
    expect(input.getAttribute("aria-invalid")).toBeNull();
    // The pin field takes the focus when the step opens; focusing it reports to core (which clears errors).
    expect(document.activeElement).toBe(input);
    onPinFocus.mockClear();
    fireEvent.focus(input);
    expect(onPinFocus).toHaveBeenCalledOnce();
    fireEvent.change(input, { target: { value: "12" } });
    expect(onPinChange).toHaveBeenCalledWith("12");
    fireEvent.click(within(dialog()).getByRole("button", { name: "Confirm" }));
    expect(onSubmitPin).toHaveBeenCalledOnce();
    fireEvent.click(within(dialog()).getByRole("button", { name: "Other numbers" }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it.each([
    [ex.dialInPinRequired, "Please enter the pin code."],
    [ex.dialInPinInvalid, "The pin code has 4 digits."],
    [ex.dialInPinRejected, "This pin code is not valid"],
  ])("shows the pin error next to the field (%#)", (props, message) => {
    renderWithI18n(<DialInDrawer {...props} />);
    const input = pinInput();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent).toBe(message);
  });

  it("asks to wait after too many attempts, with the pin still valid to confirm (ARCHITECTURE §7)", () => {
    renderWithI18n(<DialInDrawer {...ex.dialInPinTooManyAttempts} />);
    const input = pinInput();
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Too many attempts. Please try again in 2 minutes.");
    expect(within(dialog()).getByRole("alert").textContent).toContain("Too many attempts");
  });

  it("is busy while the pin is confirmed", () => {
    const onSubmitPin = vi.fn();
    renderWithI18n(<DialInDrawer {...ex.dialInPinSubmitting} onSubmitPin={onSubmitPin} />);
    const confirm = within(dialog()).getByRole("button", { name: "Confirm" });
    expect(confirm.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(confirm);
    expect(onSubmitPin).not.toHaveBeenCalled();
  });

  it("shows the BE double promo on the pin step", () => {
    renderWithI18n(<DialInDrawer {...ex.dialInPinBelgium} />);
    expect(dialog().textContent).toContain("Double promo: you get double chat time on this number.");
    expect(dialog().textContent).toContain("Belgium");
  });

  it("shows the ended text for an ended and an expired call (§4)", () => {
    const { rerender } = renderWithI18n(<DialInDrawer {...ex.dialInEnded} />);
    const status = () => within(dialog()).getAllByRole("status").find((s) => s.textContent !== "");
    expect(status()?.textContent).toBe("Your call has ended");
    rerender(<DialInDrawer {...ex.dialInExpired} />);
    expect(status()?.textContent).toBe("Your call has endedThe dial-in session has expired. Call again to continue.");
  });
});

describe("DialInDrawer on mobile (§2.5)", () => {
  it("offers a call-me tel link with the display number; the flow dials", () => {
    const onCallMe = vi.fn();
    renderWithI18n(<DialInDrawer {...ex.dialInCallMe} onCallMe={onCallMe} />);
    const link = within(dialog()).getByRole("link", { name: "Call me 0900 123 45 67" });
    expect(link.getAttribute("href")).toBe("tel:09001234567");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(onCallMe).toHaveBeenCalledOnce();
    expect(click.defaultPrevented).toBe(true);
    expect(dialog().textContent).toContain("€0.80 per minute");
    expect(within(dialog()).queryAllByRole("button", { name: /per minute$/ })).toHaveLength(0);
  });

  it("leaves the tel link to the browser while a call is already pending, and shows the loader", () => {
    const onCallMe = vi.fn();
    renderWithI18n(<DialInDrawer {...ex.dialInCallMePending} onCallMe={onCallMe} />);
    // Record whether the view let the browser follow the link, then stop jsdom from navigating.
    let followed: boolean | null = null;
    const record = (event: Event) => {
      followed = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener("click", record);
    within(dialog()).getByRole("link", { name: /Call me/ }).dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    document.removeEventListener("click", record);
    expect(followed).toBe(true);
    expect(onCallMe).not.toHaveBeenCalled();
    expect(within(dialog()).getAllByRole("status").some((s) => s.textContent === "Waiting for your call…")).toBe(true);
  });

  it("shows the sign-up teaser with five benefits to guests", () => {
    const onSignUp = vi.fn();
    const { rerender } = renderWithI18n(<DialInDrawer {...ex.dialInCallMe} onSignUp={onSignUp} />);
    const teaser = within(dialog()).getByRole("region", { name: "Get more with a free account" });
    expect(within(teaser).getAllByRole("listitem")).toHaveLength(5);
    fireEvent.click(within(teaser).getByRole("button", { name: "Sign up for free" }));
    expect(onSignUp).toHaveBeenCalledOnce();
    rerender(<DialInDrawer {...ex.dialInCallMe} onSignUp={undefined} />);
    expect(within(dialog()).queryByRole("region", { name: "Get more with a free account" })).toBeNull();
  });

  it("has no call-me link when the IVR session failed", () => {
    renderWithI18n(<DialInDrawer {...ex.dialInCallMeIvrFailed} />);
    expect(within(dialog()).getByRole("alert").textContent).toBe("Unable to retrieve ivr session details");
    expect(within(dialog()).queryByRole("link", { name: /Call me/ })).toBeNull();
  });
});

describe("PhoneConnectedBadge (§2.5)", () => {
  it.each([
    [ex.badgePending, "Waiting for your call"],
    [ex.badgeInCall, "Phone connected"],
    [ex.badgeEnded, "Call ended"],
  ])("names the call state (%#)", (props, text) => {
    renderWithI18n(<PhoneConnectedBadge {...props} />);
    expect(screen.getByRole("status").textContent).toBe(text);
  });

  it("renders nothing when hidden", () => {
    renderWithI18n(<PhoneConnectedBadge isVisible={false} call="pending" />);
    expect(screen.queryByRole("status")).toBeNull();
  });
});

describe("useDialIn (dial-in flow)", () => {
  const NUMBERS: readonly DialInPhoneNumber[] = [
    { id: "BE", image: "be.svg", options: [{ number: "0905 12 345", tariff: 1 }] },
    { id: "NL", image: "nl.svg", options: [{ number: "0900 123 45 67", tariff: 0.8 }] },
  ];

  function bound() {
    const dialNumber = vi.fn();
    const payDialIn = vi.fn(async ({ input }: { input: DialInPayRequest }) => {
      if (input.pincode !== "1234") throw new Error("refused");
      return {};
    });
    const actor = createActor(
      dialInMachine.provide({
        actors: {
          loadIvrSession: fromPromise<IvrSessionLoaded, void>(async () => ({
            session: { session: "ivr-1", callednumber: "0900123", displaynumber: "0900 12 34", tariff: 0.8, ttl: 60, expiresAt: 0, flag: "nl" },
            receivedAt: 0,
          })),
          loadPhoneNumbers: fromPromise(async () => NUMBERS),
          payDialIn: fromPromise<unknown, DialInPayRequest>(payDialIn),
          checkStatus: fromPromise<DialInStatusResponse, { session: string }>(async ({ input }) => ({ session: input.session, state: "pending" })),
        },
        actions: { dialNumber: (_, params) => dialNumber(params.href) },
      }),
    ).start();
    function Bound() {
      const dialIn = useDialIn(useActorConnect(actor, connectDialIn), { flagImage: (flag) => `https://flags.example/${flag}.svg` });
      return (
        <>
          <span data-testid="header">{String(dialIn.headerProps.dialInActive)}</span>
          <PhoneConnectedBadge {...dialIn.badgeProps} />
          <DialInDrawer {...dialIn.drawerProps} termsHref="/en/terms-conditions" onSignUp={() => {}} />
        </>
      );
    }
    renderWithI18n(<Bound />);
    return { actor, dialNumber, payDialIn };
  }

  it("desktop: number, pin errors decided by core, a refused pin, then the call", async () => {
    const { actor, payDialIn } = bound();
    await act(async () => actor.send({ type: "dialIn.open", now: 1_700_000_000_000, mobile: false }));
    // §7 sorted: NL (the default country) first.
    const rows = within(dialog()).getAllByRole("button", { name: /per minute$/ });
    expect(rows[0]?.getAttribute("aria-label")).toBe("Netherlands: 0900 123 45 67, €0.80 per minute");
    fireEvent.click(rows[0] as HTMLElement);

    const confirm = () => within(dialog()).getByRole("button", { name: "Confirm" });
    const error = () => document.getElementById(pinInput().getAttribute("aria-describedby") ?? "")?.textContent;
    fireEvent.click(confirm());
    expect(error()).toBe("Please enter the pin code.");
    fireEvent.focus(pinInput());
    expect(pinInput().getAttribute("aria-invalid")).toBeNull();
    fireEvent.change(pinInput(), { target: { value: "12" } });
    fireEvent.click(confirm());
    expect(error()).toBe("The pin code has 4 digits.");
    expect(payDialIn).not.toHaveBeenCalled();

    fireEvent.change(pinInput(), { target: { value: "9999" } });
    await act(async () => fireEvent.click(confirm()));
    expect(payDialIn).toHaveBeenCalledOnce();
    expect(error()).toBe("This pin code is not valid");
    fireEvent.change(pinInput(), { target: { value: "1234" } });
    expect(pinInput().getAttribute("aria-invalid")).toBeNull();
    await act(async () => fireEvent.click(confirm()));

    // §4 pin confirm success closes the drawer; the badge follows the call.
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("Waiting for your call");
    expect(screen.getByTestId("header").textContent).toBe("false");
    act(() => actor.send({ type: "socket.member.dialInStatus", state: "in_call", session: "ivr-1" }));
    expect(screen.getByRole("status").textContent).toBe("Phone connected");
    expect(screen.getByTestId("header").textContent).toBe("true");
    act(() => actor.send({ type: "socket.member.dialInStatus", state: "ended", session: "ivr-1" }));
    expect(screen.getByRole("status").textContent).toBe("Call ended");
    actor.stop();
  });

  it("mobile: the call-me link dials through the flow; the badge stays hidden while pending", async () => {
    const { actor, dialNumber } = bound();
    await act(async () => actor.send({ type: "dialIn.open", now: 1_700_000_000_000, mobile: true }));
    const link = within(dialog()).getByRole("link", { name: "Call me 0900 12 34" });
    expect(link.getAttribute("href")).toBe("tel:09001234");
    expect(link.querySelector("img")?.getAttribute("src")).toBe("https://flags.example/nl.svg");
    fireEvent.click(link);
    expect(dialNumber).toHaveBeenCalledWith("tel:09001234");
    expect(within(dialog()).getAllByRole("status").some((s) => s.textContent === "Waiting for your call…")).toBe(true);
    expect(screen.queryByText("Waiting for your call")).toBeNull();
    actor.stop();
  });
});

import { describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { createActor, fromPromise } from "xstate";
import { connectCredits, connectSession, creditsMachine, encodeTokenPayload, sessionMachine, type LoginRequest, type MemberBasicInfo, type TokenResponse } from "@camstage/core";
import { renderWithI18n } from "../ui/testing";
import { useActorConnect } from "../examples/use-actor-connect";
import { Header } from "../header/header";
import { guestHeader } from "../header/examples/header.examples";
import { CreditsButton } from "./credits-button";
import { MemberControls, type MemberControlsProps } from "./member-controls";
import { MemberMenu } from "./member-menu";
import { MessengerButton } from "./messenger-button";
import { memberControls, memberMenuMobile, memberMenuOpen, memberMenuUnverified } from "./examples/member.examples";
import { useMemberSession } from "./use-member-session";

const openMenu = (name: string) => {
  const trigger = screen.getByRole("button", { name });
  fireEvent.keyDown(trigger, { key: "Enter" });
  fireEvent.keyUp(trigger, { key: "Enter" });
  return screen.getByRole("menu", { name });
};

describe("CreditsButton (§2.3, §9)", () => {
  it("shows the balance as whole minutes and is named by them", () => {
    const onPress = vi.fn();
    renderWithI18n(<CreditsButton credits={120} onPress={onPress} />);
    const button = screen.getByRole("button", { name: "Credits: 2 minutes" });
    expect(button.textContent).toContain("2 min");
    fireEvent.click(button);
    expect(onPress).toHaveBeenCalledOnce();
  });

  it("rounds a started minute down and says 'minute' for one", () => {
    renderWithI18n(<CreditsButton credits={119} onPress={() => {}} />);
    expect(screen.getByRole("button", { name: "Credits: 1 minute" }).textContent).toContain("1 min");
  });

  it("switches to the low look at 500 credits or fewer, and describes it", () => {
    const { rerender } = renderWithI18n(<CreditsButton credits={500} onPress={() => {}} />);
    const low = screen.getByRole("button", { name: "Credits: 8 minutes" });
    expect(low.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(low.getAttribute("aria-describedby")!)?.textContent).toBe("Low balance, buy credits");
    rerender(<CreditsButton credits={501} onPress={() => {}} />);
    expect(screen.getByRole("button", { name: "Credits: 8 minutes" }).hasAttribute("aria-describedby")).toBe(false);
  });
});

describe("MessengerButton (§2.3, §2.6)", () => {
  it("names the unread count and caps the badge at 99+", () => {
    const { rerender } = renderWithI18n(<MessengerButton unreadCount={0} onPress={() => {}} />);
    expect(screen.getByRole("button", { name: "Messages" })).toBeTruthy();
    expect(screen.queryByTestId("unread-badge")).toBeNull();
    rerender(<MessengerButton unreadCount={99} onPress={() => {}} />);
    expect(screen.getByRole("button", { name: "Messages, 99 unread" })).toBeTruthy();
    expect(screen.getByTestId("unread-badge").textContent).toBe("99");
    rerender(<MessengerButton unreadCount={100} onPress={() => {}} />);
    expect(screen.getByRole("button", { name: "Messages, 99+ unread" })).toBeTruthy();
    expect(screen.getByTestId("unread-badge").textContent).toBe("99+");
  });
});

describe("MemberControls (§2.3)", () => {
  const props = (over: Partial<MemberControlsProps> = {}): MemberControlsProps => ({
    ...memberControls,
    onOpenWallet: vi.fn(),
    onOpenMessenger: vi.fn(),
    onChangeUsername: vi.fn(),
    ...over,
  });

  it("replaces the guest buttons in the header with credits, messenger and the member menu", () => {
    renderWithI18n(<Header {...guestHeader} memberSlot={<MemberControls {...memberControls} />} />);
    expect(screen.queryByRole("button", { name: "Free sign up" })).toBeNull();
    expect(screen.getByRole("button", { name: "Credits: 20 minutes" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Messages, 3 unread" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "NightOwl" }).getAttribute("aria-haspopup")).toBe("true");
  });

  it("opens the wallet from the credits and the messenger from its button", () => {
    const p = props();
    renderWithI18n(<MemberControls {...p} />);
    fireEvent.click(screen.getByRole("button", { name: "Credits: 20 minutes" }));
    fireEvent.click(screen.getByRole("button", { name: "Messages, 3 unread" }));
    expect(p.onOpenWallet).toHaveBeenCalledOnce();
    expect(p.onOpenMessenger).toHaveBeenCalledOnce();
    expect(p.onChangeUsername).not.toHaveBeenCalled();
  });

  it("opens the change-username modal instead when the username is the e-mail", () => {
    const p = props({ username: "john@example.com", usernameIsEmail: true });
    renderWithI18n(<MemberControls {...p} />);
    fireEvent.click(screen.getByRole("button", { name: "Messages, 3 unread" }));
    expect(p.onChangeUsername).toHaveBeenCalledOnce();
    expect(p.onOpenMessenger).not.toHaveBeenCalled();
  });

  it("has no messenger button when the feature is off", () => {
    renderWithI18n(<MemberControls {...props({ messengerEnabled: false })} />);
    expect(screen.queryByRole("button", { name: /Messages/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Credits: 20 minutes" })).toBeTruthy();
  });
});

describe("MemberMenu (§2.4)", () => {
  it("greets the member, shows the balance and lists buy, favourites, settings and log out", () => {
    renderWithI18n(<MemberMenu {...memberMenuOpen} defaultOpen={false} />);
    const trigger = screen.getByRole("button", { name: "NightOwl" });
    expect(trigger.textContent).toContain("N");
    const menu = openMenu("NightOwl");
    expect(within(menu).getByText("Hi, NightOwl")).toBeTruthy();
    expect(within(menu).getByText("Balance: 20 min")).toBeTruthy();
    expect(within(menu).getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["Buy credits", "Favourites", "Settings", "Log out"]);
    expect(within(menu).getByRole("menuitem", { name: "Favourites" }).getAttribute("href")).toBe("/en/favourites");
    expect(within(menu).getByRole("menuitem", { name: "Settings" }).getAttribute("href")).toBe("/en/settings");
  });

  it("calls back on buy credits and log out", () => {
    const onBuyCredits = vi.fn();
    const onLogout = vi.fn();
    const { unmount } = renderWithI18n(<MemberMenu {...memberMenuOpen} onBuyCredits={onBuyCredits} onLogout={onLogout} />);
    fireEvent.click(screen.getByRole("menuitem", { name: "Buy credits" }));
    expect(onBuyCredits).toHaveBeenCalledOnce();
    unmount();
    renderWithI18n(<MemberMenu {...memberMenuOpen} onBuyCredits={onBuyCredits} onLogout={onLogout} />);
    fireEvent.click(screen.getByRole("menuitem", { name: "Log out" }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it("offers the welcome credits to unverified members only (§6)", () => {
    const onClaimCredits = vi.fn();
    const { unmount } = renderWithI18n(<MemberMenu {...memberMenuOpen} />);
    expect(screen.queryByRole("menuitem", { name: "Claim your free credits" })).toBeNull();
    unmount();
    renderWithI18n(<MemberMenu {...memberMenuUnverified} onClaimCredits={onClaimCredits} />);
    fireEvent.click(screen.getByRole("menuitem", { name: "Claim your free credits" }));
    expect(onClaimCredits).toHaveBeenCalledOnce();
  });

  it("lists the languages on mobile, the current one checked, and switches to another", () => {
    const onLanguageSelect = vi.fn();
    renderWithI18n(<MemberMenu {...memberMenuMobile} onLanguageSelect={onLanguageSelect} />);
    const english = screen.getByRole("menuitemradio", { name: "English" });
    expect(english.getAttribute("aria-checked")).toBe("true");
    const dutch = screen.getByRole("menuitemradio", { name: "Nederlands" });
    expect(dutch.getAttribute("aria-checked")).toBe("false");
    fireEvent.click(dutch);
    expect(onLanguageSelect).toHaveBeenCalledWith("nl");
  });
});

describe("useMemberSession (session machine)", () => {
  it("feeds the controls once the member is loaded and logs out through the actor", async () => {
    const member: MemberBasicInfo = {
      email: "anna@example.com",
      username: "anna@example.com",
      isVerified: false,
      credits: 180,
      favourites: [],
      showChangeUsername: true,
    };
    const machine = sessionMachine.provide({
      actors: {
        login: fromPromise<TokenResponse, LoginRequest>(async () => ({ token: encodeTokenPayload({ id: 7 }) })),
        loadMember: fromPromise<MemberBasicInfo, { memberId: number | null }>(async () => member),
        loadInbox: fromPromise<unknown, void>(async () => null),
      },
    });
    const actor = createActor(machine, { input: { fingerprint: "f", affiliateCode: "a" } });
    const credits = createActor(creditsMachine).start();
    // The balance's owner hears the loaded member, as the site's routing table delivers it.
    actor.on("session.memberLoaded", (event) => credits.send({ type: "credits.loaded", credits: event.member.credits }));
    actor.start();
    const onChangeUsername = vi.fn();
    function Bound() {
      const session = useMemberSession(useActorConnect(actor, connectSession), useActorConnect(credits, connectCredits));
      return session.controlsProps ? (
        <MemberControls {...memberControls} onChangeUsername={onChangeUsername} {...session.controlsProps} />
      ) : (
        <span>guest</span>
      );
    }
    renderWithI18n(<Bound />);
    expect(screen.getByText("guest")).toBeTruthy();
    act(() => actor.send({ type: "session.login", username: "anna@example.com", password: "secret1" }));
    expect(await screen.findByRole("button", { name: "Credits: 3 minutes" })).toBeTruthy();
    // §2.3 the username equals the e-mail: the messenger button asks for a username first.
    fireEvent.click(screen.getByRole("button", { name: "Messages, 3 unread" }));
    expect(onChangeUsername).toHaveBeenCalledOnce();
    const menu = openMenu("anna@example.com");
    expect(within(menu).getByRole("menuitem", { name: "Claim your free credits" })).toBeTruthy();
    fireEvent.click(within(menu).getByRole("menuitem", { name: "Log out" }));
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(screen.getByText("guest")).toBeTruthy();
    actor.stop();
  });
});

import { Schema } from "effect";
import { describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { connectModalHost } from "./modal-host.connect";
import { modalHostMachine } from "./modal-host.machine";
import { ModalHostEvent } from "./modal-host.schema";

function start(promoSeen = false) {
  const markPromoSeen = vi.fn();
  const actor = createActor(modalHostMachine.provide({ actions: { markPromoSeen } }), { input: { promoSeen } }).start();
  return { markPromoSeen, send: actor.send, view: () => connectModalHost(actor.getSnapshot(), actor.send) };
}

describe("modal host", () => {
  it("§2.4 a loaded member: a registration with welcome credits is confirmed, a login closes its dialog", () => {
    const t = start();
    t.view().open("register");
    t.send({ type: "modal.memberLoaded", origin: "register", verified: false });
    // No welcome credits configured: nothing to confirm, the sign-up dialog just closes.
    expect(t.view().modal).toBeNull();
    t.send({ type: "modal.configure", welcomeCredits: 120 });
    t.view().open("register");
    t.send({ type: "modal.memberLoaded", origin: "register", verified: false });
    expect(t.view().modal).toBe("registrationConfirmation");
    t.view().open("login");
    t.send({ type: "modal.memberLoaded", origin: "login", verified: true });
    expect(t.view().modal).toBeNull();
    // A restored session leaves a modal the visitor opened meanwhile alone.
    t.view().open("changeUsername");
    t.send({ type: "modal.memberLoaded", origin: "restore", verified: true });
    expect(t.view().modal).toBe("changeUsername");
  });

  it("§6 an action=login link offers the lander to an unverified member only, and never over an open modal", () => {
    const t = start();
    t.send({ type: "modal.memberLoaded", origin: "link", verified: true });
    expect(t.view().modal).toBeNull();
    t.send({ type: "modal.memberLoaded", origin: "link", verified: false });
    expect(t.view().modal).toBe("lander");
    t.view().open("noCredits");
    t.send({ type: "modal.memberLoaded", origin: "link", verified: false });
    expect(t.view().modal).toBe("noCredits");
  });

  it("shows one modal by type; opening another replaces it", () => {
    const t = start();
    expect(t.view()).toMatchObject({ modal: null, isOpen: false });
    t.view().open("login");
    expect(t.view().isShowing("login")).toBe(true);
    t.view().open("forgotPassword");
    expect(t.view()).toMatchObject({ modal: "forgotPassword", isOpen: true });
    expect(t.view().isShowing("login")).toBe(false);
    t.view().close();
    expect(t.view().modal).toBeNull();
  });

  it("§4 a modal locks the page's scrolling while it shows, unless in a VIP session", () => {
    const t = start();
    expect(t.view().locksPage).toBe(true);
    t.view().open("noCreditsForTip");
    expect(t.view().locksPage).toBe(true);
    t.send({ type: "modal.vipSession", active: true });
    expect(t.view()).toMatchObject({ modal: "noCreditsForTip", locksPage: false });
    t.view().open("endVip");
    expect(t.view().locksPage).toBe(false);
    t.send({ type: "modal.vipSession", active: false });
    expect(t.view().locksPage).toBe(true);
  });

  it("the promo opens once per session, only with an image, and is marked seen (§4)", () => {
    const t = start();
    t.view().offerPromo(false, "index");
    expect(t.view().modal).toBeNull();
    t.view().offerPromo(true, "index");
    expect(t.view().modal).toBe("promo");
    expect(t.markPromoSeen).toHaveBeenCalledTimes(1);
    t.view().close();
    expect(t.markPromoSeen).toHaveBeenCalledTimes(2);
    t.view().offerPromo(true, "index");
    expect(t.view().modal).toBeNull();
  });

  it("the promo opens on home only: a session that starts on a profile sees it when it reaches home (issue 28)", () => {
    const t = start();
    t.view().offerPromo(true, "profile");
    t.view().offerPromo(true, "stream");
    expect(t.view().modal).toBeNull();
    expect(t.markPromoSeen).not.toHaveBeenCalled();
    t.view().offerPromo(true, "index");
    expect(t.view().modal).toBe("promo");
  });

  it("a page change closes a modal, but not the notice of a deleted account, which led there (issue 28)", () => {
    const t = start();
    t.view().open("login");
    t.send({ type: "modal.navigated" });
    expect(t.view().modal).toBeNull();
    t.view().open("accountDeleted");
    t.send({ type: "modal.navigated" });
    expect(t.view().modal).toBe("accountDeleted");
    t.view().close();
    expect(t.view().modal).toBeNull();
  });

  it("a promo already seen this session does not open", () => {
    const t = start(true);
    t.view().offerPromo(true, "index");
    expect(t.view().modal).toBeNull();
  });

  it("the lander pops up for unverified members only, and offers never replace an open modal (§6)", () => {
    const t = start();
    t.view().offerLander(true);
    expect(t.view().modal).toBeNull();
    t.view().open("changeUsername");
    t.view().offerLander(false);
    t.view().offerPromo(true, "index");
    expect(t.view().modal).toBe("changeUsername");
    t.view().close();
    t.view().offerLander(false);
    expect(t.view().modal).toBe("lander");
  });

  it("its events decode; unknown modal types are refused", () => {
    expect(() => Schema.decodeUnknownSync(ModalHostEvent)({ type: "modal.open", modal: "other" })).toThrow();
    expect(Schema.decodeUnknownSync(ModalHostEvent)({ type: "modal.open", modal: "promo" })).toEqual({ type: "modal.open", modal: "promo" });
  });
});

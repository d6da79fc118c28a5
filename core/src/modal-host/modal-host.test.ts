import { Schema } from "effect";
import { describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { connectModalHost } from "./modal-host.connect";
import { modalHostMachine } from "./modal-host.machine";
import { ModalHostEvent } from "./modal-host.schema";

function start(promoSeen = false) {
  const markPromoSeen = vi.fn();
  const actor = createActor(modalHostMachine.provide({ actions: { markPromoSeen } }), { input: { promoSeen } }).start();
  return { markPromoSeen, view: () => connectModalHost(actor.getSnapshot(), actor.send) };
}

describe("modal host", () => {
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

  it("the promo opens once per session, only with an image, and is marked seen (§4)", () => {
    const t = start();
    t.view().offerPromo(false);
    expect(t.view().modal).toBeNull();
    t.view().offerPromo(true);
    expect(t.view().modal).toBe("promo");
    expect(t.markPromoSeen).toHaveBeenCalledTimes(1);
    t.view().close();
    expect(t.markPromoSeen).toHaveBeenCalledTimes(2);
    t.view().offerPromo(true);
    expect(t.view().modal).toBeNull();
  });

  it("a promo already seen this session does not open", () => {
    const t = start(true);
    t.view().offerPromo(true);
    expect(t.view().modal).toBeNull();
  });

  it("the lander pops up for unverified members only, and offers never replace an open modal (§6)", () => {
    const t = start();
    t.view().offerLander(true);
    expect(t.view().modal).toBeNull();
    t.view().open("changeUsername");
    t.view().offerLander(false);
    t.view().offerPromo(true);
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

import { expect } from "vitest";
import { describeModel } from "../testing/model-test";
import { connectModalHost, type ModalHostSnapshot } from "./modal-host.connect";
import { modalHostMachine } from "./modal-host.machine";
import { ModalType } from "./modal-host.schema";

const samples = {
  "modal.open": [{ type: "modal.open", modal: "login" }, { type: "modal.open", modal: "endVip" }, { type: "modal.open", modal: "accountDeleted" }],
  "modal.close": [{ type: "modal.close" }],
  "modal.navigated": [{ type: "modal.navigated" }],
  "modal.dismiss": [{ type: "modal.dismiss", modal: "endVip" }, { type: "modal.dismiss", modal: "login" }],
  "modal.promo.offer": [
    { type: "modal.promo.offer", hasImage: true, route: "index" },
    { type: "modal.promo.offer", hasImage: false, route: "index" },
    { type: "modal.promo.offer", hasImage: true, route: "profile" },
  ],
  "modal.lander.offer": [{ type: "modal.lander.offer", verified: false }, { type: "modal.lander.offer", verified: true }],
  "modal.configure": [{ type: "modal.configure", welcomeCredits: 120 }],
  "modal.vipSession": [{ type: "modal.vipSession", active: true }, { type: "modal.vipSession", active: false }],
  "modal.memberLoaded": [
    { type: "modal.memberLoaded", origin: "register", verified: false },
    { type: "modal.memberLoaded", origin: "login", verified: true },
    { type: "modal.memberLoaded", origin: "link", verified: false },
  ],
};
const input = { promoSeen: false };

describeModel("modal host", {
  machine: modalHostMachine,
  samples,
  input,
  expose: (snapshot) => connectModalHost(snapshot as ModalHostSnapshot, () => {}),
  states: {
    closed: (view) => expect([view.modal, view.isOpen, ModalType.literals.filter(view.isShowing)]).toEqual([null, false, []]),
    // One modal at a time, named by its type.
    open: (view) => {
      expect(view.isOpen).toBe(true);
      expect(view.modal).not.toBeNull();
      expect(ModalType.literals.filter(view.isShowing)).toEqual([view.modal]);
    },
  },
});

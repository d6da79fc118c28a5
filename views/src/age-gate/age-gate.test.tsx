import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { renderWithI18n } from "../ui/testing";
import { useActorConnect } from "../examples/use-actor-connect";
import { AgeGateModal } from "./age-gate-modal";
import { ageGateOpen } from "./examples/age-gate.examples";
import { createActor } from "xstate";
import { ageGateMachine, connectAgeGate } from "@camstage/core";
import { useAgeGate } from "./use-age-gate";

describe("AgeGateModal (§2.4)", () => {
  it("is a named dialog", () => {
    renderWithI18n(<AgeGateModal {...ageGateOpen} />);
    expect(screen.getByRole("dialog", { name: "This is an adult website" })).toBeTruthy();
  });

  it("calls onAgree when Agree is pressed", () => {
    const onAgree = vi.fn();
    renderWithI18n(<AgeGateModal {...ageGateOpen} onAgree={onAgree} />);
    fireEvent.click(screen.getByRole("button", { name: /Agree/ }));
    expect(onAgree).toHaveBeenCalledOnce();
  });

  it("accepts the gate when the terms or privacy link is followed", () => {
    const onAgree = vi.fn();
    renderWithI18n(<AgeGateModal {...ageGateOpen} onAgree={onAgree} />);
    const terms = screen.getByRole("link", { name: "terms and conditions" });
    expect(terms.getAttribute("href")).toBe("/en/terms-conditions");
    terms.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(terms);
    const privacy = screen.getByRole("link", { name: "privacy policy" });
    privacy.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(privacy);
    expect(onAgree).toHaveBeenCalledTimes(2);
  });

  it("reports which link was followed when onFollow is given", () => {
    const onAgree = vi.fn();
    const onFollow = vi.fn();
    renderWithI18n(<AgeGateModal {...ageGateOpen} onAgree={onAgree} onFollow={onFollow} />);
    const privacy = screen.getByRole("link", { name: "privacy policy" });
    privacy.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(privacy);
    expect(onFollow).toHaveBeenCalledWith("privacy");
    expect(onAgree).not.toHaveBeenCalled();
  });

  it("offers a leave link to an external search engine and renders nothing when closed", () => {
    const { rerender } = renderWithI18n(<AgeGateModal {...ageGateOpen} />);
    expect(screen.getByRole("link", { name: "Leave site" }).getAttribute("href")).toMatch(/^https:\/\//);
    rerender(<AgeGateModal {...ageGateOpen} isOpen={false} />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("useAgeGate (age-gate machine)", () => {
  it("opens with splash6 and closes as verified on Agree", () => {
    const actor = createActor(ageGateMachine).start();
    actor.send({ type: "ageGate.check", splash6: true, verified: false });
    function Bound() {
      const gate = useAgeGate(useActorConnect(actor, connectAgeGate));
      return <AgeGateModal {...ageGateOpen} {...gate.modalProps} />;
    }
    renderWithI18n(<Bound />);
    fireEvent.click(screen.getByRole("button", { name: /Agree/ }));
    expect(actor.getSnapshot().value).toBe("verified");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

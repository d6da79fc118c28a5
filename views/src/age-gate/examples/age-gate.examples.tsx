import { useState } from "react";
import type { AgeGateModalProps } from "../age-gate-modal";
import { AgeGateModal } from "../age-gate-modal";
import { exampleLogoUrl } from "../../examples/site.examples";

export const ageGateOpen: AgeGateModalProps = {
  isOpen: true,
  logoUrl: exampleLogoUrl,
  brandName: "Camstage",
  termsHref: "/en/terms-conditions",
  privacyHref: "/en/privacy",
  onAgree: () => {},
};

/** The gate over a page; Agree closes it. */
export function AgeGateDemo() {
  const [open, setOpen] = useState(true);
  return (
    <div style={{ padding: "2rem" }}>
      <p>{open ? "The page behind the gate." : "Age verified: the gate is closed."}</p>
      <AgeGateModal {...ageGateOpen} isOpen={open} onAgree={() => setOpen(false)} />
    </div>
  );
}

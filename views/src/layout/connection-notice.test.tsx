import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { renderWithI18n } from "../ui/testing";
import { ConnectionNotice } from "./connection-notice";

describe("ConnectionNotice (issue 14)", () => {
  it("keeps one live region and says reconnecting, then connected again, then nothing", () => {
    const { rerender } = renderWithI18n(<ConnectionNotice notice="none" />);
    const region = screen.getByRole("status");
    expect(region.textContent).toBe("");
    rerender(<ConnectionNotice notice="reconnecting" />);
    expect(screen.getByRole("status")).toBe(region);
    expect(region.textContent).toContain("Connection lost. Reconnecting…");
    expect(region.textContent).toContain("What you typed is kept.");
    rerender(<ConnectionNotice notice="restored" />);
    expect(region.textContent).toBe("Connected again");
    rerender(<ConnectionNotice notice="none" />);
    expect(region.textContent).toBe("");
  });

  it("is kept out of React Aria's hiding while an overlay is open (a toast's top layer)", () => {
    renderWithI18n(<ConnectionNotice notice="reconnecting" />);
    expect(screen.getByRole("status").getAttribute("data-react-aria-top-layer")).toBe("true");
  });
});

import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { renderWithI18n } from "../ui/testing";
import { LinkProvider, type LinkComponent } from "../link";
import { PromoModal } from "./promo-modal";
import * as ex from "./examples/promo.examples";


describe("PromoModal (§2.6, §4 promo)", () => {
  it("is a dialog named Special offer whose image links to the promo with its alternative text", () => {
    renderWithI18n(<PromoModal {...ex.welcomePromo} />);
    const dialog = screen.getByRole("dialog", { name: "Special offer" });
    const link = within(dialog).getByRole("link", { name: "Special offer" });
    expect(link.getAttribute("href")).toBe("/?action=register");
    const image = within(link).getByRole("img", { name: "Special offer" });
    expect(image.getAttribute("src")).toBe(ex.welcomePromo.imageUrl);
    // The box is reserved before the artwork loads (no layout shift).
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["960", "540"]);
  });

  it("uses the given text alternative", () => {
    renderWithI18n(<PromoModal {...ex.minutesPromo} />);
    const link = within(screen.getByRole("dialog", { name: "Special offer" })).getByRole("link", { name: "30 minutes for € 2.95" });
    expect(within(link).getByRole("img").getAttribute("alt")).toBe("30 minutes for € 2.95");
  });

  it("following the image link calls onOpenLink and leaves the navigation to the link", () => {
    const onOpenLink = vi.fn();
    const onClose = vi.fn();
    renderWithI18n(<PromoModal {...ex.welcomePromo} onOpenLink={onOpenLink} onClose={onClose} />);
    const link = screen.getByRole("link", { name: "Special offer" });
    // Heard after React's handlers (the window is the last stop of the bubbling): what the view did with the click,
    // then jsdom's navigation stopped (it cannot navigate).
    let prevented: boolean | null = null;
    const afterReact = (event: MouseEvent) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener("click", afterReact);
    fireEvent.click(link);
    window.removeEventListener("click", afterReact);
    expect(onOpenLink).toHaveBeenCalledOnce();
    expect(prevented).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("renders the image link through the app's link component (its router navigates)", () => {
    const navigate = vi.fn();
    const RouterLink: LinkComponent = ({ href, onClick, children, ...rest }) => (
      <a
        {...rest}
        href={href}
        data-router-link=""
        onClick={(event) => {
          onClick?.(event);
          event.preventDefault();
          navigate(href);
        }}
      >
        {children}
      </a>
    );
    const onOpenLink = vi.fn();
    renderWithI18n(
      <LinkProvider component={RouterLink}>
        <PromoModal {...ex.welcomePromo} onOpenLink={onOpenLink} />
      </LinkProvider>,
    );
    const link = screen.getByRole("link", { name: "Special offer" });
    expect(link.hasAttribute("data-router-link")).toBe(true);
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith("/?action=register");
    expect(onOpenLink).toHaveBeenCalledOnce();
  });

  it("the close button calls onClose, not onOpenLink", () => {
    const onOpenLink = vi.fn();
    const onClose = vi.fn();
    renderWithI18n(<PromoModal {...ex.welcomePromo} onOpenLink={onOpenLink} onClose={onClose} />);
    fireEvent.click(within(screen.getByRole("dialog", { name: "Special offer" })).getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onOpenLink).not.toHaveBeenCalled();
  });

  it("shows the image alone when the promo has no link", () => {
    renderWithI18n(<PromoModal {...ex.promoWithoutLink} />);
    const dialog = screen.getByRole("dialog", { name: "Special offer" });
    expect(within(dialog).queryByRole("link")).toBeNull();
    expect(within(dialog).getByRole("img", { name: "Special offer" })).toBeTruthy();
  });

  it("renders nothing while closed", () => {
    renderWithI18n(<PromoModal {...ex.welcomePromo} isOpen={false} />);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });
});

import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { ReactNode } from "react";
import { ProfileView } from "./profile-view";
import { offlineProfile, onlineProfile, onlineProfileAlbums } from "./examples/profiles";

const wrap = (ui: ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

beforeAll(() => {
  i18n.load("en", {});
  i18n.activate("en");
});
afterEach(cleanup);

const rowValue = (label: string) => {
  const header = screen.getByRole("rowheader", { name: label });
  return header.closest("tr")?.querySelector("td")?.textContent;
};

describe("ProfileView", () => {
  it("names the page by the username and shows the translated status (§4)", () => {
    wrap(<ProfileView profile={onlineProfile} streamHref="/en/stream/SweetLisa" onOpenAlbum={vi.fn()} />);
    expect(screen.getByRole("heading", { level: 1, name: "SweetLisa" })).toBeTruthy();
    expect(screen.getByRole("article", { name: "SweetLisa" })).toBeTruthy();
    expect(screen.getAllByText("Free chat").length).toBeGreaterThan(0);
    expect(screen.getByText("24 years")).toBeTruthy();
    expect(screen.getByText("Good vibes only.")).toBeTruthy();
  });

  it("lists every §3 profile field in the details table", () => {
    wrap(<ProfileView profile={onlineProfile} streamHref="/en/stream/SweetLisa" onOpenAlbum={vi.fn()} />);
    const table = screen.getByRole("table", { name: "Details" });
    const labels = within(table).getAllByRole("rowheader").map((th) => th.textContent);
    expect(labels).toEqual([
      "Gender", "Age", "Date of birth", "Zodiac sign", "Ethnicity", "Hair colour", "Eye colour", "Physique", "Breast size", "Shaved",
      "Piercings", "Tattoos", "Smoker", "Orientation", "Hobbies", "Pets", "Show types", "Languages", "City", "First cam session",
      "Last cam session",
    ]);
    expect(rowValue("Gender")).toBe("Female");
    expect(rowValue("Date of birth")).toBe("June 12, 2000");
    expect(rowValue("Zodiac sign")).toBe("Gemini");
    expect(rowValue("Hair colour")).toBe("Blonde");
    expect(rowValue("Breast size")).toBe("4 / 10");
    expect(rowValue("Piercings")).toBe("Yes");
    expect(rowValue("Smoker")).toBe("No");
    expect(rowValue("Orientation")).toBe("Bisexual");
    expect(rowValue("Show types")).toBe("Chat, Dance, Lingerie, Toys");
    expect(rowValue("Languages")).toBe("Dutch, English, German");
  });

  it("offers 'Chat now' to an online performer; an offline one's page says she is offline and links to no empty room (issue 28)", () => {
    const { unmount } = wrap(<ProfileView profile={onlineProfile} streamHref="/en/stream/SweetLisa" onOpenAlbum={vi.fn()} />);
    expect(screen.getByRole("link", { name: "Chat now" }).getAttribute("href")).toBe("/en/stream/SweetLisa");
    unmount();
    wrap(<ProfileView profile={offlineProfile} streamHref="/en/stream/AmberRose" onOpenAlbum={vi.fn()} />);
    expect(screen.getByText("AmberRose is offline")).toBeTruthy();
    expect(screen.queryAllByRole("link").filter((link) => link.getAttribute("href") === "/en/stream/AmberRose")).toEqual([]);
    expect(screen.getAllByText("Offline").length).toBeGreaterThan(0);
  });

  it("opens the gallery from an album", () => {
    const onOpenAlbum = vi.fn();
    wrap(<ProfileView profile={onlineProfile} albums={onlineProfileAlbums} streamHref="/s" onOpenAlbum={onOpenAlbum} />);
    const albums = screen.getByRole("list", { name: "Photo albums" });
    expect(within(albums).getAllByRole("button")).toHaveLength(3);
    fireEvent.click(within(albums).getByRole("button", { name: "Open album Behind the scenes" }));
    expect(onOpenAlbum).toHaveBeenCalledWith("a2");
  });

  it("shows the model nav with named previous and next links and a favourite toggle", () => {
    const onToggle = vi.fn();
    wrap(
      <ProfileView
        profile={onlineProfile}
        streamHref="/s"
        onOpenAlbum={vi.fn()}
        nav={{
          previous: { username: "NaughtyNina", href: "/en/profile/NaughtyNina" },
          next: { username: "BlondeBella", href: "/en/profile/BlondeBella" },
          favourite: { isFavourite: false, onToggle },
        }}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "Models" });
    expect(within(nav).getByRole("link", { name: "Previous model: NaughtyNina" }).getAttribute("href")).toBe("/en/profile/NaughtyNina");
    expect(within(nav).getByRole("link", { name: "Next model: BlondeBella" })).toBeTruthy();
    fireEvent.click(within(nav).getByRole("button", { name: "Add SweetLisa to favourites" }));
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it("shows only non-nude pictures with the nude filter on", () => {
    const { container } = wrap(<ProfileView profile={onlineProfile} streamHref="/s" onOpenAlbum={vi.fn()} nudeFilter />);
    const srcs = [...container.querySelectorAll("img")].map((img) => img.getAttribute("src"));
    expect(srcs.length).toBeGreaterThan(0);
    expect(srcs.every((src) => src === onlineProfile.nonude)).toBe(true);
  });
});

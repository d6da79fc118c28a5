import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { useEffect } from "react";
import type { Album } from "@camstage/core";
import { GalleryLightbox } from "./gallery-lightbox";
import { useDemoGallery } from "./examples/use-demo-gallery";
import { longAlbum, photoAlbum, videoAlbum } from "./examples/albums";

/** The lightbox on the real gallery machine, opened on `album` at `page`. */
function Harness({ album, page, nudeFilter = false }: { album: Album; page?: number; nudeFilter?: boolean }) {
  const gallery = useDemoGallery();
  const { openAlbum } = gallery;
  useEffect(() => openAlbum(album, page), [openAlbum, album, page]);
  return <GalleryLightbox title={album.title} gallery={gallery} nudeFilter={nudeFilter} />;
}

const open = (album: Album, page?: number, nudeFilter = false) =>
  render(
    <I18nProvider i18n={i18n}>
      <Harness album={album} page={page} nudeFilter={nudeFilter} />
    </I18nProvider>,
  );
const counter = () => screen.getByRole("dialog").querySelector("p")?.textContent?.replace(/Item.*/, "").trim();
const slideSrc = () => screen.getByRole("dialog").querySelector("img")?.getAttribute("src");

beforeAll(() => {
  // jsdom has no CSS.escape; React Aria's Modal reads a meta tag with it.
  if (typeof globalThis.CSS?.escape !== "function") {
    vi.stubGlobal("CSS", { ...globalThis.CSS, escape: (value: string) => value.replace(/["\\]/g, "\\$&") });
  }
  i18n.load("en", {});
  i18n.activate("en");
});
beforeEach(() => {
  // jsdom has no media playback.
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe("GalleryLightbox", () => {
  it("is a dialog named by the album title, with a counter and the cover first (§2.6)", () => {
    open(photoAlbum);
    const dialog = screen.getByRole("dialog", { name: "Summer vibes" });
    expect(dialog).toBeTruthy();
    expect(counter()).toBe("1 / 5");
    // The cover is the album's third photo; it comes first.
    expect(slideSrc()).toBe(photoAlbum.cover);
    expect(screen.getByRole("img", { name: "Photo 1 of 5" })).toBeTruthy();
    // No thumbnails: exactly one picture at a time.
    expect(dialog.querySelectorAll("img")).toHaveLength(1);
  });

  it("previous stops at the first slide (the machine's rule)", () => {
    open(longAlbum);
    const previous = screen.getByRole("button", { name: "Previous" });
    expect(previous.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(previous);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "ArrowLeft" });
    expect(counter()).toBe("1 / 12");
  });

  it("arrow keys work on the dialog itself, where focus lands when it opens", () => {
    open(longAlbum);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "ArrowRight" });
    expect(counter()).toBe("2 / 12");
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "ArrowLeft" });
    expect(counter()).toBe("1 / 12");
  });

  it("next walks to the last slide and then wraps to the first (the machine's rule)", () => {
    open(longAlbum, 11);
    expect(counter()).toBe("11 / 12");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(counter()).toBe("12 / 12");
    expect(slideSrc()).toBe(longAlbum.items[11]!.url);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(counter()).toBe("1 / 12");
    expect(slideSrc()).toBe(longAlbum.items[0]!.url);
  });

  it("moves with the arrow keys and closes with Escape", () => {
    open(longAlbum);
    fireEvent.keyDown(screen.getByRole("img", { name: "Photo 1 of 12" }), { key: "ArrowRight" });
    expect(counter()).toBe("2 / 12");
    fireEvent.keyDown(screen.getByRole("img", { name: "Photo 2 of 12" }), { key: "ArrowLeft" });
    expect(counter()).toBe("1 / 12");
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes with the close button", () => {
    open(photoAlbum);
    fireEvent.click(screen.getByRole("button", { name: "Close gallery" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("plays videos muted and looping without download controls, and pauses them on slide change", () => {
    open(videoAlbum);
    const video = screen.getByTestId("gallery-video") as HTMLVideoElement;
    expect(counter()).toBe("1 / 3");
    expect(video.getAttribute("src")).toBe("/media/video/sample.mp4");
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.getAttribute("controlslist")).toContain("nodownload");
    expect(video.hasAttribute("disablepictureinpicture")).toBe(true);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    const pause = vi.mocked(HTMLMediaElement.prototype.pause);
    pause.mockClear();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(pause).toHaveBeenCalled();
    expect(screen.queryByTestId("gallery-video")).toBeNull();
  });

  it("shows a video's non-nude still with the nude filter on", () => {
    open(videoAlbum, 1, true);
    expect(screen.queryByTestId("gallery-video")).toBeNull();
    expect(slideSrc()).toBe(videoAlbum.items[0]!.nonude);
  });
});

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { renderWithI18n } from "../../ui/testing";
import { CameraDialog } from "./camera-dialog";
import { CameraButton } from "./camera-button";
import { EmojiButton } from "./emoji-button";
import { emojiLocaleOf, toEmojiData } from "./emoji-data";
import { PhotoBanner } from "./photo-banner";
import { PhotoCropDialog } from "./photo-crop-dialog";
import { hasWebcam } from "./webcam";

const require = createRequire(import.meta.url);

const disabled = (el: HTMLElement) => el.hasAttribute("disabled") || el.getAttribute("aria-disabled") === "true";
const button = (name: string | RegExp) => screen.getByRole("button", { name });

/** A stand-in webcam stream: its tracks record being stopped. */
function fakeStream() {
  const tracks = [{ kind: "video", stop: vi.fn() }];
  return { stream: { getTracks: () => tracks, getVideoTracks: () => tracks } as unknown as MediaStream, tracks };
}

/** jsdom draws nothing: a 2D context that records draws, and a jpeg "data URL" that names the canvas' size. */
function fakeCanvas() {
  const drawImage = vi.fn();
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(
    () => ({ drawImage, fillRect: vi.fn(), scale: vi.fn(), translate: vi.fn(), rotate: vi.fn() }) as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, "toDataURL").mockImplementation(function (this: HTMLCanvasElement, type?: string) {
    return `data:${type};base64,${this.width}x${this.height}`;
  });
  return { drawImage };
}

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("CameraDialog (§2.6 take, retake, send)", () => {
  it("starts the camera, shows it live, takes a 480×360 still, retakes, and sends a jpeg", async () => {
    const { drawImage } = fakeCanvas();
    const { stream } = fakeStream();
    let open!: (s: MediaStream) => void;
    const getMedia = vi.fn(() => new Promise<MediaStream>((resolve) => (open = resolve)));
    const onSend = vi.fn();
    renderWithI18n(<CameraDialog getMedia={getMedia} onSend={onSend} onCancel={vi.fn()} />);

    expect(screen.getByRole("dialog", { name: "Take a photo" })).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Starting your camera…" })).toBeTruthy();
    expect(disabled(button("Take photo"))).toBe(true);

    await act(async () => open(stream));
    const video = document.querySelector("video") as HTMLVideoElement;
    expect(video.srcObject).toBe(stream);
    expect(video.muted).toBe(true);
    expect(video.hasAttribute("playsinline")).toBe(true);
    fireEvent.loadedData(video);
    expect(screen.queryByRole("progressbar")).toBeNull();

    const frame = { width: 640, height: 480 };
    Object.defineProperties(video, { videoWidth: { get: () => frame.width }, videoHeight: { get: () => frame.height } });
    fireEvent.click(button("Take photo"));
    const still = screen.getByRole("img", { name: "The photo you took" }) as HTMLImageElement;
    expect(still.getAttribute("src")).toBe("data:image/jpeg;base64,480x360");
    expect(drawImage).toHaveBeenCalledWith(video, 0, 0, 640, 480, 0, 0, 480, 360);
    expect(video.hidden).toBe(true);

    fireEvent.click(button("Retake"));
    expect(screen.queryByRole("img", { name: "The photo you took" })).toBeNull();
    expect(video.hidden).toBe(false);

    Object.assign(frame, { width: 480, height: 640 });
    fireEvent.click(button("Take photo"));
    fireEvent.click(button("Send photo"));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend.mock.calls[0]?.[0]).toMatch(/^data:image\/jpeg/);
    // §9 swapped in portrait.
    expect(onSend).toHaveBeenCalledWith("data:image/jpeg;base64,360x480");
    expect(getMedia).toHaveBeenCalledTimes(1);
  });

  it("waits while a taken photo is sent", async () => {
    fakeCanvas();
    const { stream } = fakeStream();
    const onSend = vi.fn();
    const { rerender } = renderWithI18n(<CameraDialog getMedia={() => Promise.resolve(stream)} onSend={onSend} onCancel={vi.fn()} />);
    const video = await waitFor(() => {
      const element = document.querySelector("video");
      if (element === null) throw new Error("no video yet");
      return element;
    });
    fireEvent.loadedData(video);
    fireEvent.click(button("Take photo"));
    rerender(<CameraDialog sending getMedia={() => Promise.resolve(stream)} onSend={onSend} onCancel={vi.fn()} />);
    const sending = button("Sending…");
    fireEvent.click(sending);
    expect(onSend).not.toHaveBeenCalled();
    expect(disabled(button("Retake"))).toBe(true);
  });

  it("stops every track of the webcam when it closes", async () => {
    const { stream, tracks } = fakeStream();
    const { unmount } = renderWithI18n(<CameraDialog getMedia={() => Promise.resolve(stream)} onSend={vi.fn()} onCancel={vi.fn()} />);
    await waitFor(() => expect(document.querySelector("video")).not.toBeNull());
    expect(tracks[0]?.stop).not.toHaveBeenCalled();
    unmount();
    expect(tracks[0]?.stop).toHaveBeenCalledTimes(1);
  });

  it("stops a webcam that opens only after the dialog closed", async () => {
    const { stream, tracks } = fakeStream();
    let open!: (s: MediaStream) => void;
    const { unmount } = renderWithI18n(<CameraDialog getMedia={() => new Promise((resolve) => (open = resolve))} onSend={vi.fn()} onCancel={vi.fn()} />);
    unmount();
    await act(async () => open(stream));
    expect(tracks[0]?.stop).toHaveBeenCalledTimes(1);
  });

  it("§8 says why the camera did not start, offers a retry and a way out", async () => {
    const { stream } = fakeStream();
    const getMedia = vi
      .fn<() => Promise<MediaStream>>()
      .mockRejectedValueOnce(new DOMException("Permission denied", "NotAllowedError"))
      .mockResolvedValueOnce(stream);
    const onCancel = vi.fn();
    renderWithI18n(<CameraDialog getMedia={getMedia} onSend={vi.fn()} onCancel={onCancel} />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Your browser did not allow the camera. Allow it in the address bar and try again.");
    expect(screen.queryByRole("button", { name: "Take photo" })).toBeNull();

    fireEvent.click(button("Try again"));
    await waitFor(() => expect(document.querySelector("video")).not.toBeNull());
    expect(getMedia).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("§8 a failed or missing camera: the message and Close, which cancels", async () => {
    const onCancel = vi.fn();
    renderWithI18n(<CameraDialog getMedia={() => Promise.reject(new Error("boom"))} onSend={vi.fn()} onCancel={onCancel} />);
    expect((await screen.findByRole("alert")).textContent).toBe("Your camera could not be started. Please try again.");
    // The dialog's own close (×) and the action under the message.
    const close = screen.getAllByRole("button", { name: "Close" });
    expect(close).toHaveLength(2);
    fireEvent.click(close.find((b) => b.textContent === "Close") as HTMLElement);
    expect(onCancel).toHaveBeenCalled();
  });

  it("§8 no webcam: says so, without a retry", async () => {
    renderWithI18n(<CameraDialog getMedia={() => Promise.reject(new DOMException("none", "NotFoundError"))} onSend={vi.fn()} onCancel={vi.fn()} />);
    expect((await screen.findByRole("alert")).textContent).toBe("No webcam was found. Connect one, or send an image instead.");
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });
});

describe("PhotoCropDialog (§2.6 crop and rotation)", () => {
  it("names the dialog, turns by quarter turns, offers free shapes on desktop and sends the cropped jpeg", async () => {
    const crop = vi.fn().mockResolvedValue("data:image/jpeg;base64,cropped");
    const turn = vi.fn(async (source: string, rotation: number) => `${source}#turned${rotation}`);
    const onSend = vi.fn();
    const onCancel = vi.fn();
    renderWithI18n(<PhotoCropDialog source="data:image/jpeg;base64,xyz" freeAspect performer="SweetLisa" crop={crop} turn={turn} onSend={onSend} onCancel={onCancel} />);
    expect(screen.getByRole("dialog", { name: "Crop your photo" })).toBeTruthy();
    expect(screen.getByText("Choose what SweetLisa sees: drag to move, zoom and turn it.")).toBeTruthy();
    expect(screen.getByRole("slider", { name: "Zoom" })).toBeTruthy();
    expect(screen.getAllByRole("radio").map((r) => r.closest("label")?.textContent)).toEqual(["Original", "Square", "4:3", "3:4"]);

    // The cropper measures the image once it loads; jsdom loads none, so the area is not known yet.
    expect(disabled(button("Send photo"))).toBe(true);
    const load = (width: number, height: number) => {
      const image = document.querySelector("img") as HTMLImageElement;
      Object.defineProperties(image, { naturalWidth: { value: width }, naturalHeight: { value: height }, width: { value: width / 2 }, height: { value: height / 2 } });
      fireEvent.load(image);
      return image;
    };
    // The cropper's code loads with the dialog (its own chunk).
    await waitFor(() => expect(document.querySelector("img")).not.toBeNull());
    expect(load(1200, 800).getAttribute("src")).toBe("data:image/jpeg;base64,xyz");
    await waitFor(() => expect(disabled(button("Send photo"))).toBe(false));

    // Each quarter turn shows the picture turned upright, and measures it anew before it can be sent.
    fireEvent.click(button("Rotate"));
    await waitFor(() => expect(document.querySelector("img")?.getAttribute("src")).toBe("data:image/jpeg;base64,xyz#turned90"));
    expect(disabled(button("Send photo"))).toBe(true);
    load(800, 1200);
    await waitFor(() => expect(disabled(button("Send photo"))).toBe(false));
    fireEvent.click(button("Rotate"));
    await waitFor(() => expect(document.querySelector("img")?.getAttribute("src")).toBe("data:image/jpeg;base64,xyz#turned180"));
    load(1200, 800);
    await waitFor(() => expect(disabled(button("Send photo"))).toBe(false));
    expect(turn.mock.calls.map(([, rotation]) => rotation)).toEqual([90, 180]);
    fireEvent.click(button("Send photo"));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith("data:image/jpeg;base64,cropped"));
    expect(crop).toHaveBeenCalledWith("data:image/jpeg;base64,xyz", expect.objectContaining({ x: expect.any(Number), width: expect.any(Number) }), 180);

    fireEvent.click(button("Cancel"));
    expect(onCancel).toHaveBeenCalled();
  });

  it("keeps the photo's shape on mobile, and says so when the photo cannot be prepared", async () => {
    const crop = vi.fn().mockRejectedValue(new Error("no canvas"));
    const onSend = vi.fn();
    renderWithI18n(<PhotoCropDialog source="blob:photo" freeAspect={false} crop={crop} onSend={onSend} onCancel={vi.fn()} />);
    expect(screen.queryByRole("radio")).toBeNull();
    const image = await waitFor(() => {
      const element = document.querySelector("img");
      if (element === null) throw new Error("no cropper yet");
      return element;
    });
    Object.defineProperties(image, { naturalWidth: { value: 800 }, naturalHeight: { value: 600 }, width: { value: 400 }, height: { value: 300 } });
    fireEvent.load(image);
    await waitFor(() => expect(disabled(button("Send photo"))).toBe(false));
    fireEvent.click(button("Send photo"));
    expect((await screen.findByRole("alert")).textContent).toBe("Your photo could not be prepared. Please try again.");
    expect(onSend).not.toHaveBeenCalled();
  });

  it("waits while the photo is sent", () => {
    const onSend = vi.fn();
    renderWithI18n(<PhotoCropDialog source="blob:photo" freeAspect sending onSend={onSend} onCancel={vi.fn()} />);
    expect(button("Sending…").hasAttribute("data-pending")).toBe(true);
    expect(disabled(button("Rotate"))).toBe(true);
  });
});

describe("PhotoBanner and CameraButton (§2.6 camera option only with a webcam, §8)", () => {
  it("offers Take photo and Image with a webcam", () => {
    const onTakePhoto = vi.fn();
    renderWithI18n(<PhotoBanner hasWebcam onTakePhoto={onTakePhoto} onPickImage={vi.fn()} />);
    expect(screen.getByRole("group", { name: "Send a photo" })).toBeTruthy();
    fireEvent.click(button("Take photo"));
    expect(onTakePhoto).toHaveBeenCalledTimes(1);
    expect(disabled(button("Image"))).toBe(false);
    expect(screen.queryByText("No webcam found")).toBeNull();
  });

  it("disables Take photo with a visible warning when no webcam exists; Image stays", () => {
    const onTakePhoto = vi.fn();
    renderWithI18n(<PhotoBanner hasWebcam={false} onTakePhoto={onTakePhoto} onPickImage={vi.fn()} />);
    const take = button("Take photo");
    expect(disabled(take)).toBe(true);
    const warning = screen.getByText("No webcam found");
    expect(take.getAttribute("aria-describedby")).toBe(warning.id);
    fireEvent.click(take);
    expect(onTakePhoto).not.toHaveBeenCalled();
    expect(disabled(button("Image"))).toBe(false);
  });

  it("picks a jpeg with the Image chooser", () => {
    const onPickImage = vi.fn();
    renderWithI18n(<PhotoBanner hasWebcam={null} compact onTakePhoto={vi.fn()} onPickImage={onPickImage} />);
    expect(disabled(button("Take photo"))).toBe(true); // still asking the browser
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe("image/jpeg");
    const file = new File(["x"], "me.jpg", { type: "image/jpeg" });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onPickImage).toHaveBeenCalledWith(file);
  });

  it("the editor's camera tool says why it is disabled", () => {
    const onPress = vi.fn();
    const { rerender } = renderWithI18n(<CameraButton hasWebcam={false} onPress={onPress} />);
    const take = button("Take photo");
    expect(disabled(take)).toBe(true);
    expect(document.getElementById(take.getAttribute("aria-describedby") ?? "")?.textContent).toBe("No webcam found");
    rerender(<CameraButton hasWebcam onPress={onPress} />);
    fireEvent.click(button("Take photo"));
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});

describe("hasWebcam (§2.6)", () => {
  it("is true with a videoinput device, false without one, on an error or without the API", async () => {
    const list = (kinds: MediaDeviceKind[]) => ({ enumerateDevices: async () => kinds.map((kind) => ({ kind }) as MediaDeviceInfo) });
    expect(await hasWebcam(list(["audioinput", "videoinput"]))).toBe(true);
    expect(await hasWebcam(list(["audioinput"]))).toBe(false);
    expect(await hasWebcam({ enumerateDevices: () => Promise.reject(new Error("no")) })).toBe(false);
    expect(await hasWebcam(undefined)).toBe(false);
  });
});

/** jsdom lays nothing out: frimousse measures its viewport with a ResizeObserver; this one reports nothing. */
class SilentResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

describe("EmojiButton", () => {
  beforeEach(() => {
    vi.stubGlobal("ResizeObserver", SilentResizeObserver);
    // No canvas in jsdom: the support check then keeps every emoji.
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
    // The picker fetches the package's JSON from the site; here it is read from the package itself.
    vi.stubGlobal("fetch", async (url: string) => {
      const file = /emojibase-data\/(\w+\/\w+\.json)/.exec(String(url))?.[1];
      if (file === undefined) return new Response(null, { status: 404 });
      return new Response(readFileSync(require.resolve(`emojibase-data/${file}`), "utf8"), { headers: { "content-type": "application/json" } });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("opens a pop-over with a search field, picks an emoji and closes", async () => {
    const onPick = vi.fn();
    renderWithI18n(<EmojiButton onPick={onPick} />);
    fireEvent.click(button("Add an emoji"));
    expect(screen.getByRole("dialog", { name: "Emoji" })).toBeTruthy();
    const search = await screen.findByRole("searchbox", { name: "Search emoji" }, { timeout: 20_000 }).catch(() => screen.findByRole("textbox", { name: "Search emoji" }));
    expect(document.activeElement).toBe(search);
    fireEvent.change(search, { target: { value: "grinning face" } });
    // jsdom has no layout, so the virtual grid draws no rows; the search still finds and announces the first match,
    // and Enter in the field picks it (the keyboard path: type, arrows, Enter).
    await waitFor(() => expect(document.querySelector("[frimousse-viewport] [aria-live]")?.textContent).toBe("Grinning face"), { timeout: 20_000 });
    expect(screen.getByRole("grid", { name: "Emoji" })).toBeTruthy();
    fireEvent.keyDown(search, { key: "Enter" });
    expect(onPick).toHaveBeenCalledWith("😀");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Emoji" })).toBeNull());
  });

  it("maps Emojibase's records to the picker's data (no components, skins by tone, flags marked)", () => {
    const data = toEmojiData(
      "en",
      [
        { emoji: "👋", label: "waving hand", group: 1, subgroup: 10, version: 0.6, tags: ["wave"], skins: [{ emoji: "👋🏻", tone: 1 }, { emoji: "👋🏿", tone: 5 }, { emoji: "x", tone: [1, 2] }] },
        { emoji: "🏻", label: "light skin tone", group: 2, version: 1 },
        { emoji: "🇳🇱", label: "flag: Netherlands", group: 9, subgroup: 99, version: 2 },
        { emoji: "🇦", label: "regional indicator A", version: 0 },
      ],
      {
        groups: [
          { key: "people-body", message: "people & body", order: 1 },
          { key: "component", message: "component", order: 2 },
          { key: "flags", message: "flags", order: 9 },
        ],
        subgroups: [{ key: "country-flag", order: 99 }],
        skinTones: [{ key: "light", message: "light skin tone" }],
      },
    );
    expect(data.categories).toEqual([
      { index: 1, label: "People & body" },
      { index: 9, label: "Flags" },
    ]);
    expect(data.emojis.map((e) => e.emoji)).toEqual(["👋", "🇳🇱"]);
    expect(data.emojis[0]).toMatchObject({ label: "Waving hand", category: 1, tags: ["wave"], skins: { light: "👋🏻", dark: "👋🏿" } });
    expect(data.emojis[1]?.countryFlag).toBe(true);
    expect(data.skinTones).toEqual({ light: "Light skin tone" });
    expect(emojiLocaleOf("nl")).toBe("nl");
    expect(emojiLocaleOf("de")).toBe("en");
  });
});

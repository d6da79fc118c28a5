import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { renderWithI18n } from "../../ui/testing";
import { CambackControl, type CambackControlProps } from "./camback-control";
import { RoomWalletPanel } from "./room-panels";
import { StreamPlayer, type AttachStream } from "./stream-player";
import { StreamTabs } from "./stream-tabs";
import { exampleStreamSrc, playerLoading } from "./examples/stream.examples";

beforeEach(() => {
  // jsdom has no media playback.
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(() => Promise.resolve());
});
afterEach(() => {
  vi.restoreAllMocks();
});

const panels = {
  chat: <p>The lane</p>,
  tips: <p>The tip menu</p>,
  vip: <p>The VIP request</p>,
  wallet: <p>The wallet</p>,
  model: <p>The performer</p>,
};

describe("StreamTabs (§2.6)", () => {
  it("shows the five tabs in a tablist named Room, the chat selected", () => {
    renderWithI18n(<StreamTabs selected="chat" onSelect={() => {}} panels={panels} />);
    const list = screen.getByRole("tablist", { name: "Room" });
    const tabs = within(list).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Chat", "Tips", "VIP show", "Wallet", "Model"]);
    expect(screen.getByRole("tab", { name: "Chat" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toBe("The lane");
  });

  it("selecting a tab calls onSelect with it", () => {
    const onSelect = vi.fn();
    renderWithI18n(<StreamTabs selected="chat" onSelect={onSelect} panels={panels} />);
    fireEvent.click(screen.getByRole("tab", { name: "Wallet" }));
    expect(onSelect).toHaveBeenCalledWith("wallet");
  });

  it("keeps the chat mounted, inert, while another tab shows", () => {
    renderWithI18n(<StreamTabs selected="tips" onSelect={() => {}} panels={panels} />);
    expect(screen.getByRole("tabpanel").textContent).toBe("The tip menu");
    const chat = screen.getByText("The lane").closest("[data-inert]");
    expect(chat).not.toBeNull();
    expect(chat!.hasAttribute("inert")).toBe(true);
    expect(screen.queryByText("The wallet")).toBeNull();
  });
});

describe("CambackControl (§2.6 camback)", () => {
  const props = (over: Partial<CambackControlProps> = {}): CambackControlProps => ({
    status: "off",
    error: null,
    attachPreview: () => () => {},
    onStart: () => {},
    onStop: () => {},
    ...over,
  });

  it("offers to show the camera, and starts it", () => {
    const onStart = vi.fn();
    renderWithI18n(<CambackControl {...props({ onStart })} />);
    fireEvent.click(screen.getByRole("button", { name: "Show my camera" }));
    expect(onStart).toHaveBeenCalledOnce();
    expect(screen.queryByLabelText("Your camera, as the performer sees it")).toBeNull();
  });

  it("is disabled when the camera option is (§8 no webcam)", () => {
    const onStart = vi.fn();
    renderWithI18n(<CambackControl {...props({ disabled: true, onStart })} />);
    const button = screen.getByRole("button", { name: "Show my camera" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(onStart).not.toHaveBeenCalled();
  });

  it("says that it is starting, disabled", () => {
    renderWithI18n(<CambackControl {...props({ status: "starting" })} />);
    expect((screen.getByRole("button", { name: "Starting your camera…" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the preview while on, attached to the video, and stops; turning off detaches", () => {
    const detach = vi.fn();
    const attachPreview = vi.fn((_video: HTMLVideoElement) => detach);
    const onStop = vi.fn();
    const { rerender } = renderWithI18n(<CambackControl {...props({ status: "on", attachPreview, onStop })} />);
    const preview = screen.getByLabelText("Your camera, as the performer sees it");
    expect(preview.tagName).toBe("VIDEO");
    expect(attachPreview).toHaveBeenCalledExactlyOnceWith(preview);
    fireEvent.click(screen.getByRole("button", { name: "Stop my camera" }));
    expect(onStop).toHaveBeenCalledOnce();

    rerender(<CambackControl {...props({ status: "off", attachPreview, onStop })} />);
    expect(detach).toHaveBeenCalledOnce();
    expect(screen.queryByLabelText("Your camera, as the performer sees it")).toBeNull();
    expect(screen.getByRole("button", { name: "Show my camera" })).toBeTruthy();
  });

  it.each([
    ["noCamera", "No webcam was found, so your camera cannot be shown."],
    ["denied", "Your browser did not allow the camera. Allow it in the address bar and try again."],
    ["refused", "The room does not take your camera right now."],
    ["failed", "Your camera could not be started. Please try again."],
  ] as const)("says why it did not start (%s) as an alert", (error, text) => {
    renderWithI18n(<CambackControl {...props({ error })} />);
    expect(screen.getByRole("alert").textContent).toBe(text);
  });
});

describe("RoomWalletPanel (§2.6 wallet tab)", () => {
  it("offers a guest the free sign-up and paying by phone", () => {
    const onSignUp = vi.fn();
    const onPayByPhone = vi.fn();
    renderWithI18n(<RoomWalletPanel credits={null} onBuyCredits={() => {}} onPayByPhone={onPayByPhone} onSignUp={onSignUp} />);
    fireEvent.click(screen.getByRole("button", { name: "Free sign up" }));
    fireEvent.click(screen.getByRole("button", { name: "Pay by phone" }));
    expect(onSignUp).toHaveBeenCalledOnce();
    expect(onPayByPhone).toHaveBeenCalledOnce();
    expect(screen.queryByRole("button", { name: "Buy credits" })).toBeNull();
  });

  it("shows a member's balance in minutes and offers credits", () => {
    const onBuyCredits = vi.fn();
    renderWithI18n(<RoomWalletPanel credits={1500} onBuyCredits={onBuyCredits} onPayByPhone={() => {}} onSignUp={() => {}} />);
    expect(screen.getByText("25 minutes")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Buy credits" }));
    expect(onBuyCredits).toHaveBeenCalledOnce();
    expect(screen.queryByRole("button", { name: "Free sign up" })).toBeNull();
  });
});

describe("StreamPlayer (§2.6)", () => {
  it("reports a fatal playback error to the room, then suggests a reload", () => {
    let fail: (reason: string) => void = () => {};
    const stop = vi.fn();
    const attach = vi.fn<AttachStream>((_video, _src, onError) => {
      fail = onError;
      return stop;
    });
    const onFailure = vi.fn();
    const onReload = vi.fn();
    renderWithI18n(<StreamPlayer {...playerLoading} src={exampleStreamSrc} attach={attach} onFailure={onFailure} onReload={onReload} />);
    const video = screen.getByLabelText(`Live video of ${playerLoading.performer}`);
    expect(attach).toHaveBeenCalledExactlyOnceWith(video, exampleStreamSrc, expect.any(Function));
    expect(screen.getByRole("status").textContent).toMatch(/Connecting to/);

    act(() => fail("network"));
    expect(onFailure).toHaveBeenCalledExactlyOnceWith("network");
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toMatch(/The video could not be played/);
    expect(alert.textContent).toMatch(/Reload the page to try again/);
    fireEvent.click(within(alert).getByRole("button", { name: "Reload" }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it("shows the offline text without a video", () => {
    renderWithI18n(<StreamPlayer {...playerLoading} status="offline" />);
    expect(screen.getByRole("status").textContent).toMatch(`${playerLoading.performer} is offline`);
    expect(screen.queryByLabelText(`Live video of ${playerLoading.performer}`)).toBeNull();
  });

  it("issue 27: the mark on the video names the room's mode it is given (live, free chat, VIP, pause), in its status colour", () => {
    const { rerender } = renderWithI18n(<StreamPlayer {...playerLoading} src={exampleStreamSrc} />);
    const mark = () => document.querySelector("[data-status]");
    expect(mark()?.textContent).toBe("Live");
    for (const [status, text] of [["free", "Free chat"], ["vip", "VIP"], ["pause", "Pause"], ["online", "Live"]] as const) {
      rerender(<StreamPlayer {...playerLoading} src={exampleStreamSrc} status={status} />);
      expect(mark()?.textContent).toBe(text);
      expect(mark()?.getAttribute("data-status")).toBe(status);
    }
  });

  it("§4 video denied: says the performer switched her camera off; audio denied: says there is no sound instead of Unmute", () => {
    const { rerender } = renderWithI18n(<StreamPlayer {...playerLoading} src={exampleStreamSrc} media={{ audio: null, video: false }} />);
    expect(screen.getByRole("status").textContent).toMatch(`${playerLoading.performer} has switched her camera off`);
    rerender(<StreamPlayer {...playerLoading} src={exampleStreamSrc} media={{ audio: false, video: true }} />);
    expect(screen.getByText("No sound right now")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Unmute" })).toBeNull();
    rerender(<StreamPlayer {...playerLoading} src={exampleStreamSrc} media={{ audio: true, video: true }} />);
    expect(screen.getByRole("button", { name: "Unmute" })).toBeTruthy();
  });
});

import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { createActor, fromPromise } from "xstate";
import { chatSessionMachine, encodeTokenPayload, type LaneMessage, type RoomLeave } from "@camstage/core";
import { renderWithI18n } from "../../ui/testing";
import { ChatEditor, NicknamePrompt } from "./chat-editor";
import { ChatEndPanel, ChatNotStarted } from "./chat-end";
import { ChatLane, LANE_DOM_LIMIT } from "./chat-lane";
import { laneFailed, laneLive, laneSending, laneTips } from "./examples/chat.examples";
import { ChatRoomLane, useChatSession } from "./use-chat-session";

describe("ChatLane (§2.6)", () => {
  it("shows the contact notice first, then the messages with their senders and markup, in a polite log", () => {
    renderWithI18n(<ChatLane {...laneLive} />);
    const lane = screen.getByRole("region", { name: "Chat with Anna" });
    expect(lane.firstElementChild?.textContent).toMatch(/do not share contact details/i);
    const log = screen.getByRole("log", { name: "Chat messages" });
    expect(log.getAttribute("aria-live")).toBe("polite");
    const items = within(log).getAllByRole("listitem");
    expect(items).toHaveLength(5);
    expect(items[0]!.textContent).toBe("AnnaWelcome bob! I am Anna 🙂");
    expect(items[2]!.textContent).toBe("Anna switched to free chat");
    expect(within(items[4]!).getByRole("link", { name: "my schedule" }).getAttribute("href")).toBe("https://camstage.example/anna");
  });

  it("shows what is on its way, and a failed message with a retry", () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithI18n(<ChatLane {...laneSending} />);
    expect(screen.getByText("Sending…")).toBeTruthy();
    rerender(<ChatLane {...laneFailed} onRetry={onRetry} />);
    expect(screen.getByText("Message failed to send")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(onRetry).toHaveBeenCalledWith("c-2");
  });

  it("§3 sets a tip apart: who tipped how much, for which item, its message, and a private marker", () => {
    renderWithI18n(<ChatLane {...laneTips} />);
    const items = within(screen.getByRole("log")).getAllByRole("listitem");
    const line = (start: string) => items.find((item) => item.textContent!.startsWith(start))!;
    expect(line("Sam_77 tipped").textContent).toBe("Sam_77 tipped 150 credits");
    expect(line("Sam_77 tipped").getAttribute("data-kind")).toBe("kiss");
    expect(line("bob tipped 150").textContent).toMatch(/^bob tipped 150 credits for DanceFor the best dance /);
    expect(within(line("bob tipped 150")).getByText("best").tagName).toBe("STRONG");
    expect(line("bob tipped 750").textContent).toBe("bob tipped 750 credits privateJust for you, Anna");
  });

  it("§4 ft-tip: says how the toy vibrated", () => {
    renderWithI18n(<ChatLane {...laneTips} />);
    expect(screen.getByText((_, el) => el?.tagName === "LI" && el.textContent === "lucky_luke made the toy vibrate: hard, 10 s")).toBeTruthy();
  });

  it("renders a tip's sender, item and message as text (ARCHITECTURE §7), tags and all", () => {
    const xss = "<img src=x onerror=alert(1)>";
    renderWithI18n(
      <ChatLane
        {...laneLive}
        messages={[{ id: "x", at: 1, messageType: "room", sender: "<b>mr_x</b>", message: xss, tip: { amount: 2500, kind: "diamond", item: "<i>Dance</i>", isPublic: true } }]}
      />,
    );
    const item = within(screen.getByRole("log")).getByRole("listitem");
    expect(item.textContent).toBe(`<b>mr_x</b> tipped 2,500 credits for <i>Dance</i>${xss}`);
    expect(item.querySelector("img, b, i")).toBeNull();
  });

  it("keeps at most the newest 150 messages in the page (ARCHITECTURE §6)", () => {
    const many: LaneMessage[] = Array.from({ length: 400 }, (_, i) => ({ id: `m${i}`, at: i, messageType: "room", sender: "x", message: `n${i}` }));
    renderWithI18n(<ChatLane {...laneLive} messages={many} />);
    const items = within(screen.getByRole("log")).getAllByRole("listitem");
    expect(items).toHaveLength(LANE_DOM_LIMIT);
    expect(items.at(-1)!.textContent).toBe("xn399");
  });
});

describe("ChatEditor", () => {
  it("sends the typed text with Enter and clears the field; nothing while it cannot send", () => {
    const onSend = vi.fn();
    const { rerender } = renderWithI18n(<ChatEditor canSend onSend={onSend} />);
    const input = screen.getByLabelText("Your message") as HTMLInputElement;
    expect(input.maxLength).toBe(255);
    fireEvent.change(input, { target: { value: "hello :)" } });
    fireEvent.submit(screen.getByRole("form", { name: "Write in the chat" }));
    expect(onSend).toHaveBeenCalledWith("hello :)");
    expect(input.value).toBe("");
    rerender(<ChatEditor canSend={false} onSend={onSend} />);
    fireEvent.change(input, { target: { value: "again" } });
    fireEvent.submit(screen.getByRole("form", { name: "Write in the chat" }));
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it("says that it is reconnecting and that what is written waits", () => {
    renderWithI18n(<ChatEditor canSend isReconnecting onSend={() => {}} />);
    expect(screen.getByRole("status").textContent).toMatch(/Reconnecting/);
  });
});

describe("NicknamePrompt and the end states", () => {
  it("the nickname form names its errors (§5 4–14)", () => {
    const onSubmit = vi.fn();
    renderWithI18n(<NicknamePrompt value="Al" errors={["nickname.tooShort"]} onChange={() => {}} onSubmit={onSubmit} />);
    const input = screen.getByLabelText("Nickname");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(input.getAttribute("aria-describedby")!)?.textContent).toBe("A nickname has at least 4 characters.");
    fireEvent.submit(screen.getByRole("form", { name: "Choose a nickname" }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it.each([
    ["kicked", "You left the chat"],
    ["guest_expired", "Your free chat time is over"],
    ["duplicate_session", "Chat opened elsewhere"],
    ["paused", "Anna is taking a break"],
    ["offline", "Anna is offline"],
    ["default", "The chat has ended"],
  ] as const)("%s has its own text (§4 end reasons, §8)", (end, title) => {
    renderWithI18n(<ChatEndPanel end={end} performer="Anna" onSignUp={() => {}} onRestart={() => {}} />);
    expect(screen.getByRole("heading", { name: title })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Free sign up" }) !== null).toBe(end === "guest_expired");
  });

  it("a chat that did not start says so and offers another try (§8)", () => {
    const onRetry = vi.fn();
    renderWithI18n(<ChatNotStarted onRetry={onRetry} />);
    expect(screen.getByRole("alert").textContent).toMatch(/could not be started/);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe("useChatSession (chat-session flow)", () => {
  it("a message written in the editor reaches the flow with a fresh client id and shows as on its way", async () => {
    const sent: unknown[] = [];
    const actor = createActor(
      chatSessionMachine.provide({
        actors: {
          fetchJoinToken: fromPromise(async () => ({ joinToken: "j" })),
          joinRoom: fromPromise(async () => ({ auth: encodeTokenPayload({ meta: { type: "chat" }, clientId: "me" }), cybertoyActive: false as boolean })),
          sendMessage: fromPromise(async ({ input }) => {
            sent.push(input);
            return new Promise(() => {});
          }),
          leaveRoom: fromPromise<unknown, RoomLeave>(async () => true),
        },
      }),
    ).start();
    actor.send({ type: "chat.start", performerId: 1, performer: "Anna", session: "s", guest: false, dialInSession: false, nickname: null });
    let n = 0;
    function Bound() {
      const chat = useChatSession(actor, { performer: "Anna", ownName: "bob" }, () => `c-${++n}`);
      return (
        <>
          <ChatRoomLane {...chat.laneProps} />
          <ChatEditor {...chat.editorProps} />
        </>
      );
    }
    renderWithI18n(<Bound />);
    const input = await screen.findByLabelText("Your message");
    await vi.waitFor(() => expect((input as HTMLInputElement).disabled).toBe(false), { timeout: 10_000 });
    fireEvent.change(input, { target: { value: "hello" } });
    fireEvent.submit(screen.getByRole("form", { name: "Write in the chat" }));
    expect(await screen.findByText("Sending…")).toBeTruthy();
    await vi.waitFor(() => expect(sent).toEqual([{ auth: expect.any(String), text: "hello", clientMessageId: "c-1" }]), { timeout: 10_000 });
  });
});

import { describe, expect, it } from "vitest";
import { chatApi } from "./chat-endpoints";
import { createPlatformClient, type FetchInit } from "./client";
import { decodeRequest } from "./request-decoding";
import { SIMULATOR_BASES } from "./bases";
import { createLogger } from "./logger";
import { PlatformEncodeError } from "./platform-error";

const quiet = createLogger("ERROR", { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} });

function client() {
  const calls: { url: string; init: FetchInit }[] = [];
  const platform = createPlatformClient({
    bases: SIMULATOR_BASES,
    lang: "nl",
    apiKey: "key",
    noNude: false,
    getToken: () => "member-token",
    fetch: async (url, init) => {
      calls.push({ url, init });
      return { status: 200, text: async () => (url.includes("/chat/join") ? JSON.stringify({ joinToken: "j" }) : "true") };
    },
    logger: quiet,
  });
  return { platform, calls };
}

describe("§7 chat calls", () => {
  it("the join token comes from the member API; the room's calls go to the chat API", async () => {
    const { platform, calls } = client();
    await expect(platform.call(chatApi.joinToken, { body: { performer: 7, session: "s" } })).resolves.toEqual({ joinToken: "j" });
    await platform.call(chatApi.action, { body: { action: "message", auth: "a", message: "hi", clientMessageId: "c-1" } });
    await platform.call(chatApi.leave, { body: { auth: "a", reason: "page-close" } });
    expect(calls.map((c) => [c.init.method, new URL(c.url, "http://site.test").pathname])).toEqual([
      ["POST", `${new URL(SIMULATOR_BASES.member, "http://site.test").pathname.replace(/\/$/, "")}/chat/join`],
      ["POST", `${new URL(SIMULATOR_BASES.chat, "http://site.test").pathname.replace(/\/$/, "")}/chat/action`],
      ["PUT", `${new URL(SIMULATOR_BASES.chat, "http://site.test").pathname.replace(/\/$/, "")}/chat/leave`],
    ]);
    expect(JSON.parse(calls[1]!.init.body!)).toEqual({ action: "message", auth: "a", message: "hi", clientMessageId: "c-1" });
  });

  it("refuses a malformed action before sending it, and the platform side decodes the same schema", async () => {
    const { platform, calls } = client();
    await expect(platform.call(chatApi.action, { body: { action: "dance", auth: "a" } as never })).rejects.toBeInstanceOf(PlatformEncodeError);
    expect(calls).toEqual([]);
    const decoded = decodeRequest(chatApi.action, { body: { action: "tip", auth: "a", tip: { username: "bob", amount: 150, message: "", flag: "kiss" }, idempotencyKey: "k" } });
    expect(decoded._tag).toBe("Success");
  });
});

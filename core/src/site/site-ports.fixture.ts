import { IVR, NUMBERS } from "../dial-in/dial-in.fixture";
import type { MemberBasicInfo } from "../domain/member.schema";
import { encodeTokenPayload } from "../domain/token";
import type { PlatformClient } from "../platform/client";
import type { ChatSocketPort } from "../realtime/chat-socket.port";
import type { AnyEndpoint } from "../platform/endpoints";
import { PlatformHttpError } from "../platform/platform-error";
import { WALLET } from "../wallet/wallet.fixture";
import type { SitePorts } from "./site-ports";

/** A signed-looking login token for member 42 (the fake platform's member). */
export const MEMBER_TOKEN = `${encodeTokenPayload({ id: 42 }).slice(0, -1)}.c2lnbmF0dXJl`;
export const MEMBER: MemberBasicInfo = {
  email: "ann@example.com",
  username: "ann",
  isVerified: false,
  credits: 1200,
  favourites: [{ performerId: 7 }, { performerId: 9 }] as MemberBasicInfo["favourites"],
  showChangeUsername: false,
} as MemberBasicInfo;

/** Lets the fake platform answer and lazy flows load (their promises settle on the real event loop). */
export const settleSystem = async (system: { settled(): Promise<void> }) => {
  for (let i = 0; i < 5; i++) {
    await system.settled();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
};

/** The fake platform's answers by method and path; a call it does not know is refused with a labelled 400. */
const ANSWERS: Readonly<Record<string, () => unknown>> = {
  "POST /login": () => ({ token: MEMBER_TOKEN }),
  "POST /member": () => ({}),
  "GET /basic-info": () => MEMBER,
  "POST /activate": () => ({ token: MEMBER_TOKEN }),
  "GET /wallet": () => WALLET,
  "GET /payment/ivr": () => IVR,
  "GET /payment/dial-in": () => NUMBERS,
  "POST /payment/dial-in": () => true,
  "POST /favourite": () => true,
  "POST /chat/join": () => ({ joinToken: "join-1" }),
  "POST /chat/action": () => ({}),
};

/**
 * A chat socket that answers every join with what `joinAnswer` says at that moment (a catch-up of the room's messages,
 * its mode): what a test needs to drive the room's flows; the room's events it feeds through the session's input.
 */
export const fakeChatSocket = (joinAnswer: () => unknown): ChatSocketPort => ({
  on: () => undefined,
  off: () => undefined,
  timeout: () => ({ emitWithAck: async () => ({ ok: true, answer: joinAnswer() }) }),
  connected: true,
  connect: () => undefined,
  disconnect: () => undefined,
});

export interface FakePorts extends SitePorts {
  /** Every port call, in order (`platform /login`, `setToken …`, `track …`). */
  readonly calls: string[];
  readonly storage: Map<string, string>;
  readonly cookieJar: Map<string, string>;
}

/** Ports for tests and replays: an answering platform (or one that must not be called), storage in memory. */
export const fakeSitePorts = (options: { readonly platformCalls?: "answer" | "forbidden"; readonly chatSocket?: () => ChatSocketPort } = {}): FakePorts => {
  const calls: string[] = [];
  const storage = new Map<string, string>();
  const cookieJar = new Map<string, string>();
  const platform = {
    call: async (endpoint: AnyEndpoint) => {
      const path = `${endpoint.method} ${endpoint.path}`;
      calls.push(`platform ${path}`);
      if (options.platformCalls === "forbidden") throw new Error(`platform called during a replay: ${path}`);
      const answer = ANSWERS[path];
      if (answer === undefined) throw new PlatformHttpError({ method: endpoint.method, path: endpoint.path }, 400, "badRequest.fake", { label: "badRequest.fake" });
      return answer() as never;
    },
    url: (endpoint: AnyEndpoint) => endpoint.path,
  } as unknown as PlatformClient;
  const record = (line: string) => void calls.push(line);
  return {
    calls,
    storage,
    cookieJar,
    chatSocket: () => {
      record("chatSocket");
      return options.chatSocket ? Promise.resolve(options.chatSocket()) : Promise.reject(new Error("the fake ports open no chat socket"));
    },
    camera: {
      start: async () => record("camera.start"),
      stop: () => record("camera.stop"),
    },
    beacon: (url) => record(`beacon ${url}`),
    platform,
    cookies: { get: (name) => cookieJar.get(name), set: (name, value) => void cookieJar.set(name, value) },
    sessionStorage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
    localStorage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
    auth: { setToken: (token) => record(`setToken ${token}`), persist: (token) => record(`persistAuth ${token}`), current: () => null },
    loadMessages: async (locale) => record(`loadMessages ${locale}`),
    autocomplete: async (username) => {
      record(`autocomplete ${username}`);
      return { items: [] } as never;
    },
    navigation: {
      goHome: () => record("goHome"),
      clearQueryKeys: (keys) => record(`clearQueryKeys ${keys.join(",")}`),
      assign: (href) => record(`assign ${href}`),
    },
    pageLoader: (on) => record(`pageLoader ${on}`),
    refetchPromos: () => record("refetchPromos"),
    track: (event) => record(`track ${String(event.event)}`),
    payWindow: { open: () => record("payWindow.open"), navigate: (url) => record(`payWindow.navigate ${url}`), close: () => record("payWindow.close") },
    visitor: { fingerprint: "fp-1", affiliateCode: "", pathname: "/", search: () => "", isMobile: () => false, host: "site.test", userAgent: "test", referrer: "" },
    log: (message) => record(`log ${message}`),
  };
};

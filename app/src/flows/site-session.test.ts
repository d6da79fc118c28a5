import { describe, expect, it, vi } from "vitest";
import { setupI18n } from "@lingui/core";
import { QueryClient } from "@tanstack/react-query";
import { AGE_VERIFIED_COOKIE, LOCALE_COOKIE, connectLanguage, connectSession, memberApi, type AnyEndpoint, type PlatformClient } from "@camstage/core";
import { createSessionStore } from "../platform/session";
import { AUTH_COOKIE } from "../platform/auth-cookie";
import { createBrowserPorts } from "../platform/site-ports";
import { createSiteSession } from "./site-session";

const cookieJar = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  return { values, get: (name: string) => values.get(name), set: vi.fn((name: string, value: string) => void values.set(name, value)) };
};

/** A platform whose answers are given per endpoint; unanswered calls fail like a server error. */
const fakePlatform = (answers: Map<AnyEndpoint, (input: unknown) => unknown>) => {
  const calls: { endpoint: AnyEndpoint; input: unknown }[] = [];
  const platform = {
    call: async (endpoint: AnyEndpoint, input?: unknown) => {
      calls.push({ endpoint, input });
      const answer = answers.get(endpoint);
      if (!answer) throw new Error("no answer");
      return answer(input);
    },
    url: () => "",
  } as unknown as PlatformClient;
  return { platform, calls };
};

// A login token whose payload names member 7 (§3 the member id is read from the token).
const TOKEN = `h.${btoa(JSON.stringify({ id: 7 }))}.s`;
const MEMBER = { email: "anna@example.com", username: "anna", isVerified: true, credits: 120, favourites: [{ performerId: 3 }], showChangeUsername: false };

const session = (cookies: ReturnType<typeof cookieJar>, pathname = "/en", answers = new Map<AnyEndpoint, (input: unknown) => unknown>()) => {
  const store = createSessionStore({ locale: "en", noNude: false, token: undefined });
  const { platform, calls } = fakePlatform(answers);
  const navigate = vi.fn();
  const storage = new Map<string, string>();
  const ports = createBrowserPorts({
    platform,
    chatSocket: () => Promise.reject(new Error("no chat in these tests")),
    camera: { start: () => Promise.reject(new Error("no camera in these tests")), stop: () => {} },
    beacon: () => {},
    store,
    cookies,
    sessionStorage: { getItem: (key) => storage.get(key) ?? null, setItem: (key, value) => void storage.set(key, value), removeItem: (key) => void storage.delete(key) },
    localStorage: { getItem: () => null, setItem: () => {}, removeItem: () => {} },
    i18n: setupI18n(),
    queryClient: new QueryClient(),
    autocomplete: async () => ({ items: [] }),
    router: () => ({ state: { location: { pathname, searchStr: "" } }, navigate }),
    pageLoader: () => undefined,
    dataLayer: () => ({ push: () => undefined }),
    defaultAffiliateCode: () => undefined,
    payWindow: { open: vi.fn(), navigate: vi.fn(), close: vi.fn() },
    location: { pathname, search: "", assign: vi.fn(), host: "site.test" },
    userAgent: "test",
    referrer: "",
    fingerprint: "fp-1",
    isMobile: () => false,
    log: () => undefined,
  });
  const site = createSiteSession(ports);
  return Object.assign(site, { store, calls, navigate });
};

const stateOf = (site: ReturnType<typeof session>, flow: "ageGate" | "nudeFilter") => site.system.snapshot(flow).value;

const isMember = (site: ReturnType<typeof session>) => connectSession(site.system.snapshot("session"), () => {}).isMember;

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("site session", () => {
  it("does not remember a language the visitor did not choose (§4 switching sets the cookie)", async () => {
    const cookies = cookieJar();
    session(cookies, "/en/profile/Anna");
    await settle();
    expect(cookies.values.has(LOCALE_COOKIE)).toBe(false);
  });

  it("remembers a chosen language and announces the matching prefixed path", async () => {
    const cookies = cookieJar();
    const site = session(cookies, "/en/cookies");
    await settle();
    const changed = vi.fn();
    site.system.on("language", "language.changed", changed);
    // The visitor's switch, as the language menu makes it (through the flow's connect).
    connectLanguage(site.system.snapshot("language"), (event) => site.send("language", event)).switchTo("nl", "/en/cookies", "?p=abc1");
    await vi.waitFor(() => expect(changed).toHaveBeenCalled(), { timeout: 10_000 });
    expect(cookies.values.get(LOCALE_COOKIE)).toBe("nl");
    expect(changed.mock.calls[0]?.[0]).toMatchObject({ locale: "nl", path: "/nl/cookies?p=abc1" });
  });

  it("opens the age gate and the nude filter for splash6=true, and keeps age verification in a cookie", () => {
    const cookies = cookieJar();
    const site = session(cookies);
    expect(site.applySearch({})).toBe(false);
    expect(stateOf(site, "ageGate")).toBe("hidden");
    expect(site.applySearch({ splash6: "true" })).toBe(true);
    expect(stateOf(site, "ageGate")).toBe("open");
    site.send("ageGate", { type: "ageGate.agree" });
    expect(cookies.values.get(AGE_VERIFIED_COOKIE)).toBe("true");
    expect(stateOf(site, "ageGate")).toBe("verified");
  });

  it("never opens the age gate for a visitor already verified", () => {
    const site = session(cookieJar({ [AGE_VERIFIED_COOKIE]: "true" }));
    site.applySearch({ splash6: "true" });
    expect(stateOf(site, "ageGate")).toBe("verified");
  });

  it("logs every event it delivers (ARCHITECTURE §3)", async () => {
    const site = session(cookieJar());
    site.applySearch({ splash6: "true" });
    const flows = JSON.parse(await site.exportLog()).entries.map((entry: { flow: string; event: { type: string } }) => `${entry.flow}:${entry.event.type}`);
    expect(flows).toEqual(["nudeFilter:nudeFilter.apply", "ageGate:ageGate.check"]);
  });

  it("a restored auth cookie sets the token on every client and loads the member (§4, §9)", async () => {
    const cookies = cookieJar();
    const site = session(cookies, "/en", new Map([[memberApi.basicInfo as AnyEndpoint, () => MEMBER]]));
    site.send("session", { type: "session.restore", token: TOKEN, username: "anna" });
    expect(site.store.get().token).toBe(TOKEN);
    await vi.waitFor(() => expect(isMember(site)).toBe(true), { timeout: 10_000 });
    expect(JSON.parse(cookies.values.get(AUTH_COOKIE) ?? "null")).toEqual({ token: TOKEN, username: "anna" });
    expect(site.system.snapshot("favourites").context.performerIds).toEqual([3]);
    // The balance has one owner: the credits flow heard the loaded member.
    expect(site.system.snapshot("credits").context.balance).toBe(120);
  });

  it("a login posts the credentials, and a logout clears the token and the cookie and goes home (§4)", async () => {
    const cookies = cookieJar();
    const site = session(cookies, "/en", new Map<AnyEndpoint, (input: unknown) => unknown>([
      [memberApi.login, () => ({ token: TOKEN })],
      [memberApi.basicInfo, () => MEMBER],
    ]));
    site.send("session", { type: "session.login", username: "anna@example.com", password: "secret1" });
    await vi.waitFor(() => expect(isMember(site)).toBe(true), { timeout: 10_000 });
    expect(site.calls[0]).toMatchObject({ endpoint: memberApi.login, input: { body: { username: "anna@example.com", password: "secret1" } } });
    site.send("session", { type: "session.logout" });
    expect(site.store.get().token).toBeUndefined();
    expect(cookies.values.get(AUTH_COOKIE)).toBe("");
    expect(site.navigate).toHaveBeenCalledExactlyOnceWith({ href: "/en", replace: true });
  });

  it("opens the no-credits modal for a failed payment of action interval or pre-paid, not for others (§4)", async () => {
    const site = session(cookieJar());
    const modal = () => site.system.snapshot("modalHost").context.modal;
    site.system.input({ type: "socket.member.failedPayment", action: "bundle" });
    await settle();
    expect(modal()).toBeNull();
    site.system.input({ type: "socket.member.failedPayment", action: "interval" });
    await settle();
    expect(modal()).toBe("noCredits");
  });
});

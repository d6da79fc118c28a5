import { describe, expect, it, vi } from "vitest";
import { setupI18n } from "@lingui/core";
import { AGE_VERIFIED_COOKIE, LOCALE_COOKIE, createSiteSession } from "./site-session";

const cookieJar = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  return { values, get: (name: string) => values.get(name), set: vi.fn((name: string, value: string) => void values.set(name, value)) };
};

const session = (cookies: ReturnType<typeof cookieJar>, pathname = "/en") =>
  createSiteSession({ cookies, pathname, i18n: setupI18n(), log: () => {}, autocomplete: async () => ({ items: [] }) });

const stateOf = (site: ReturnType<typeof session>, flow: string) => (site.system.snapshot(flow) as { value?: unknown }).value;

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
    site.system.actor("language").on("language.changed", changed);
    site.switchLanguage("nl", "/en/cookies", "?p=abc1");
    await vi.waitFor(() => expect(changed).toHaveBeenCalled());
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

  it("logs every event it delivers (DESIGN §3)", () => {
    const site = session(cookieJar());
    site.applySearch({ splash6: "true" });
    const flows = JSON.parse(site.log.export()).entries.map((entry: { flow: string; event: { type: string } }) => `${entry.flow}:${entry.event.type}`);
    expect(flows).toEqual(["nudeFilter:nudeFilter.apply", "ageGate:ageGate.check"]);
  });
});

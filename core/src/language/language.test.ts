import { Schema } from "effect";
import { describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { controllable, settle } from "../testing/machine-model";
import { connectLanguage } from "./language.connect";
import { splitLocale } from "../routing/locale";
import { enabledLocales, fallbackLocale, htmlLangOf, inLocale, isEnabledLocale, localeTagOf, localizedPath, resolveLocale, siteLanguages } from "./language.locale";
import { languageMachine } from "./language.machine";
import { LanguageEvent, type LanguageEmitted, type Locale } from "./language.schema";

function start(pathname = "/", cookie: string | null = null) {
  const loader = controllable<unknown, { locale: Locale }>();
  const persistLocale = vi.fn();
  const logError = vi.fn();
  const machine = languageMachine.provide({
    actors: { loadMessages: loader.logic },
    actions: { persistLocale: (_, params) => persistLocale(params.locale), logError: (_, params) => logError(params.error) },
  });
  const actor = createActor(machine, { input: { pathname, cookie } });
  const changes: LanguageEmitted[] = [];
  actor.on("language.changed", (e) => changes.push(e));
  actor.start();
  return { actor, loader, persistLocale, logError, changes, view: () => connectLanguage(actor.getSnapshot(), actor.send) };
}

describe("the languages a site is in (issue 28)", () => {
  const configured = (...keys: string[]) => keys.map((key) => ({ key, name: `${key}!` }));

  it("nl and en always, and each routable language the configuration lists, in one order", () => {
    expect(enabledLocales([])).toEqual(["nl", "en"]);
    expect(enabledLocales(configured("nl", "en"))).toEqual(["nl", "en"]);
    expect(enabledLocales(configured("de", "nl", "xx", "be"))).toEqual(["nl", "en", "de", "be"]);
    expect(isEnabledLocale(configured("de"), "de")).toBe(true);
    expect(isEnabledLocale(configured("nl", "en"), "de")).toBe(false);
    expect(isEnabledLocale([], "en")).toBe(true);
  });

  it("the menus name a language as the configuration does (nl and en in their own words when it lists them not)", () => {
    expect(siteLanguages(configured("de"))).toEqual([
      { key: "nl", name: "Nederlands" },
      { key: "en", name: "English" },
      { key: "de", name: "de!" },
    ]);
    expect(siteLanguages([{ key: "ru", name: "Русский" }])).toEqual([
      { key: "nl", name: "Nederlands" },
      { key: "en", name: "English" },
      { key: "ru", name: "Русский" },
    ]);
  });

  it("a text missing in a language is taken from its fallback (Dutch for Belgian Dutch, else English), else Dutch", () => {
    expect(fallbackLocale("be")).toBe("nl");
    expect(fallbackLocale("de")).toBe("en");
    expect(fallbackLocale("nl")).toBe("nl");
    expect(inLocale({ nl: "NL", en: "EN", de: "DE" }, "de")).toBe("DE");
    expect(inLocale({ nl: "NL", en: "EN" }, "de")).toBe("EN");
    expect(inLocale({ nl: "NL", en: "EN" }, "be")).toBe("NL");
    expect(inLocale({ nl: "NL" }, "ru")).toBe("NL");
    expect(inLocale({}, "ru")).toBeUndefined();
  });

  it("Belgian Dutch is nl-BE to a browser and a search engine (be is Belarusian)", () => {
    expect(htmlLangOf("be")).toBe("nl-BE");
    expect(htmlLangOf("de")).toBe("de");
    expect(localeTagOf("be")).toBe("nl-BE");
    expect(localeTagOf("de")).toBe("de-DE");
    expect(localeTagOf("pt-BR")).toBe("pt-BR");
  });
});

describe("locale resolution (§4)", () => {
  it("takes the route prefix, then the cookie, then Dutch", () => {
    expect(resolveLocale("/en/profile/anna", "nl")).toBe("en");
    expect(resolveLocale("/nl", "en")).toBe("nl");
    expect(resolveLocale("/profile/anna", "en")).toBe("en");
    expect(resolveLocale("/profile/anna", "fr")).toBe("fr");
    expect(resolveLocale("/de/profile/anna", "en")).toBe("de");
    expect(resolveLocale("/profile/anna", "pl")).toBe("nl");
    expect(resolveLocale("/", undefined)).toBe("nl");
  });

  it("does not take a category that merely starts like a locale", () => {
    expect(resolveLocale("/enchanting", null)).toBe("nl");
    expect(resolveLocale("/en", null)).toBe("en");
  });

  it("moves a page under the other prefix", () => {
    expect(localizedPath("/", "en")).toBe("/en");
    expect(localizedPath("/en", "nl")).toBe("/nl");
    expect(localizedPath("/en/profile/anna", "nl")).toBe("/nl/profile/anna");
    expect(localizedPath("/blonde", "en")).toBe("/en/blonde");
    expect(splitLocale(localizedPath("/nl/blonde", "en")).rest).toBe("/blonde");
  });
});

describe("language machine", () => {
  it("loads the starting locale's messages without moving", async () => {
    const { view, loader, changes, persistLocale } = start("/en/blonde");
    expect(view()).toMatchObject({ locale: "en", isLoading: true, loadingLocale: "en" });
    expect(loader.calls).toEqual([{ locale: "en" }]);
    loader.resolve({});
    await settle();
    expect(view()).toMatchObject({ locale: "en", isLoading: false, redirectTo: null, localeTag: "en-US" });
    expect(changes).toEqual([{ type: "language.changed", locale: "en", path: null }]);
    // §4 only a switch sets the cookie: the starting locale is not a choice.
    expect(persistLocale).not.toHaveBeenCalled();
  });

  it("switching loads messages, sets the cookie and emits the prefixed path (§4)", async () => {
    const { view, loader, changes, persistLocale } = start("/", null);
    loader.resolve({});
    await settle();
    view().switchTo("en", "/blonde", "?p=abc");
    expect(view()).toMatchObject({ locale: "nl", isLoading: true, loadingLocale: "en" });
    loader.resolve({});
    await settle();
    expect(view()).toMatchObject({ locale: "en", redirectTo: "/en/blonde?p=abc" });
    expect(changes.at(-1)).toEqual({ type: "language.changed", locale: "en", path: "/en/blonde?p=abc" });
    expect(persistLocale).toHaveBeenLastCalledWith("en");
  });

  it("a failed load is logged and the previous locale stays (§8)", async () => {
    const { view, loader, logError, persistLocale, changes } = start("/nl");
    loader.resolve({});
    await settle();
    view().switchTo("en", "/nl");
    loader.reject(new Error("404 en.js"));
    await settle();
    expect(view()).toMatchObject({ locale: "nl", isFailed: true, loadingLocale: null });
    expect(logError).toHaveBeenCalledWith(new Error("404 en.js"));
    expect(persistLocale).not.toHaveBeenCalled();
    expect(changes).toHaveLength(1);
  });

  it("switching to the current locale does nothing", async () => {
    const { view, loader } = start("/en");
    loader.resolve({});
    await settle();
    view().switchTo("en", "/en");
    expect(view().isLoading).toBe(false);
    expect(loader.calls).toHaveLength(1);
  });

  it("a newer switch cancels the load in progress", async () => {
    const { view, loader, changes } = start("/");
    loader.resolve({});
    await settle();
    view().switchTo("en", "/");
    view().switchTo("nl", "/");
    expect(loader.calls.map((c) => c.locale)).toEqual(["nl", "en", "nl"]);
    loader.resolve({});
    await settle();
    expect(view().locale).toBe("nl");
    expect(changes.at(-1)).toEqual({ type: "language.changed", locale: "nl", path: "/nl" });
  });
});

describe("loading progress (§4)", () => {
  it("counts requests in flight and finishes when all are done", () => {
    const { view } = start();
    view().requestStarted("a");
    view().requestStarted("b");
    expect(view().progress).toEqual({ active: true, failed: false, inFlight: 2 });
    view().requestEnded("a", "ok");
    expect(view().progress.active).toBe(true);
    view().requestEnded("b", "ok");
    expect(view().progress).toEqual({ active: false, failed: false, inFlight: 0 });
  });

  it("fails on an error but not on a cancelled request", () => {
    const { view } = start();
    view().requestStarted("a");
    view().requestEnded("a", "cancelled");
    expect(view().progress).toEqual({ active: false, failed: false, inFlight: 0 });
    view().requestStarted("b");
    view().requestStarted("c");
    view().requestEnded("b", "error");
    expect(view().progress).toEqual({ active: false, failed: true, inFlight: 1 });
    view().requestEnded("c", "ok");
    expect(view().progress.inFlight).toBe(0);
    view().requestStarted("d");
    expect(view().progress).toMatchObject({ active: true, failed: false });
  });

  // Regression (property counterexample): a switch inside the parallel machine once reset the progress region.
  it("a language switch leaves the requests in flight alone", () => {
    const { view } = start("/");
    view().switchTo("en", "/");
    view().requestStarted("a");
    view().switchTo("nl", "/");
    expect(view().progress).toEqual({ active: true, failed: false, inFlight: 1 });
  });

  it("ignores ends of unknown requests", () => {
    const { view } = start();
    view().requestStarted("a");
    view().requestEnded("zzz", "error");
    expect(view().progress).toEqual({ active: true, failed: false, inFlight: 1 });
  });

  it("decodes its events", () => {
    const decode = Schema.decodeUnknownResult(LanguageEvent);
    expect(decode({ type: "language.switch", locale: "en", pathname: "/" })._tag).toBe("Success");
    expect(decode({ type: "language.switch", locale: "pl", pathname: "/" })._tag).toBe("Failure");
    expect(decode({ type: "language.request.end", id: "a", outcome: "aborted" })._tag).toBe("Failure");
  });
});

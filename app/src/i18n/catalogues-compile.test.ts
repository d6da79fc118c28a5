import { describe, expect, it } from "vitest";
import { setupI18n, type Messages } from "@lingui/core";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { ROUTED_LOCALES } from "@camstage/core";

// Issue 28: each of the nine catalogues compiles (as the build compiles it, through Lingui's Vite plugin) and says
// its messages in its language, plurals by the language's rules (`be` by Belgian Dutch's).
const catalogues = import.meta.glob<{ messages: Messages }>("../locales/*.po");
const pluralLocale = (locale: string) => (locale === "be" ? "nl-BE" : locale);
const minutes = "{count, plural, one {# minute} other {# minutes}}";

const load = async (locale: string) => {
  const loader = catalogues[`../locales/${locale}.po`];
  if (!loader) throw new Error(`no catalogue for ${locale}`);
  const i18n = setupI18n();
  i18n.load(locale, (await loader()).messages);
  i18n.activate(locale, [pluralLocale(locale)]);
  return (message: string, values?: Record<string, unknown>) => i18n._(generateMessageId(message), values);
};

describe("the nine catalogues, compiled (issue 28)", () => {
  it.each(ROUTED_LOCALES)("%s compiles and says its messages in its language", async (locale) => {
    const say = await load(locale);
    const buy = say("Buy credits");
    if (locale === "en") expect(buy).toBe("Buy credits");
    else expect(buy).not.toBe("Buy credits");
    expect(say("{performer} is offline", { performer: "Anna" })).toContain("Anna");
    for (const count of [1, 2, 5, 21]) expect(say(minutes, { count })).toContain(String(count));
  });

  it("chooses the plural forms of each language", async () => {
    const ru = await load("ru");
    expect([1, 2, 5, 21].map((count) => ru(minutes, { count }))).toEqual(["1 минута", "2 минуты", "5 минут", "21 минута"]);
    const be = await load("be");
    expect([1, 21].map((count) => be(minutes, { count }))).toEqual(["1 minuut", "21 minuten"]);
  });
});

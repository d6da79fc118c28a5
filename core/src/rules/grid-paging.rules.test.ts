import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PerformerListItem } from "../domain/performer.schema";
import { appendUnique, hasMorePages } from "./grid-paging.rules";

const performer = (username: string): PerformerListItem => ({
  user: username.length, username, rating: 4, onlineStatus: 1, url: `/profile/${username}`, snapshot: "", nonude: "", age: 25, city: "", languages: [], cybertoy: 0, firstCamSession: 0,
});

// The grid pages with TanStack Query's infinite query (the app); these are the §9 rules it pages by.
describe("grid paging (§9)", () => {
  it("another page exists when the last one was full (60)", () => {
    expect(hasMorePages(60)).toBe(true);
    expect(hasMorePages(59)).toBe(false);
    expect(hasMorePages(3, 3)).toBe(true);
  });

  it("keeps performers unique by username, in the order first seen", () => {
    expect(appendUnique([performer("a")], [performer("a"), performer("b"), performer("b")]).map((p) => p.username)).toEqual(["a", "b"]);
  });

  it("whatever the pages, every performer shows once and none is lost", () => {
    const names = fc.array(fc.constantFrom("a", "b", "c", "d", "e", "f"), { maxLength: 8 });
    fc.assert(
      fc.property(fc.array(names, { maxLength: 6 }), (pages) => {
        const shown = pages.reduce<PerformerListItem[]>((all, page) => appendUnique(all, page.map(performer)), []).map((p) => p.username);
        expect(new Set(shown).size).toBe(shown.length);
        expect(new Set(shown)).toEqual(new Set(pages.flat()));
      }),
    );
  });
});

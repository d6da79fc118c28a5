import { describe, expect, it } from "vitest";
import { gridStateOf, parseSearch, stringifySearch, validateGridSearch, validateSiteSearch } from "./search";

describe("search params", () => {
  it("keeps values as strings, so core's rules see what was in the URL", () => {
    expect(parseSearch("?p=123&splash6=true&age=18-24,24-30")).toEqual({ p: "123", splash6: "true", age: "18-24,24-30" });
    expect(stringifySearch({ p: "123", empty: "", gone: undefined })).toBe("?p=123");
  });

  it("validates the base query with core's rules (§5 invalid values are dropped)", () => {
    expect(validateSiteSearch(parseSearch("?p=abc123&pi=sub-1&click_id=x.y&offer_id=9&splash6=true"))).toMatchObject({
      p: "abc123",
      pi: "sub-1",
      click_id: "x.y",
      offer_id: "9",
      splash6: "true",
    });
    const bad = validateSiteSearch(parseSearch("?p=no%20spaces&pi=" + "x".repeat(65) + "&splash6=yes"));
    expect(bad).toMatchObject({ p: undefined, pi: undefined, splash6: undefined });
  });

  it("parses the §2.1 query actions and ignores unknown ones", () => {
    expect(validateSiteSearch({ action: "register" }).action).toBe("register");
    expect(validateSiteSearch({ action: "login", token: "t" })).toMatchObject({ action: "login", token: "t" });
    expect(validateSiteSearch({ action: "explode" }).action).toBeUndefined();
  });

  it("keeps only catalogue filters and a known models tab on grid pages", () => {
    const search = validateGridSearch({ age: "18-24,99-100", hairColor: "", language: "nl", tab: "new", bogus: "1" });
    expect(search).toMatchObject({ age: "18-24", hairColor: undefined, language: "nl", tab: "new" });
    expect(gridStateOf({ ...search })).toEqual({ selection: { age: ["18-24"], language: ["nl"] }, tab: "new", text: undefined, page: 1 });
    expect(validateGridSearch({ tab: "free" }).tab).toBeUndefined();
  });

  it("keeps the searched text of a grid page trimmed and at most 32 characters; a blank one leaves the URL", () => {
    expect(validateGridSearch({ q: "  anna " }).q).toBe("anna");
    expect(validateGridSearch({ q: "   " }).q).toBeUndefined();
    expect(validateGridSearch({ q: "y".repeat(50) }).q).toBe("y".repeat(32));
    expect(gridStateOf(validateGridSearch({ q: "anna", tab: "toy" }))).toMatchObject({ text: "anna", tab: "toy" });
  });

  it("keeps a later grid page (issue 26: paging without JavaScript); the first, or anything else, leaves the URL", () => {
    expect(validateGridSearch({ page: "3" }).page).toBe("3");
    expect(gridStateOf(validateGridSearch({ page: "3" })).page).toBe(3);
    for (const page of ["1", "0", "-2", "2.5", "x", "01", "1001", "99999"]) expect(validateGridSearch({ page }).page, page).toBeUndefined();
    expect(gridStateOf({}).page).toBe(1);
  });
});

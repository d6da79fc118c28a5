import { describe, expect, it } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { restore } from "./hydrate-page";
import { serverStateJson } from "./platform/server-state";

describe("the server's answers in the browser's cache (issue 26)", () => {
  it("travel as JSON that cannot close its script element, and come back with their keys and times; code stays behind", async () => {
    const server = new QueryClient();
    server.setQueryData(["profile", "en", false, "Anna"], { username: "Anna", description: "</script><!-- hi" }, { updatedAt: 1_000 });
    server.setQueryData(["performers", "find"], { pages: [{ items: [], total: 0 }], pageParams: [0] }, { updatedAt: 2_000 });
    await server.prefetchQuery({ queryKey: ["legal-texts", "en"], queryFn: async () => ({ legalTexts: () => "code" }), meta: { dehydrate: false } });
    await server.prefetchQuery({ queryKey: ["failed"], queryFn: async () => Promise.reject(new Error("down")), retry: false });
    const json = serverStateJson(server);
    expect(json).not.toContain("</script>");
    expect(json).not.toContain("<!--");

    const browser = new QueryClient();
    restore(browser, json);
    expect(browser.getQueryData(["profile", "en", false, "Anna"])).toEqual({ username: "Anna", description: "</script><!-- hi" });
    expect(browser.getQueryState(["profile", "en", false, "Anna"])?.dataUpdatedAt).toBe(1_000);
    expect(browser.getQueryData(["performers", "find"])).toEqual({ pages: [{ items: [], total: 0 }], pageParams: [0] });
    expect(browser.getQueryData(["legal-texts", "en"])).toBeUndefined();
    expect(browser.getQueryState(["failed"])).toBeUndefined();
  });
});

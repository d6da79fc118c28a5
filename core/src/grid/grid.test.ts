import { Schema } from "effect";
import { describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { controllable, settle } from "../testing/machine-model";
import type { PerformerFindResult, PerformerListItem } from "../domain/performer.schema";
import type { FindQuery } from "../platform/endpoints";
import { connectGrid } from "./grid.connect";
import { gridMachine, type GridOperation } from "./grid.machine";
import { appendUnique, hasMorePages, pageAfter, refreshPagination, sameQuery } from "./grid.paging";
import { GridEvent } from "./grid.schema";

const performer = (username: string): PerformerListItem => ({
  user: username.length, username, rating: 4, onlineStatus: 1, url: `/profile/${username}`, snapshot: "", nonude: "", age: 25, city: "", languages: [], cybertoy: 0, firstCamSession: 0,
});
const page = (...names: string[]): PerformerFindResult => ({ items: names.map(performer), total: 100 });
const query = { select: { gender: ["female"] }, ordering: "default" as const };

function start(limit = 3) {
  const api = controllable<PerformerFindResult, { query: FindQuery; operation: GridOperation }>();
  const logError = vi.fn();
  const actor = createActor(gridMachine.provide({ actors: { fetchPage: api.logic }, actions: { logError: (_, p) => logError(p.error) } }), { input: { query, limit } }).start();
  return { api, logError, view: () => connectGrid(actor.getSnapshot(), actor.send) };
}
const answer = async (api: ReturnType<typeof start>["api"], result: PerformerFindResult) => {
  api.resolve(result);
  await settle();
};

describe("grid paging (§9)", () => {
  it("pages of 60, more when the last page was full, refresh fetches pages × limit", () => {
    expect(pageAfter(0)).toEqual({ limit: 60, offset: 0 });
    expect(pageAfter(2)).toEqual({ limit: 60, offset: 120 });
    expect(hasMorePages(60)).toBe(true);
    expect(hasMorePages(59)).toBe(false);
    expect(refreshPagination(3)).toEqual({ limit: 180, offset: 0 });
    expect(refreshPagination(0)).toEqual({ limit: 60, offset: 0 });
  });

  it("keeps performers unique by username", () => {
    expect(appendUnique([performer("a")], [performer("a"), performer("b"), performer("b")]).map((p) => p.username)).toEqual(["a", "b"]);
  });

  it("compares queries by value", () => {
    expect(sameQuery({ select: { gender: ["female"] }, locale: undefined }, { select: { gender: ["female"] } })).toBe(true);
    expect(sameQuery({ select: { gender: ["female"] } }, { select: { gender: ["female"] }, locale: "en" })).toBe(false);
  });
});

describe("grid machine", () => {
  it("loads the first page, then more while the pages are full", async () => {
    const { api, view } = start(3);
    expect(view()).toMatchObject({ status: "loading", isLoading: true, items: [] });
    expect(api.calls[0]).toEqual({ operation: "first", query: { ...query, pagination: { limit: 3, offset: 0 } } });
    await answer(api, page("a", "b", "c"));
    expect(view()).toMatchObject({ status: "loaded", hasMore: true, canLoadMore: true });
    view().loadMore();
    expect(view().isLoadingMore).toBe(true);
    expect(api.calls[1]?.query.pagination).toEqual({ limit: 3, offset: 3 });
    await answer(api, page("d", "e"));
    expect(view().items.map((p) => p.username)).toEqual(["a", "b", "c", "d", "e"]);
    expect(view()).toMatchObject({ hasMore: false, canLoadMore: false });
    view().loadMore();
    expect(view().status).toBe("loaded");
    expect(api.calls).toHaveLength(2);
  });

  it("refresh re-fetches everything shown in one request (§9)", async () => {
    const { api, view } = start(2);
    await answer(api, page("a", "b"));
    view().loadMore();
    await answer(api, page("c", "d"));
    view().refresh();
    expect(view().isRefreshing).toBe(true);
    expect(api.calls.at(-1)?.query.pagination).toEqual({ limit: 4, offset: 0 });
    await answer(api, page("d", "a", "b", "c"));
    expect(view().items.map((p) => p.username)).toEqual(["d", "a", "b", "c"]);
    expect(view().hasMore).toBe(true);
  });

  it("a failed page is logged, keeps what was shown, and retry repeats it", async () => {
    const { api, view, logError } = start(2);
    await answer(api, page("a", "b"));
    view().loadMore();
    api.reject(new Error("500"));
    await settle();
    expect(view()).toMatchObject({ status: "failed", isFailed: true, failedOperation: "more" });
    expect(view().items).toHaveLength(2);
    expect(logError).toHaveBeenCalledWith(new Error("500"));
    view().retry();
    expect(api.calls.at(-1)).toMatchObject({ operation: "more", query: { pagination: { offset: 2 } } });
    await answer(api, page("c"));
    expect(view()).toMatchObject({ status: "loaded", failedOperation: null });
  });

  it("retries a failed first page and a failed refresh", async () => {
    const { api, view } = start(2);
    api.reject(new Error("500"));
    await settle();
    view().retry();
    expect(api.calls.at(-1)?.operation).toBe("first");
    await answer(api, page("a"));
    view().refresh();
    api.reject(new Error("500"));
    await settle();
    expect(view().failedOperation).toBe("refresh");
    view().retry();
    expect(api.calls.at(-1)?.operation).toBe("refresh");
  });

  it("a new query starts over; the same query again is skipped (§5)", async () => {
    const { api, view } = start(2);
    await answer(api, page("a", "b"));
    view().setQuery({ ...query });
    expect(view().status).toBe("loaded");
    view().setQuery({ ...query, filter: { status: ["free"] } });
    expect(view()).toMatchObject({ status: "loading", items: [] });
    expect(api.calls.at(-1)?.query).toEqual({ ...query, filter: { status: ["free"] }, pagination: { limit: 2, offset: 0 } });
    await answer(api, page());
    expect(view()).toMatchObject({ isEmpty: true, hasMore: false });
  });

  it("decodes its events", () => {
    const decode = Schema.decodeUnknownResult(GridEvent);
    expect(decode({ type: "grid.query", query: { select: { age: ["18-24"] }, ordering: "default" } })._tag).toBe("Success");
    expect(decode({ type: "grid.query", query: { ordering: "random" } })._tag).toBe("Failure");
  });
});

import { Schema } from "effect";
import { describe, expect, it, vi } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { controllable, settle } from "../testing/machine-model";
import type { AutocompleteResult } from "../domain/performer.schema";
import { connectSearch } from "./search.connect";
import { searchMachine } from "./search.machine";
import { SearchEvent, toAutocompleteQuery, type SearchEmitted } from "./search.schema";
import { gridSearchText } from "./search.text";
import { submittedUsername } from "./search.submit";

const anna = { username: "Anna", snapshot: "/s/anna.jpg", onlineStatus: 1 };
const annabel = { username: "Annabel", snapshot: "/s/annabel.jpg", onlineStatus: 0 };

function start() {
  const clock = new SimulatedClock();
  const api = controllable<AutocompleteResult, { username: string }>();
  const logError = vi.fn();
  const actor = createActor(
    searchMachine.provide({ actors: { autocomplete: api.logic }, actions: { logError: (_, p) => logError(p.error) } }),
    { clock },
  );
  const selected: SearchEmitted[] = [];
  actor.on("search.selected", (e) => selected.push(e));
  actor.on("search.searched", (e) => selected.push(e));
  actor.start();
  return { clock, api, logError, selected, view: () => connectSearch(actor.getSnapshot(), actor.send) };
}

describe("search autocomplete", () => {
  it("waits for a pause, then asks with the lowercased text (§7)", async () => {
    const { view, clock, api } = start();
    view().input("  ANN ");
    expect(view()).toMatchObject({ status: "debouncing", isLoading: true, text: "  ANN " });
    clock.increment(199);
    expect(api.calls).toEqual([]);
    clock.increment(1);
    expect(api.calls).toEqual([{ username: "ann" }]);
    api.resolve({ items: [anna, annabel] });
    await settle();
    expect(view()).toMatchObject({ status: "results", isOpen: true, isLoading: false, results: [anna, annabel] });
  });

  it("restarts the pause on every keystroke", () => {
    const { view, clock, api } = start();
    view().input("a");
    clock.increment(150);
    view().input("an");
    clock.increment(150);
    expect(api.calls).toEqual([]);
    clock.increment(50);
    expect(api.calls).toEqual([{ username: "an" }]);
  });

  it("typing while loading cancels the request", async () => {
    const { view, clock, api } = start();
    view().input("an");
    clock.increment(200);
    view().input("ann");
    expect(api.isPending).toBe(false);
    clock.increment(200);
    expect(api.calls.map((c) => c.username)).toEqual(["an", "ann"]);
  });

  it("a failure is logged and the list is left as is (§8)", async () => {
    const { view, clock, api, logError } = start();
    view().input("an");
    clock.increment(200);
    api.resolve({ items: [anna] });
    await settle();
    view().input("ann");
    clock.increment(200);
    api.reject(new Error("503"));
    await settle();
    expect(view()).toMatchObject({ status: "failed", isFailed: true, results: [anna], isOpen: true });
    expect(logError).toHaveBeenCalledWith(new Error("503"));
  });

  it("empty text clears the list without asking", async () => {
    const { view, clock, api } = start();
    view().input("an");
    clock.increment(200);
    api.resolve({ items: [anna] });
    await settle();
    view().input("   ");
    clock.increment(1000);
    expect(view()).toMatchObject({ status: "idle", results: [], isOpen: false });
    expect(api.calls).toHaveLength(1);
  });

  it("choosing a suggestion announces it and closes the list", async () => {
    const { view, clock, api, selected } = start();
    view().input("an");
    clock.increment(200);
    api.resolve({ items: [anna] });
    await settle();
    view().select("Anna");
    expect(selected).toEqual([{ type: "search.selected", username: "Anna" }]);
    expect(view()).toMatchObject({ status: "idle", text: "Anna", isOpen: false });
  });

  it("says when the server found nothing, and dismiss closes the list", async () => {
    const { view, clock, api } = start();
    view().input("zzz");
    clock.increment(200);
    api.resolve({ items: [] });
    await settle();
    expect(view().isEmpty).toBe(true);
    view().dismiss();
    expect(view()).toMatchObject({ status: "idle", text: "zzz" });
    view().clear();
    expect(view().text).toBe("");
  });

  describe("Enter with no suggestion highlighted (§2.3)", () => {
    const annalise = { username: "AnnaLise", snapshot: "/s/annalise.jpg", onlineStatus: 1 };

    it("opens the exact username match, whatever its case, else the first suggestion", async () => {
      const { view, clock, api, selected } = start();
      view().input("annalise");
      clock.increment(200);
      api.resolve({ items: [anna, annabel, annalise] });
      await settle();
      view().submit();
      expect(selected).toEqual([{ type: "search.selected", username: "AnnaLise" }]);
      expect(view()).toMatchObject({ status: "idle", text: "AnnaLise", isOpen: false });

      view().input("ann");
      clock.increment(200);
      api.resolve({ items: [anna, annabel] });
      await settle();
      view().submit();
      expect(selected.at(-1)).toEqual({ type: "search.selected", username: "Anna" });
    });

    it("pressed before the suggestions arrive, their answer decides", async () => {
      const { view, clock, api, selected } = start();
      view().input("Annabel");
      view().submit();
      expect(selected).toEqual([]);
      clock.increment(200);
      expect(api.calls).toEqual([{ username: "annabel" }]);
      api.resolve({ items: [anna, annabel] });
      await settle();
      expect(selected).toEqual([{ type: "search.selected", username: "Annabel" }]);
      expect(view()).toMatchObject({ status: "idle", text: "Annabel" });
    });

    it("typing after Enter cancels it; nothing typed opens nothing", async () => {
      const { view, clock, api, selected } = start();
      view().input("an");
      clock.increment(200);
      view().submit();
      view().input("ann");
      clock.increment(200);
      api.resolve({ items: [anna] });
      await settle();
      expect(view().status).toBe("results");
      view().input("  ");
      view().submit();
      expect(selected).toEqual([]);
      expect(api.calls).toHaveLength(2);
    });

    it("a text that names nobody searches the grid for it, trimmed, and stays in the box", async () => {
      const { view, clock, api, selected } = start();
      view().input(" zzz ");
      clock.increment(200);
      api.resolve({ items: [] });
      await settle();
      expect(view()).toMatchObject({ status: "results", isEmpty: true });
      view().submit();
      expect(selected).toEqual([{ type: "search.searched", text: "zzz" }]);
      expect(view()).toMatchObject({ status: "idle", text: " zzz ", isOpen: false });
    });

    // Property seed -1425604061: a failure after Enter replaced the list with a new empty one (§8: left as is).
    it("a failed answer after Enter leaves the list as it was, and still searches the grid", async () => {
      const { view, clock, api, selected } = start();
      view().select("anna");
      const before = view().results;
      view().submit();
      clock.increment(200);
      api.reject(new Error("503"));
      await settle();
      expect(view().results).toBe(before);
      expect(selected.at(-1)).toEqual({ type: "search.searched", text: "anna" });
    });

    it("Enter before an answer that names nobody, or before a failed one, searches the grid too (§8 logged)", async () => {
      const { view, clock, api, selected, logError } = start();
      view().input("Yvo");
      view().submit();
      clock.increment(200);
      api.resolve({ items: [] });
      await settle();
      expect(selected).toEqual([{ type: "search.searched", text: "Yvo" }]);
      view().input("Xan");
      view().submit();
      clock.increment(200);
      api.reject(new Error("503"));
      await settle();
      expect(selected.at(-1)).toEqual({ type: "search.searched", text: "Xan" });
      expect(logError).toHaveBeenCalledTimes(1);
      expect(view().status).toBe("idle");
    });

    it("does not pick from a list kept for an earlier text (§8 failure)", async () => {
      const { view, clock, api, selected } = start();
      view().input("an");
      clock.increment(200);
      api.resolve({ items: [anna] });
      await settle();
      view().input("bea");
      clock.increment(200);
      api.reject(new Error("503"));
      await settle();
      view().submit();
      expect(selected).toEqual([]);
      clock.increment(200);
      expect(api.calls.at(-1)).toEqual({ username: "bea" });
      api.resolve({ items: [{ username: "Bea", snapshot: "", onlineStatus: 0 }] });
      await settle();
      expect(selected).toEqual([{ type: "search.selected", username: "Bea" }]);
    });

    it("the rule alone", () => {
      expect(submittedUsername([anna, annabel], " ANNABEL ")).toBe("Annabel");
      expect(submittedUsername([anna, annabel], "ann")).toBe("Anna");
      expect(submittedUsername([], "ann")).toBeNull();
      expect(submittedUsername([anna], "  ")).toBeNull();
    });
  });

  it("builds the query and decodes events", () => {
    expect(toAutocompleteQuery(" SweetAnna ")).toEqual({ username: "sweetanna" });
    // The grid's search text: trimmed, at most 32 characters (§9), nothing when blank or not text.
    expect(gridSearchText("  anna ")).toBe("anna");
    expect(gridSearchText("x".repeat(40))).toBe("x".repeat(32));
    expect(gridSearchText("   ")).toBeUndefined();
    expect(gridSearchText(["anna"])).toBeUndefined();
    expect(Schema.decodeUnknownResult(SearchEvent)({ type: "search.input", text: 5 })._tag).toBe("Failure");
  });
});

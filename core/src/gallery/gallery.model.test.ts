import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { coverage, describePath, replay, transitionPaths } from "../testing/machine-model";
import type { AlbumItem } from "../domain/performer.schema";
import { galleryMachine } from "./gallery.machine";

const item = (id: string, kind: "photo" | "video"): AlbumItem => ({ id, kind, url: `/m/${id}`, nonude: `/m/${id}-nn` });
const three = [item("a", "photo"), item("b", "video"), item("c", "photo")];
const samples = {
  "gallery.show": [{ type: "gallery.show", slides: three, page: 3 }, { type: "gallery.show", slides: [] }],
  "gallery.next": [{ type: "gallery.next" }],
  "gallery.previous": [{ type: "gallery.previous" }],
  "gallery.goTo": [{ type: "gallery.goTo", page: 2 }],
  "gallery.close": [{ type: "gallery.close" }],
};
const paths = transitionPaths(galleryMachine, { samples });

describe("gallery model", () => {
  it("reaches every state and takes every transition", () => {
    expect(coverage(galleryMachine, paths)).toEqual({ unreachedStates: [], untakenTransitions: [] });
  });

  it("replays every path on a live actor", async () => {
    for (const path of paths) {
      const clock = new SimulatedClock();
      const actor = createActor(galleryMachine, { clock }).start();
      expect(await replay(path, { machine: galleryMachine, actor, clock }), describePath(path)).toEqual([]);
    }
  });
});

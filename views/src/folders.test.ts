// @vitest-environment node
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { folderCycles } from "../../scripts/folder-cycles.mjs";

// Issue 29 (ARCHITECTURE §2): the package's folders import one another without a loop.
describe("folders", () => {
  it("form no import cycle", () => {
    expect(folderCycles(join(import.meta.dirname))).toEqual([]);
  });

  // room/ gathers the live room's parts (chat, stream, tips, vip); they stay folders of their own, without a loop.
  it("inside room/ form no import cycle", () => {
    expect(folderCycles(join(import.meta.dirname, "room"))).toEqual([]);
  });
});

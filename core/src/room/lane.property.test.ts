import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMPTY_LANE, LANE_MAX_MESSAGES, receiveMessages, type LaneMessage } from "./lane";

// A message keeps its id and time however often it arrives (a replay, an echo); ids are not in time order.
const message: fc.Arbitrary<LaneMessage> = fc
  .record({ n: fc.integer({ min: 0, max: 800 }), messageType: fc.constantFrom("member", "room", "notice", "host", "system") })
  .map(({ n, messageType }) => ({ id: `m${n}`, at: (n * 7919) % 1000, messageType: n % 5 === 0 ? "notice" : messageType, sender: "x", message: "hi" }));

describe("chat lane properties", () => {
  it("unique by id, at most 500, in time order, no notices: the newest of what arrived, each once", () => {
    fc.assert(
      fc.property(fc.array(fc.array(message, { maxLength: 80 }), { maxLength: 12 }), (batches) => {
        const lane = batches.reduce(receiveMessages, EMPTY_LANE);
        const ids = lane.messages.map((m) => m.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(lane.messages.length).toBeLessThanOrEqual(LANE_MAX_MESSAGES);
        expect(lane.messages.every((m, i) => i === 0 || lane.messages[i - 1]!.at <= m.at)).toBe(true);
        expect(lane.messages.some((m) => m.messageType === "notice")).toBe(false);
        // Nothing lost: every distinct message that arrived is kept while they fit.
        const distinct = new Set(batches.flat().filter((m) => m.messageType !== "notice").map((m) => m.id));
        if (distinct.size <= LANE_MAX_MESSAGES) expect(lane.messages).toHaveLength(distinct.size);
      }),
      { numRuns: 300 },
    );
  });
});

import { describe, expect, it } from "vitest";
import { EMPTY_LANE, LANE_MAX_MESSAGES, receiveMessages, seeLane, type LaneMessage } from "./lane";

const msg = (id: string, at: number, messageType: LaneMessage["messageType"] = "member"): LaneMessage => ({ id, at, messageType, sender: "bob", message: id });

describe("chat lane (§3, ARCHITECTURE §6)", () => {
  it("drops notices, adds each id once and raises the new-message flag for member and room messages", () => {
    const lane = receiveMessages(EMPTY_LANE, [msg("n", 1, "notice"), msg("a", 2, "host"), msg("a", 2, "host")]);
    expect(lane.messages.map((m) => m.id)).toEqual(["a"]);
    expect(lane.hasNew).toBe(false);
    const next = receiveMessages(lane, [msg("b", 3, "room"), msg("a", 2)]);
    expect(next.messages.map((m) => m.id)).toEqual(["a", "b"]);
    expect(next.hasNew).toBe(true);
    expect(seeLane(next).hasNew).toBe(false);
  });

  it("places a late message (a replay after a reconnect) in time order", () => {
    const lane = receiveMessages(EMPTY_LANE, [msg("a", 1), msg("c", 3)]);
    expect(receiveMessages(lane, [msg("b", 2), msg("d", 3)]).messages.map((m) => m.id)).toEqual(["a", "b", "c", "d"]);
  });

  it("keeps the newest 500", () => {
    const many = Array.from({ length: LANE_MAX_MESSAGES + 20 }, (_, i) => msg(`m${i}`, i));
    const lane = receiveMessages(EMPTY_LANE, many);
    expect(lane.messages).toHaveLength(LANE_MAX_MESSAGES);
    expect(lane.messages[0]!.id).toBe("m20");
  });

  it("answers the same lane when nothing changes", () => {
    const lane = receiveMessages(EMPTY_LANE, [msg("a", 1)]);
    expect(receiveMessages(lane, [msg("a", 1), msg("n", 2, "notice")])).toBe(lane);
  });
});

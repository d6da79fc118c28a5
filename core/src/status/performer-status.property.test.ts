import fc from "fast-check";
import { Schema } from "effect";
import { expect, test } from "vitest";
import { PerformerStatus } from "../domain/performer.schema";
import { STYLE_STATUSES, StatusBit, isLive, isOffline, onlineStatusFromStatus, statusFromOnlineStatus, styleStatus } from "./performer-status";

const statuses = PerformerStatus.literals;
const anyNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, 1, 3, 5, 9));

test("round trip: status -> onlineStatus -> status", () => {
  fc.assert(fc.property(fc.constantFrom(...statuses), (s) => statusFromOnlineStatus(onlineStatusFromStatus(s)) === s));
});

test("every number maps to some status and some style status", () => {
  fc.assert(
    fc.property(anyNumber, (n) => {
      expect(Schema.is(PerformerStatus)(statusFromOnlineStatus(n))).toBe(true);
      expect(STYLE_STATUSES).toContain(styleStatus(n));
    }),
  );
});

test("the two readings agree on live/offline and on VIP/free", () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 15 }), (n) => {
      const status = statusFromOnlineStatus(n);
      const style = styleStatus(n);
      expect(style === "invip").toBe(status === "vip");
      expect(style === "infree").toBe(status === "free");
      expect(isOffline(n)).toBe(status === "offline");
      if (isLive(n)) expect(status).not.toBe("offline");
    }),
  );
});

test("the VIP bit always wins the style", () => {
  fc.assert(fc.property(fc.integer({ min: 0, max: 1023 }), (n) => styleStatus(n | StatusBit.INVIP) === "invip"));
});

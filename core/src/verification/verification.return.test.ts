import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ONLINE_STATUS } from "../status/performer-status";
import { performerToRemember, storedPerformer, verificationReturnTo } from "./verification.return";

describe("verification return to the stored performer (§2.4)", () => {
  it("remembers the performer of a profile or stream page only", () => {
    expect(performerToRemember("profile", "Anna")).toBe("Anna");
    expect(performerToRemember("stream", " Bea ")).toBe("Bea");
    expect(performerToRemember("index", "Anna")).toBeNull();
    expect(performerToRemember("profile", undefined)).toBeNull();
    expect(performerToRemember(undefined, "Anna")).toBeNull();
  });

  it("goes to a stored performer who is online, free, in VIP or paused, never to an offline or unknown one", () => {
    for (const status of [ONLINE_STATUS.online, ONLINE_STATUS.free, ONLINE_STATUS.vip, ONLINE_STATUS.pause]) {
      expect(verificationReturnTo("Anna", status)).toBe("Anna");
    }
    expect(verificationReturnTo("Anna", ONLINE_STATUS.offline)).toBeNull();
    expect(verificationReturnTo("Anna", null)).toBeNull();
    expect(verificationReturnTo(null, ONLINE_STATUS.online)).toBeNull();
  });

  it("reads back only plausible usernames", () => {
    fc.assert(
      fc.property(fc.option(fc.string({ maxLength: 100 }), { nil: null }), (stored) => {
        const username = storedPerformer(stored);
        if (username !== null) {
          expect(username).toBe(username.trim());
          expect(username.length).toBeGreaterThan(0);
          expect(username.length).toBeLessThanOrEqual(64);
        }
      }),
    );
  });
});

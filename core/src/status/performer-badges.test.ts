import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { NEW_CAMS_WINDOW_MS } from "../constants";
import { hasToy, isNewCam, performerBadges } from "./performer-badges";

const now = Date.UTC(2026, 10, 22);

describe("performer badges", () => {
  it("marks a first session within 7 days as new, and not one day later", () => {
    expect(isNewCam(now - NEW_CAMS_WINDOW_MS, now)).toBe(true);
    expect(isNewCam(now - NEW_CAMS_WINDOW_MS - 1, now)).toBe(false);
    expect(isNewCam(0, now)).toBe(false);
  });

  it("reads status, new and toy together", () => {
    expect(performerBadges({ onlineStatus: 3, firstCamSession: now - 1000, cybertoy: 2 }, now)).toEqual({ status: "free", isNew: true, hasToy: true });
    expect(performerBadges({ onlineStatus: 0, firstCamSession: now - 30 * 86_400_000, cybertoy: 0 }, now)).toEqual({ status: "offline", isNew: false, hasToy: false });
  });

  it("a session in the future is never new; toys are exactly the non-zero values", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10 ** 9 }), (ahead) => !isNewCam(now + ahead, now)));
    fc.assert(fc.property(fc.integer({ min: -5, max: 5 }), (n) => hasToy(n) === (n > 0)));
  });
});

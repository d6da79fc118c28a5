import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_POPUPS_DESKTOP, MAX_POPUPS_MOBILE, isMobileWidth } from "../constants/constants";
import type { PopupConversation } from "../domain/messaging.schema";
import {
  NO_POPUPS, closePopup, decodePopups, encodePopups, focusPopup, isPopupOpen, openPopup, popupCapacity, receivePopupMessage, toggleMinimised, trimPopups,
  type PopupSet, type PopupViewport,
} from "./popups";

const popup = (user: number): PopupConversation => ({
  user, username: `p${user}`, snapshot: "/s.jpg", nonude: "/n.jpg", unread: 0, conversation: user * 10, minimized: false, bubbled: false,
});

type Step =
  | { kind: "open"; user: number; viewport: PopupViewport }
  | { kind: "message"; user: number; viewport: PopupViewport }
  | { kind: "close"; user: number }
  | { kind: "focus"; user: number }
  | { kind: "minimise"; user: number }
  | { kind: "resize"; viewport: PopupViewport }
  | { kind: "restore"; viewport: PopupViewport };
const user = fc.integer({ min: 1, max: 8 });
// Mostly a few real windows (so several pop-ups open in a row under one), sometimes any window.
const viewport: fc.Arbitrary<PopupViewport> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom({ widthPx: 390, remPx: 16 }, { widthPx: 1280, remPx: 16 }, { widthPx: 1920, remPx: 16 }, { widthPx: 3840, remPx: 16 }) },
  fc.record({ widthPx: fc.integer({ min: 280, max: 4000 }), remPx: fc.integer({ min: 8, max: 40 }) }),
);
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constantFrom("open" as const, "message" as const), user, viewport }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom("close" as const, "focus" as const, "minimise" as const), user }) },
  fc.record({ kind: fc.constantFrom("resize" as const, "restore" as const), viewport }),
);

const expectValid = (set: PopupSet, max: number): void => {
  const users = set.popups.map((p) => p.user);
  expect(new Set(users).size).toBe(users.length);
  expect(users.length).toBeLessThanOrEqual(max);
  if (set.focused !== null) expect(users).toContain(set.focused);
};

describe("pop-up properties", () => {
  it("never more than 4 on desktop, 1 on mobile, nor than fit the window; never one performer twice; the asked-for one is open", () => {
    fc.assert(
      fc.property(viewport, fc.array(step, { maxLength: 40 }), (start, steps) => {
        let set = NO_POPUPS;
        let current = start;
        for (const s of steps) {
          if (s.kind === "open") set = openPopup(set, popup(s.user), s.viewport);
          else if (s.kind === "message") {
            set = receivePopupMessage(set, { conversation: s.user * 10, message: { id: 1, createdAt: "", read: false }, sender: popup(s.user) }, s.viewport);
          } else if (s.kind === "close") set = closePopup(set, s.user);
          else if (s.kind === "focus") set = focusPopup(set, s.user).set;
          else if (s.kind === "minimise") set = toggleMinimised(set, s.user);
          else if (s.kind === "resize") set = trimPopups(set, s.viewport);
          else set = trimPopups(decodePopups(encodePopups(set)), s.viewport);
          if ("viewport" in s) current = s.viewport;
          expectValid(set, isMobileWidth(current.widthPx) ? MAX_POPUPS_MOBILE : MAX_POPUPS_DESKTOP);
          expect(set.popups.length).toBeLessThanOrEqual(popupCapacity(current));
          if (s.kind === "open" || s.kind === "message") expect(isPopupOpen(set, s.user)).toBe(true);
          if (s.kind === "close") expect(isPopupOpen(set, s.user)).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("whatever local storage holds, restoring never throws and gives a valid set", () => {
    const entry = fc.oneof(user.map(popup), fc.record({ user, unread: fc.anything() }), fc.anything());
    const stored = fc.oneof(
      fc.anything(),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc.string(),
      fc.record({ popups: fc.array(entry, { maxLength: 12 }), focused: fc.oneof(user, fc.constant(null), fc.anything()) }).map((v) => JSON.stringify(v)),
    );
    fc.assert(
      fc.property(stored, (raw) => {
        expectValid(decodePopups(raw), MAX_POPUPS_DESKTOP);
      }),
      { numRuns: 500 },
    );
  });
});

import { expect, test } from "vitest";
import {
  StatusBit, hasExactStatus, hasStatusBit, isInFree, isInPause, isInVip, isLive, isOffline, onlineStatusFromStatus,
  performerPath, statusFromOnlineStatus, styleStatus,
} from "./performer-status";

test("bit mask reading: style status is invip, else infree, else online, else offline", () => {
  expect(styleStatus(StatusBit.OFFLINE)).toBe("offline");
  expect(styleStatus(StatusBit.LIVE)).toBe("online");
  expect(styleStatus(StatusBit.LIVE | StatusBit.INFREE)).toBe("infree");
  expect(styleStatus(StatusBit.LIVE | StatusBit.INVIP)).toBe("invip");
  // VIP wins over free when both bits are set.
  expect(styleStatus(StatusBit.INFREE | StatusBit.INVIP)).toBe("invip");
  expect(styleStatus(StatusBit.LIVE | StatusBit.INPAUSE)).toBe("online");
  expect(styleStatus(StatusBit.INPAUSE)).toBe("offline");
});

test("numeric reading by exact value", () => {
  expect([0, 1, 3, 5, 9].map(statusFromOnlineStatus)).toEqual(["offline", "online", "free", "vip", "pause"]);
  expect(hasExactStatus(5, "vip")).toBe(true);
  expect(hasExactStatus(7, "vip")).toBe(false);
  expect(hasExactStatus(0, "offline")).toBe(true);
});

test("numeric reading as bit flags", () => {
  expect(isLive(9)).toBe(true);
  expect(isInPause(9)).toBe(true);
  expect(isInFree(3)).toBe(true);
  expect(isInVip(3)).toBe(false);
  expect(isInVip(5)).toBe(true);
  expect(isOffline(0)).toBe(true);
  expect(isOffline(1)).toBe(false);
  expect(hasStatusBit(5, StatusBit.INVIP)).toBe(true);
  expect(hasStatusBit(5, StatusBit.OFFLINE)).toBe(false);
  // Values outside the exact table fall back to the flags.
  expect(statusFromOnlineStatus(7)).toBe("vip");
  expect(statusFromOnlineStatus(2)).toBe("free");
  expect(statusFromOnlineStatus(8)).toBe("pause");
  expect(statusFromOnlineStatus(17)).toBe("online");
  expect(statusFromOnlineStatus(16)).toBe("offline");
});

test("bad numbers read as offline", () => {
  for (const n of [-1, -5, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
    expect(statusFromOnlineStatus(n)).toBe("offline");
    expect(styleStatus(n)).toBe("offline");
    expect(isLive(n)).toBe(false);
  }
});

test("text status to numeric", () => {
  expect(onlineStatusFromStatus("offline")).toBe(0);
  expect(onlineStatusFromStatus("online")).toBe(1);
  expect(onlineStatusFromStatus("free")).toBe(3);
  expect(onlineStatusFromStatus("vip")).toBe(5);
  expect(onlineStatusFromStatus("pause")).toBe(9);
});

test("issue 11: a card opens the live room of a performer in free or paid chat, else her profile", () => {
  expect(performerPath("Anna Lee", "free")).toBe("/stream/Anna%20Lee");
  expect(performerPath("Anna", "online")).toBe("/stream/Anna");
  for (const status of ["offline", "vip", "pause"] as const) expect(performerPath("Anna", status)).toBe("/profile/Anna");
});

import { describe, expect, it } from "vitest";
import { dateLabel, groupDate, toDate } from "./date-labels";

// Dates are built from local parts, so each label holds in whatever time zone the tests run. None is near a
// daylight-saving change. 15 January 2025 is a Wednesday.
const at = (month: number, day: number, hour = 12, minute = 0, year = 2025): Date => new Date(year, month - 1, day, hour, minute);
const now = at(1, 15, 14, 0);

describe("§2.6 date labels", () => {
  it("today: HH:mm", () => {
    expect(dateLabel(at(1, 15, 9, 5), now, "nl")).toBe("09:05");
    expect(dateLabel(at(1, 15, 9, 5), now, "en")).toBe("09:05");
    expect(dateLabel(at(1, 15, 0, 0), now, "en")).toBe("00:00");
  });

  it("yesterday: relative, also a minute before midnight", () => {
    expect(dateLabel(at(1, 14, 18, 30), now, "nl")).toBe("gisteren");
    expect(dateLabel(at(1, 14, 18, 30), now, "en")).toBe("yesterday");
    expect(dateLabel(at(1, 14, 23, 59), at(1, 15, 0, 1), "en")).toBe("yesterday");
  });

  it("the same week: the weekday; the week starts on Monday in nl and on Sunday in en (en-US)", () => {
    expect(dateLabel(at(1, 13), now, "nl")).toBe("maandag");
    expect(dateLabel(at(1, 13), now, "en")).toBe("Monday");
    // Sunday 12 January: still this week in en, last week in nl.
    expect(dateLabel(at(1, 12), now, "en")).toBe("Sunday");
    expect(dateLabel(at(1, 12), now, "nl")).toBe("12-01");
  });

  it("the same year: dd/LL, dd-LL in nl", () => {
    const june = at(6, 18);
    expect(dateLabel(at(3, 5, 8, 0), june, "en")).toBe("05/03");
    expect(dateLabel(at(3, 5, 8, 0), june, "nl")).toBe("05-03");
  });

  it("issue 28: the other languages in their own words and styles (German: Montag, gestern, 05.03.)", () => {
    expect(dateLabel(at(1, 13), now, "de")).toBe("Montag");
    expect(dateLabel(at(1, 14, 18, 30), now, "de")).toBe("gestern");
    expect(dateLabel(at(3, 5, 8, 0), at(6, 18), "de")).toBe("05.03");
    expect(dateLabel(at(12, 31, 10, 0, 2024), now, "de")).toBe("31.12.2024");
    expect(dateLabel(at(1, 13), now, "fr")).toBe("lundi");
    // Belgian Dutch reads as Dutch, written with slashes.
    expect(dateLabel(at(1, 13), now, "be")).toBe("maandag");
    expect(dateLabel(at(3, 5, 8, 0), at(6, 18), "be")).toBe("05/03");
  });

  it("another year: with the year; a week across new year still reads as the weekday", () => {
    expect(dateLabel(at(12, 31, 10, 0, 2024), now, "en")).toBe("31/12/2024");
    expect(dateLabel(at(12, 31, 10, 0, 2024), now, "nl")).toBe("31-12-2024");
    expect(dateLabel(at(12, 31, 10, 0, 2024), at(1, 2), "nl")).toBe("dinsdag");
  });

  it("takes the platform's ISO text and epoch milliseconds; an unreadable date gives an empty label", () => {
    expect(dateLabel(at(1, 15, 9, 5).toISOString(), now, "en")).toBe("09:05");
    expect(dateLabel(at(1, 15, 9, 5).getTime(), now.getTime(), "nl")).toBe("09:05");
    expect(dateLabel("not a date", now, "en")).toBe("");
    expect(dateLabel(at(1, 15), "never", "nl")).toBe("");
  });

  it("groupDate is the local day; toDate reads or refuses", () => {
    expect(groupDate(at(1, 5, 23, 59))).toBe("2025-01-05");
    expect(groupDate(at(1, 6, 0, 0).toISOString())).toBe("2025-01-06");
    expect(groupDate("")).toBe("");
    expect(toDate("2025-01-06T10:00:00Z")?.getTime()).toBe(Date.UTC(2025, 0, 6, 10));
    expect(toDate(Number.NaN)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { nameBeforePeriod } from "./text.rules";

describe("a name before a sentence's period (issue 28)", () => {
  it("gives up its own final period, and only that", () => {
    expect(`${nameBeforePeriod("Camstage Media B.V.")}. All rights reserved.`).toBe("Camstage Media B.V. All rights reserved.");
    expect(nameBeforePeriod("Camstage Media")).toBe("Camstage Media");
    expect(nameBeforePeriod("Acme Inc. ")).toBe("Acme Inc");
    expect(nameBeforePeriod("Dots...")).toBe("Dots..");
  });
});

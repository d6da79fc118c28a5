import { describe, expect, it } from "vitest";
import { createReachability } from "./reachability";

describe("reachability (issue 14)", () => {
  it("tells each change once, not every call, and stops telling after the unsubscribe", () => {
    const reach = createReachability();
    const heard: boolean[] = [];
    const off = reach.subscribe((reached) => heard.push(reached));
    reach.report(true);
    reach.report(false);
    reach.report(false);
    expect(reach.current()).toBe(false);
    reach.report(true);
    off();
    reach.report(false);
    expect(heard).toEqual([false, true]);
  });
});

import { describe, expect, it } from "vitest";
import { createLogger, parseLogLevel } from "./logger";

describe("logger (§9 levels)", () => {
  it("writes only at or above the configured level", () => {
    const seen: string[] = [];
    const sink = { error: (m: unknown) => seen.push(String(m)), warn: (m: unknown) => seen.push(String(m)), info: (m: unknown) => seen.push(String(m)), debug: (m: unknown) => seen.push(String(m)) };
    const logger = createLogger("WARN", sink);
    logger.error("e");
    logger.warn("w");
    logger.info("i");
    logger.debug("d");
    logger.verbose("v");
    expect(seen).toEqual(["[ERROR] e", "[WARN] w"]);
    const all = createLogger("VERBOSE", sink);
    seen.length = 0;
    all.verbose("v");
    expect(seen).toEqual(["[VERBOSE] v"]);
  });

  it("defaults to ERROR", () => {
    expect(createLogger().level).toBe("ERROR");
    expect(parseLogLevel("debug")).toBe("DEBUG");
    expect(parseLogLevel("loud")).toBe("ERROR");
    expect(parseLogLevel(undefined)).toBe("ERROR");
  });
});

import { describe, expect, it } from "vitest";
import { SIMULATOR_BASES } from "@camstage/core";
import { basesFor, socketOriginFor } from "./runtime-config";

describe("where the browser reaches the platform", () => {
  it("simulator mode: every API under the site's /api, the sockets on the site's origin", () => {
    expect(basesFor(undefined)).toEqual(SIMULATOR_BASES);
    expect(socketOriginFor(undefined)).toBeNull();
  });

  it("a platform on another origin (issue 14): its APIs under its URL, its sockets on its origin", () => {
    expect(basesFor("http://127.0.0.1:5300/api/").member).toBe("http://127.0.0.1:5300/api/member");
    expect(socketOriginFor("http://127.0.0.1:5300/api")).toBe("http://127.0.0.1:5300");
    expect(socketOriginFor("not a url")).toBeNull();
  });
});

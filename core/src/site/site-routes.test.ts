import { describe, expect, it } from "vitest";
import type { FlowEvent } from "../events/event-log.schema";
import { siteRoutes } from "./site-routes";

const heard = (event: FlowEvent) => siteRoutes.inputs[event.type]?.(event) ?? [];

describe("the member socket in the routing table (§4 socket events (member))", () => {
  it("sends balances to the balance only, favourites to the favourites flow", () => {
    expect(heard({ type: "socket.member.credits", credits: 120 })).toEqual([["credits", { type: "socket.member.credits", credits: 120 }]]);
    expect(heard({ type: "socket.member.favourite", performerId: 4, favourite: false })).toEqual([
      ["favourites", { type: "favourites.remote", performerId: 4, favourite: false }],
    ]);
  });

  it("settles payments in the wallet and the balance; dial-in states go to the dial-in", () => {
    expect(heard({ type: "socket.member.bundleBought", credits: 1800, session: "p1" }).map(([flow]) => flow)).toEqual(["wallet", "credits"]);
    expect(heard({ type: "socket.member.paymentFailed", reason: 300 }).map(([flow]) => flow)).toEqual(["wallet"]);
    expect(heard({ type: "socket.member.dialInStatus", state: "in_call", session: "s" }).map(([flow]) => flow)).toEqual(["dialIn"]);
  });

  it("leaves messenger events alone until the messenger hears them", () => {
    expect(heard({ type: "socket.member.messageRead", message: {} })).toEqual([]);
  });
});

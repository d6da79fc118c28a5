import { describe, expect, it } from "vitest";
import { routeMemberSocketEvent } from "./member-socket";

describe("member socket routing (§4)", () => {
  it("sends balances to the balance and the session, favourites to the favourites flow", () => {
    expect(routeMemberSocketEvent({ type: "socket.member.credits", credits: 120 })).toEqual([
      ["credits", { type: "socket.member.credits", credits: 120 }],
      ["session", { type: "session.credits", credits: 120 }],
    ]);
    expect(routeMemberSocketEvent({ type: "socket.member.favourite", performerId: 4, favourite: false })).toEqual([
      ["favourites", { type: "favourites.remote", performerId: 4, favourite: false }],
    ]);
  });

  it("settles payments in the wallet and the balance; dial-in states go to the dial-in", () => {
    const bought = { type: "socket.member.bundleBought", credits: 1800, session: "p1" } as const;
    expect(routeMemberSocketEvent(bought).map(([flow]) => flow)).toEqual(["wallet", "credits"]);
    expect(routeMemberSocketEvent({ type: "socket.member.paymentFailed", reason: 300 }).map(([flow]) => flow)).toEqual(["wallet"]);
    expect(routeMemberSocketEvent({ type: "socket.member.dialInStatus", state: "in_call", session: "s" }).map(([flow]) => flow)).toEqual(["dialIn"]);
  });

  it("leaves messenger events alone", () => {
    expect(routeMemberSocketEvent({ type: "socket.member.messageRead", message: {} })).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { routeMemberSocketEvent } from "./member-socket";

describe("member socket routing (§4)", () => {
  it("sends balances to the session and favourites to the favourites flow", () => {
    expect(routeMemberSocketEvent({ type: "socket.member.credits", credits: 120 })).toEqual(["session", { type: "session.credits", credits: 120 }]);
    expect(routeMemberSocketEvent({ type: "socket.member.favourite", performerId: 4, favourite: false })).toEqual([
      "favourites",
      { type: "favourites.remote", performerId: 4, favourite: false },
    ]);
  });

  it("leaves events of later flows alone", () => {
    expect(routeMemberSocketEvent({ type: "socket.member.paymentFailed", reason: 300 })).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { ChatSocketEvent } from "../realtime/chat-socket.schema";
import { siteRoutes, to } from "./site-routes";

// Issue 29: a delivery names an event the receiving flow's machine takes. The lines marked @ts-expect-error are
// wrong deliveries: the typecheck (npm test runs it) fails if any of them compiles.
describe("the routing table's deliveries are typed (issue 29)", () => {
  it("accepts an event the flow's machine takes", () => {
    expect(to("modalHost", { type: "modal.open", modal: "register" })).toEqual(["modalHost", { type: "modal.open", modal: "register" }]);
    expect(to("credits", { type: "credits.clear" })).toEqual(["credits", { type: "credits.clear" }]);
  });

  it("refuses, at compile time, an event another flow takes, an unknown event and a wrong field", () => {
    // @ts-expect-error the credits flow has no modal.open
    const otherFlows = to("credits", { type: "modal.open", modal: "register" });
    // @ts-expect-error no flow takes modal.whatever
    const unknown = to("modalHost", { type: "modal.whatever" });
    // @ts-expect-error modal.open names a modal
    const missingField = to("modalHost", { type: "modal.open" });
    // @ts-expect-error there is no flow called wallets
    const unknownFlow = to("wallets", { type: "wallet.close" });
    // Built anyway at run time (the types are the check): each is a plain pair.
    for (const delivery of [otherFlows, unknown, missingField, unknownFlow]) expect(delivery).toHaveLength(2);
  });

  it("routes every chat socket event to the chat session, and the room's to tips or VIP too", () => {
    const route = (type: string) => siteRoutes.inputs[type]!({ type }).map(([flow]) => flow);
    expect(route("socket.chat.message")).toEqual(["chatSession"]);
    expect(route("socket.chat.cybertoy")).toEqual(["chatSession", "tips"]);
    expect(route("socket.chat.kicked")).toEqual(["chatSession", "vip"]);
    for (const member of ChatSocketEvent.members) expect(route(member.fields.type.literal), member.fields.type.literal).toContain("chatSession");
  });
});

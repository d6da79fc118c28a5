import fc from "fast-check";
import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { decodeChatSocketPayload } from "./chat-socket";
import { CHAT_SOCKET_WIRE_NAMES, ChatSocketEvent } from "./chat-socket.schema";

describe("chat socket properties", () => {
  it("any payload on any chat event either decodes to a valid event or is refused; nothing throws (§8)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CHAT_SOCKET_WIRE_NAMES), fc.anything(), (wire, payload) => {
        const decoded = decodeChatSocketPayload(wire, payload);
        if (Result.isSuccess(decoded)) expect(Schema.decodeUnknownResult(ChatSocketEvent)(decoded.success)._tag).toBe("Success");
      }),
      { numRuns: 500 },
    );
  });
});

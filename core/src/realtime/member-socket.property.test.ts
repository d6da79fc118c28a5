import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bindMemberSocket } from "./member-socket";
import { fakePort } from "./member-socket.fixture";
import { MEMBER_SOCKET_WIRE, MEMBER_SOCKET_WIRE_NAMES, MemberSocketEvent, type MemberSocketWireName } from "./member-socket.schema";

const wire = fc.constantFrom(...MEMBER_SOCKET_WIRE_NAMES);
const credits = fc.oneof(fc.nat(), fc.integer({ min: -100, max: -1 }), fc.double());
const id = fc.oneof(fc.integer(), fc.double());
/** Payloads shaped like each event's, with values on both sides of its schema; or anything at all. */
const shaped: { readonly [W in MemberSocketWireName]: fc.Arbitrary<unknown> } = {
  setCredits: fc.record({ credits }),
  "updated-credits": fc.record({ credits }),
  "favourite-add": fc.record({ performerId: id }),
  "favourite-remove": fc.record({ performerId: id }),
  "bundle-bought": fc.record({ credits, bundle: id }, { requiredKeys: ["credits"] }),
  "payment-failed": fc.record({ reason: id }),
  "failed-payment": fc.record({ action: fc.oneof(fc.string(), fc.constant(null)) }),
  "dial-in-status": fc.record({ state: fc.constantFrom("pending", "in_call", "ended", "expired", "unknown"), session: fc.oneof(fc.string(), fc.nat()) }),
  "private-message": fc.oneof(fc.object(), fc.jsonValue()),
  "message-read": fc.oneof(fc.object(), fc.jsonValue()),
};
/** Anything at all, including objects that cannot even be turned into a string. */
const anything = fc.anything({ withNullPrototype: true, withBoxedValues: true, withMap: true, withSet: true, withBigInt: true, withDate: true, withTypedArray: true, withSparseArray: true });
const payloadFor = (name: MemberSocketWireName): fc.Arbitrary<unknown> => fc.oneof({ weight: 3, arbitrary: shaped[name] }, anything);
const emission = wire.chain((name) => fc.tuple(fc.constant(name), payloadFor(name)));
const LIFECYCLE = { connect: "socket.member.connected", disconnect: "socket.member.disconnected", connect_error: "socket.member.error" } as const;
const lifecycle = fc.tuple(fc.constantFrom(...(Object.keys(LIFECYCLE) as Array<keyof typeof LIFECYCLE>)), anything);

describe("member socket properties", () => {
  it("any payload on any event never throws and is either delivered as a valid event or reported, never both", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof({ weight: 4, arbitrary: emission }, lifecycle), { maxLength: 20 }), (emissions) => {
        const port = fakePort();
        const delivered: MemberSocketEvent[] = [];
        const reported: Array<[string, string]> = [];
        bindMemberSocket(port, { onEvent: (event) => delivered.push(event), onInvalid: (name, reason) => reported.push([name, reason]) });
        for (const [name, payload] of emissions) {
          const before = { delivered: delivered.length, reported: reported.length };
          expect(() => port.emit(name, payload)).not.toThrow();
          const events = delivered.slice(before.delivered);
          const reports = reported.slice(before.reported);
          expect(events.length + reports.length).toBe(1);
          for (const event of events) expect(Schema.is(MemberSocketEvent)(event)).toBe(true);
          if (name in LIFECYCLE) {
            expect(events.map((e) => e.type)).toEqual([LIFECYCLE[name as keyof typeof LIFECYCLE]]);
          } else {
            const valid = Schema.is(MEMBER_SOCKET_WIRE[name as MemberSocketWireName] as Schema.Codec<unknown>)(payload);
            expect(events.length).toBe(valid ? 1 : 0);
            for (const [wireName, reason] of reports) {
              expect(wireName).toBe(name);
              expect(reason.length).toBeGreaterThan(0);
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

import { MEMBER_SOCKET_NAMESPACE, bindMemberSocket, memberSocketOptions, type FlowEvent, type MemberSocketEvent } from "@camstage/core";
import type { SessionStore } from "./session";

export interface MemberSocketDeps {
  readonly store: SessionStore;
  /** Where the member socket lives (the site's origin in simulator mode). */
  readonly url: string;
  readonly deliver: (flow: string, event: FlowEvent) => void;
  readonly log: (message: string, error: unknown) => void;
}

/** Which flows hear which member-socket event (§4 socket events (member)). */
export function routeMemberSocketEvent(event: MemberSocketEvent): [flow: string, event: FlowEvent][] {
  switch (event.type) {
    case "socket.member.credits":
      return [
        ["credits", event],
        ["session", { type: "session.credits", credits: event.credits }],
      ];
    case "socket.member.favourite":
      return [["favourites", { type: "favourites.remote", performerId: event.performerId, favourite: event.favourite }]];
    case "socket.member.bundleBought":
      return [
        ["wallet", event],
        ["credits", event],
      ];
    case "socket.member.paymentFailed":
      return [["wallet", event]];
    case "socket.member.failedPayment":
      return [["credits", event]];
    case "socket.member.dialInStatus":
      return [["dialIn", event]];
    case "socket.member.connected":
    case "socket.member.disconnected":
      // §4 on connect the IVR state is loaded; on reconnect it is polled.
      return [["dialIn", event]];
    default:
      // Messenger events belong to the messenger milestone.
      return [];
  }
}

/**
 * §4 the member socket connects on login (token set) and goes away on logout; socket.io-client loads only
 * for members, so guests never download it. Every decoded event reaches its flow through the session log.
 */
export function connectMemberSocketOnLogin({ store, url, deliver, log }: MemberSocketDeps): () => void {
  let current: { token: string; close: () => void } | null = null;
  const follow = () => {
    const { token } = store.get();
    if (current?.token === token) return;
    current?.close();
    current = null;
    if (token === undefined) return;
    let closed = false;
    let close = () => void (closed = true);
    current = { token, close: () => close() };
    void import("socket.io-client")
      .then(({ io }) => {
        if (closed) return;
        const socket = io(`${url}${MEMBER_SOCKET_NAMESPACE}`, memberSocketOptions(token));
        const unbind = bindMemberSocket(socket, {
          onEvent: (event) => {
            for (const [flow, routed] of routeMemberSocketEvent(event)) deliver(flow, routed);
          },
          // §8 a bad socket event is reported and never applied.
          onInvalid: (wire, reason) => log(`Ignored a malformed ${wire} event`, reason),
        });
        close = () => {
          unbind();
          socket.disconnect();
        };
      })
      .catch((error: unknown) => log("Unable to load the member socket", error));
  };
  follow();
  return store.subscribe(follow);
}

import { MEMBER_SOCKET_NAMESPACE, bindMemberSocket, memberSocketOptions, type FlowEvent, type MemberSocketEvent } from "@camstage/core";
import type { SessionStore } from "./session";

export interface MemberSocketDeps {
  readonly store: SessionStore;
  /** Where the member socket lives (the site's origin in simulator mode). */
  readonly url: string;
  readonly deliver: (flow: string, event: FlowEvent) => void;
  readonly log: (message: string, error: unknown) => void;
}

/** Which flow hears which member-socket event (§4 socket events (member)). */
export function routeMemberSocketEvent(event: MemberSocketEvent): [flow: string, event: FlowEvent] | null {
  switch (event.type) {
    case "socket.member.credits":
      return ["session", { type: "session.credits", credits: event.credits }];
    case "socket.member.favourite":
      return ["favourites", { type: "favourites.remote", performerId: event.performerId, favourite: event.favourite }];
    default:
      // Payment, dial-in and messenger events belong to the flows of later milestones.
      return null;
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
            const routed = routeMemberSocketEvent(event);
            if (routed) deliver(...routed);
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

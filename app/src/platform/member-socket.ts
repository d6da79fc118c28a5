import { MEMBER_SOCKET_NAMESPACE, bindMemberSocket, memberSocketOptions, type MemberSocketEvent } from "@camstage/core";
import type { SessionStore } from "./session";

export interface MemberSocketDeps {
  readonly store: SessionStore;
  /** Where the member socket lives (the site's origin in simulator mode). */
  readonly url: string;
  /** The session's input: core's routing table names the flows that hear each event. */
  readonly input: (event: MemberSocketEvent) => void;
  readonly log: (message: string, error: unknown) => void;
}

/**
 * §4 the member socket connects on login (token set) and goes away on logout; socket.io-client loads only
 * for members, so guests never download it. Every decoded event is the session's input (logged, then routed).
 */
export function connectMemberSocketOnLogin({ store, url, input, log }: MemberSocketDeps): () => void {
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
          onEvent: input,
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

/** The host's sockets as `POST /simulator/api/sockets/drop` drops them (qa-chat.ts); a module of its own, light enough for a browser host's first script. */
export interface QaSockets {
  /** Drops the chat sockets of the matching clients and the member's member socket; how many chat clients. */
  readonly drop: (filter: { member?: number; performer?: string }) => number;
}

/** A host's world sockets as QA drops them (either host: socket.host.ts, browser-host/world-sockets.ts). */
export const qaSocketsOf = (sockets: {
  readonly dropMember: (member: number) => void;
  readonly chat: { readonly drop: (filter: { member?: number; performer?: string }) => number };
}): QaSockets => ({
  drop: (filter) => {
    if (filter.member !== undefined) sockets.dropMember(filter.member);
    return sockets.chat.drop(filter);
  },
});

import { ws, type WebSocketHandler } from "msw";
import { Decoder, PacketType, type Packet } from "socket.io-parser";
import { CHAT_SOCKET_PATH } from "@camstage/core";
import { MEMBER_NAMESPACE } from "../socket/member-socket";
import { CHAT_NAMESPACE } from "../room/chat-channels";
import { realTimers, type Timers } from "../timers";
import { ENGINE_DEFAULTS, openEngine, refuseHandshake, type EngineConnection, type EngineListener, type EngineSettings } from "./engine-io";
import { createNamespace, encodePacket, type BrowserNamespace, type SocketHandle } from "./namespace";

export type { BrowserNamespace, BrowserSocket, Middleware } from "./namespace";

export interface SocketLinkOptions {
  /** The origin the site's socket.io-client connects to (`http(s)://…` or `ws(s)://…`; a page on its own host: `location.origin`). */
  readonly url: string;
  /** socket.io's path; the Node host's (`/socket.io`) by default. */
  readonly path?: string;
  /** Whether a new connection is let in (issue 14's outage refuses them at the handshake; the clients keep trying). */
  readonly admits?: () => boolean;
  /** The heartbeat announced to the clients (socket.io's defaults). */
  readonly engine?: Partial<EngineSettings>;
  readonly timers?: Timers;
  readonly log?: (line: string) => void;
}

export interface SocketLink {
  /** The MSW handler to give `setupWorker` (msw/browser) or `setupServer` (msw/node) beside the HTTP handlers. */
  readonly handler: WebSocketHandler;
  /** `/member`: a `MemberSocketServer` (emitTo, disconnectRoom) with its middleware and sockets. */
  readonly member: BrowserNamespace;
  /** `/chat`: a `ChatEngineServer` (emitTo, leave, drop) with its sockets. */
  readonly chat: BrowserNamespace;
  /** A namespace by name (made on first use, as socket.io's `io.of`). */
  readonly of: (name: string) => BrowserNamespace;
  /** The open engine.io connections (each may carry several namespaces). */
  readonly connections: () => ReadonlySet<EngineConnection>;
  /** Closes every connection at the transport, as an outage does: the clients reconnect by themselves. */
  readonly dropAll: () => void;
}

/** The MSW link URL for socket.io's path: MSW matches a socket.io URL with its `/socket.io/` prefix taken off. */
const linkUrl = (url: string, path: string) => {
  const origin = new URL(url);
  const scheme = origin.protocol === "https:" || origin.protocol === "wss:" ? "wss:" : "ws:";
  return `${scheme}//${origin.host}${`${path}/`.replace(/^\/socket\.io\//, "/")}`;
};

/**
 * A socket.io server on MSW's WebSocket interception, so the site's unchanged socket.io-client (websocket transport)
 * reaches the simulator in a page with no server (issue 30), as it reaches the Node host's socket.io server.
 *
 * It speaks engine.io v4 (the open packet, the server's ping and the client's pong, message and close packets; no
 * polling, no upgrade) and socket.io v5 (socket.io-parser's packets: namespaces, the handshake's `auth`, connect
 * errors, events, the client's acknowledgement ids, server and client disconnects). Not `@mswjs/socket.io-binding`:
 * that one has no namespaces, no handshake auth and no acknowledgements, and the member socket (`/member` with
 * `auth.token`) and the chat (`/chat`, `join` acknowledged) use all three.
 *
 * A WebSocket that is not socket.io's (another path, another protocol version, Vite's HMR socket on the same origin)
 * goes on to the network. engine.io-client's browser build reads `globalThis.WebSocket` when its module is evaluated:
 * the worker (which patches it) has to start before socket.io-client loads (the site loads it lazily, with the first
 * socket).
 */
export const createSocketLink = (options: SocketLinkOptions): SocketLink => {
  const path = (options.path ?? CHAT_SOCKET_PATH).replace(/\/$/, "");
  const settings = { ...ENGINE_DEFAULTS, ...options.engine };
  const timers = options.timers ?? realTimers;
  const log = options.log ?? (() => {});
  const namespaces = new Map<string, BrowserNamespace>();
  const of = (name: string) => {
    const found = namespaces.get(name) ?? createNamespace(name, log);
    namespaces.set(name, found);
    return found;
  };
  const connections = new Set<EngineConnection>();

  /** The socket.io side of one engine.io connection: its packets, and a socket per namespace it connected to. */
  const attach = (engine: EngineConnection): EngineListener => {
    connections.add(engine);
    log(`socket connected ${engine.id}`);
    const decoder = new Decoder();
    const handles = new Map<string, SocketHandle>();
    const pending = new Set<string>();
    const refuse = (nsp: string, error: Error & { data?: unknown }) =>
      engine.send(encodePacket({ type: PacketType.CONNECT_ERROR, nsp, data: error.data === undefined ? { message: error.message } : { message: error.message, data: error.data } }));
    const connect = (packet: Packet) => {
      const { nsp } = packet;
      if (handles.get(nsp)?.socket.connected || pending.has(nsp)) return;
      const namespace = namespaces.get(nsp);
      if (namespace === undefined) return refuse(nsp, new Error("Invalid namespace"));
      pending.add(nsp);
      const auth = typeof packet.data === "object" && packet.data !== null ? (packet.data as Record<string, unknown>) : {};
      namespace.admit(engine, auth, (outcome) => {
        pending.delete(nsp);
        if (outcome instanceof Error) return refuse(nsp, outcome);
        handles.set(nsp, outcome);
      });
    };
    decoder.on("decoded", (packet: Packet) => {
      if (packet.type === PacketType.CONNECT) return connect(packet);
      handles.get(packet.nsp)?.receive(packet);
    });
    return {
      message: (data) => {
        try {
          decoder.add(data);
        } catch (error) {
          log(`socket.io packet refused (${String(error)}): closing ${engine.id}`);
          engine.close("parse error");
        }
      },
      close: (reason) => {
        log(`socket disconnected ${engine.id} (${reason})`);
        connections.delete(engine);
        decoder.destroy();
        for (const handle of handles.values()) handle.closed(reason);
        handles.clear();
      },
    };
  };

  const handler = ws.link(linkUrl(options.url, path)).addEventListener("connection", ({ client, server }) => {
    const url = new URL(client.url);
    const ours = url.pathname.replace(/\/$/, "") === path && url.searchParams.get("EIO") === "4" && url.searchParams.get("transport") === "websocket";
    // Not socket.io's: the real server answers it, if there is one.
    if (!ours) return server.connect();
    if (options.admits && !options.admits()) return refuseHandshake(client);
    openEngine(client, attach, settings, timers);
  });
  return {
    handler,
    member: of(MEMBER_NAMESPACE),
    chat: of(CHAT_NAMESPACE),
    of,
    connections: () => connections,
    dropAll: () => [...connections].forEach((engine) => engine.close("forced close")),
  };
};

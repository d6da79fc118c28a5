import type { WebSocketHandlerConnection } from "msw";
import { realTimers, type Timers } from "../timers";

/** The client side of one WebSocket MSW intercepted. */
export type InterceptedClient = WebSocketHandlerConnection["client"];

/** What a frame carries: engine.io's text packets, or a binary attachment sent as it is. */
export type EngineData = string | ArrayBuffer | ArrayBufferView | Blob;

/** The engine.io v4 heartbeat and limits announced in the open packet (socket.io's defaults). */
export interface EngineSettings {
  readonly pingInterval: number;
  readonly pingTimeout: number;
  readonly maxPayload: number;
}
export const ENGINE_DEFAULTS: EngineSettings = { pingInterval: 25_000, pingTimeout: 20_000, maxPayload: 1_000_000 };

/** One engine.io connection: the socket.io layer's transport. */
export interface EngineConnection {
  readonly id: string;
  /** The URL the client opened (`…/socket.io/?EIO=4&transport=websocket`). */
  readonly url: URL;
  /** Sends the frames of one socket.io packet: text as an engine.io message packet, binary attachments raw. */
  readonly send: (frames: readonly EngineData[]) => void;
  /** Closes the WebSocket, as a network drop or the server would: socket.io-client reconnects by itself. */
  readonly close: (reason: string) => void;
  readonly isOpen: () => boolean;
}

/** What the socket.io layer hears from one connection. */
export interface EngineListener {
  readonly message: (data: EngineData) => void;
  readonly close: (reason: string) => void;
}

/** engine.io packet types (protocol v4), as the first character of a text frame. */
const OPEN = "0";
const CLOSE = "1";
const PING = "2";
const PONG = "3";
const MESSAGE = "4";
const NOOP = "6";

/** A random id as engine.io's base64id: 15 random bytes, base64url (Web Crypto: the browser and Node alike). */
export const randomId = (): string => {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(15));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_");
};

/**
 * Refuses a WebSocket at its handshake, as a server refusing the upgrade (socket.io's `allowRequest`): the browser's
 * `error` then `close`, never `open`. socket.io-client takes it as a transport error and keeps retrying.
 */
export const refuseHandshake = (client: InterceptedClient) => {
  // MSW's own way of failing a connection (handleWebSocketEvent): an error event on the intercepted WebSocket.
  (client as InterceptedClient & { socket?: EventTarget }).socket?.dispatchEvent(new Event("error"));
  client.close(1006, "refused");
};

/**
 * engine.io protocol v4 over one intercepted WebSocket (the `websocket` transport only, no upgrade): the open packet
 * with the connection's sid, the server's ping every `pingInterval` answered by the client's pong within `pingTimeout`,
 * message packets both ways, and a close from either side.
 */
export const openEngine = (
  client: InterceptedClient,
  listen: (connection: EngineConnection) => EngineListener,
  settings: EngineSettings = ENGINE_DEFAULTS,
  timers: Timers = realTimers,
): EngineConnection => {
  let open = true;
  let timer: unknown;
  const schedule = (task: () => void, ms: number) => {
    timers.clearTimeout(timer);
    timer = timers.setTimeout(task, ms);
  };
  const ping = () => {
    if (!open) return;
    client.send(PING);
    schedule(() => finish("ping timeout", true), settings.pingTimeout);
  };
  const finish = (reason: string, closeClient: boolean) => {
    if (!open) return;
    open = false;
    timers.clearTimeout(timer);
    // After what was sent has been handled, as engine.io drains its buffer before it closes: MSW delivers a frame in a
    // microtask and drops it once the socket is closing, and socket.io-client handles a packet a tick later (a server
    // disconnect's packet has to reach it before the close, or it would hear a drop and reconnect).
    if (closeClient) timers.setTimeout(() => client.close(), 0);
    listener.close(reason);
  };
  const connection: EngineConnection = {
    id: randomId(),
    url: new URL(client.url),
    send: (frames) => {
      if (!open) return;
      for (const frame of frames) client.send(typeof frame === "string" ? MESSAGE + frame : frame);
    },
    close: (reason) => finish(reason, true),
    isOpen: () => open,
  };
  const listener = listen(connection);
  client.addEventListener("message", (event) => {
    if (!open) return;
    const data = event.data as EngineData;
    if (typeof data !== "string") return listener.message(data);
    switch (data.charAt(0)) {
      case MESSAGE:
        return listener.message(data.slice(1));
      case PONG:
        return schedule(ping, settings.pingInterval);
      case CLOSE:
        return finish("transport close", true);
      case NOOP:
        return;
      default:
        return finish("parse error", true);
    }
  });
  client.addEventListener("close", () => finish("transport close", false));
  const handshake = { sid: connection.id, upgrades: [], ...settings };
  client.send(OPEN + JSON.stringify(handshake));
  schedule(ping, settings.pingInterval);
  return connection;
};

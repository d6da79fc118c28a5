import { afterAll, beforeAll } from "vitest";
import { setupServer } from "msw/node";
import type { RequestHandler, WebSocketHandler } from "msw";
import { WebSocket as NodeWebSocket } from "ws";
import { io, WebSocket as WebSocketTransport, type ManagerOptions, type Socket, type SocketOptions } from "socket.io-client";

/**
 * Test support (Node only; the binding never imports it): MSW's WebSocket interception under `msw/node`, for the real
 * socket.io-client.
 *
 * - MSW patches the global `WebSocket`, and Node 20 has none without `--experimental-websocket`: while the file's
 *   server listens, `globalThis.WebSocket` is the `ws` package's (engine.io-client's own in Node). MSW only wraps it:
 *   a connection its handler takes is never opened on the network.
 * - socket.io-client resolves to its Node build in Vitest, whose `websocket` transport opens a `ws` socket directly,
 *   which MSW does not see. `InterceptedWebSocket` is engine.io-client's browser `websocket` transport (exported by
 *   socket.io-client), reading `globalThis.WebSocket` when it connects rather than when its module loaded (the module is
 *   shared by the worker's test files, loaded before any of them patched it). Everything else is socket.io-client's own.
 */
export class InterceptedWebSocket extends WebSocketTransport {
  override createSocket(uri: string, protocols: string | string[] | undefined) {
    return protocols === undefined ? new globalThis.WebSocket(uri) : new globalThis.WebSocket(uri, protocols);
  }
}

/** The origin the test clients connect to: nothing listens there. */
export const SOCKET_ORIGIN = "http://sim.test";

/** A test file's MSW server (the handlers below), listening for its tests with a global WebSocket to patch. */
export const interceptSockets = (...handlers: (RequestHandler | WebSocketHandler)[]) => {
  const server = setupServer(...handlers);
  const global = globalThis as { WebSocket?: unknown };
  let installed = false;
  beforeAll(() => {
    if (global.WebSocket === undefined) {
      global.WebSocket = NodeWebSocket;
      installed = true;
    }
    server.listen({ onUnhandledRequest: "error" });
  });
  afterAll(() => {
    server.close();
    if (installed) delete global.WebSocket;
  });
  return server;
};

/** A client as the site opens one (websocket transport, reconnecting by itself, quickly here); closed after the file. */
export const clientsForTests = () => {
  const clients: Socket[] = [];
  afterAll(() => clients.forEach((client) => client.close()));
  return (namespace: string, options: Partial<ManagerOptions & SocketOptions> = {}) => {
    const client = io(`${SOCKET_ORIGIN}${namespace}`, {
      path: "/socket.io", transports: [InterceptedWebSocket], forceNew: true, reconnectionDelay: 20, reconnectionDelayMax: 100, ...options,
    });
    clients.push(client);
    return client;
  };
};

/** The next `event` on a socket: waits as long as the test may. */
export const next = <T = unknown>(emitter: { once: (event: string, listener: (value: T) => void) => unknown }, event: string) =>
  new Promise<T>((resolve) => void emitter.once(event, resolve));

/** The next `reconnect` (the connection is back; the namespace's `connect` follows) or server `ping` on a client's manager. */
export const nextOnManager = (client: Socket, event: "reconnect" | "ping") => new Promise<void>((resolve) => void client.io.once(event, () => resolve()));

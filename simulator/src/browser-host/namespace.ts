import { Encoder, PacketType, type Packet } from "socket.io-parser";
import { randomId, type EngineConnection } from "./engine-io";

type Listener = (...args: unknown[]) => void;

/**
 * One client's socket on a namespace, the part of socket.io's server `Socket` the simulator uses: its handshake's
 * `auth`, `data` for what middleware found, rooms, `emit`, `on` (client events, with the acknowledgement callback last
 * when the client asked for one; `disconnect` with its reason), `disconnect(close)`, and `conn.close()` (the transport).
 */
export interface BrowserSocket {
  readonly id: string;
  readonly nsp: string;
  readonly handshake: { readonly auth: Readonly<Record<string, unknown>>; readonly url: string };
  readonly data: Record<string, unknown>;
  readonly rooms: ReadonlySet<string>;
  readonly connected: boolean;
  readonly conn: { readonly id: string; readonly close: () => void };
  join(room: string): void;
  leave(room: string): void;
  /** Sends an event (no server-side acknowledgements: the simulator asks none). */
  emit(event: string, ...args: unknown[]): boolean;
  on(event: string, listener: Listener): this;
  /** socket.io's `disconnect`: the client hears `io server disconnect` (and does not reconnect); `close` also closes the transport. */
  disconnect(close?: boolean): this;
}

export type Middleware = (socket: BrowserSocket, next: (error?: Error & { data?: unknown }) => void) => void;

/** What the connection layer keeps of a socket: the socket, and how to hand it a client packet. */
export interface SocketHandle {
  readonly socket: BrowserSocket;
  readonly receive: (packet: Packet) => void;
  readonly closed: (reason: string) => void;
}

/**
 * A namespace of the browser binding: its middleware (`use`), connection listeners, sockets and rooms, and the server
 * ports the world's modules are written against — `emitTo` and `disconnectRoom` (the member socket's
 * `MemberSocketServer`), `emitTo`, `leave` and `drop` (the chat engine's `ChatEngineServer`).
 */
export interface BrowserNamespace {
  readonly name: string;
  readonly sockets: ReadonlyMap<string, BrowserSocket>;
  /** Room → the ids of the sockets in it (every socket is also in the room of its own id, as in socket.io). */
  readonly rooms: ReadonlyMap<string, ReadonlySet<string>>;
  use(middleware: Middleware): this;
  onConnection(listener: (socket: BrowserSocket) => void): this;
  /** The sockets in `room`, now. */
  socketsIn(room: string): BrowserSocket[];
  /** `namespace.to(room).emit(event, payload)`. */
  emitTo(room: string, event: string, payload: unknown): void;
  /** `namespace.in(room).disconnectSockets(true)`: a server-side disconnect; the clients do not reconnect. */
  disconnectRoom(room: string): void;
  /** `namespace.in(room).socketsLeave(from)`. */
  leave(room: string, from: string): void;
  /** Closes the transport of the sockets in `room`, as a network drop would: the clients reconnect by themselves. */
  drop(room: string): void;
  /** Runs the middleware for a client's CONNECT; answers the socket, or the error to refuse it with. */
  admit(engine: EngineConnection, auth: Record<string, unknown>, done: (outcome: SocketHandle | Error & { data?: unknown }) => void): void;
}

const encoder = new Encoder();
export const encodePacket = (packet: Packet) => encoder.encode(packet) as (string | ArrayBuffer)[];

export const createNamespace = (name: string, log: (line: string) => void = () => {}): BrowserNamespace => {
  const middlewares: Middleware[] = [];
  const connectionListeners: ((socket: BrowserSocket) => void)[] = [];
  const sockets = new Map<string, BrowserSocket>();
  const rooms = new Map<string, Set<string>>();
  const engineOf = new WeakMap<BrowserSocket, EngineConnection>();
  const socketsIn = (room: string) => [...(rooms.get(room) ?? [])].flatMap((id) => sockets.get(id) ?? []);

  const createSocket = (engine: EngineConnection, auth: Record<string, unknown>): SocketHandle & { connect: () => void } => {
    const listeners = new Map<string, Listener[]>();
    const own = new Set<string>();
    let connected = false;
    const send = (packet: Omit<Packet, "nsp">) => engine.send(encodePacket({ ...packet, nsp: name }));
    const fire = (event: string, args: unknown[]) => {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(...args);
        } catch (error) {
          log(`socket ${socket.id} ${event} listener failed: ${String(error)}`);
        }
      }
    };
    const closed = (reason: string) => {
      if (!connected) return;
      connected = false;
      for (const room of [...own]) socket.leave(room);
      sockets.delete(socket.id);
      fire("disconnect", [reason]);
    };
    const socket: BrowserSocket = {
      id: randomId(),
      nsp: name,
      handshake: { auth, url: engine.url.href },
      data: {},
      get rooms() {
        return new Set(own);
      },
      get connected() {
        return connected;
      },
      conn: { id: engine.id, close: () => engine.close("forced close") },
      join(room) {
        own.add(room);
        rooms.set(room, (rooms.get(room) ?? new Set()).add(socket.id));
      },
      leave(room) {
        own.delete(room);
        const members = rooms.get(room);
        members?.delete(socket.id);
        if (members?.size === 0) rooms.delete(room);
      },
      emit(event, ...args) {
        if (!connected) return false;
        send({ type: PacketType.EVENT, data: [event, ...args] });
        return true;
      },
      on(event, listener) {
        listeners.set(event, [...(listeners.get(event) ?? []), listener]);
        return socket;
      },
      disconnect(close = false) {
        if (!connected) return socket;
        send({ type: PacketType.DISCONNECT });
        closed("server namespace disconnect");
        if (close) engine.close("forced close");
        return socket;
      },
    };
    const receive = (packet: Packet) => {
      if (!connected) return;
      if (packet.type === PacketType.DISCONNECT) return closed("client namespace disconnect");
      if (packet.type !== PacketType.EVENT && packet.type !== PacketType.BINARY_EVENT) return;
      const [event, ...args] = packet.data as [string, ...unknown[]];
      if (packet.id !== undefined) {
        let answered = false;
        args.push((...answer: unknown[]) => {
          if (answered || !engine.isOpen()) return;
          answered = true;
          send({ type: PacketType.ACK, id: packet.id, data: answer });
        });
      }
      fire(event, args);
    };
    const connect = () => {
      connected = true;
      sockets.set(socket.id, socket);
      socket.join(socket.id);
      send({ type: PacketType.CONNECT, data: { sid: socket.id } });
      for (const listener of connectionListeners) listener(socket);
    };
    engineOf.set(socket, engine);
    return { socket, receive, closed, connect };
  };

  const namespace: BrowserNamespace = {
    name,
    sockets,
    rooms,
    use(middleware) {
      middlewares.push(middleware);
      return namespace;
    },
    onConnection(listener) {
      connectionListeners.push(listener);
      return namespace;
    },
    socketsIn,
    emitTo(room, event, payload) {
      const frames = encodePacket({ type: PacketType.EVENT, nsp: name, data: [event, payload] });
      for (const socket of socketsIn(room)) if (socket.connected) engineOf.get(socket)?.send(frames);
    },
    disconnectRoom: (room) => socketsIn(room).forEach((socket) => socket.disconnect(true)),
    leave: (room, from) => socketsIn(room).forEach((socket) => socket.leave(from)),
    drop: (room) => socketsIn(room).forEach((socket) => socket.conn.close()),
    admit(engine, auth, done) {
      const handle = createSocket(engine, auth);
      const run = (index: number) => {
        const middleware = middlewares[index];
        if (middleware === undefined) {
          // The client went away while a middleware was deciding: nothing to connect.
          if (!engine.isOpen()) return;
          done(handle);
          return handle.connect();
        }
        let called = false;
        middleware(handle.socket, (error) => {
          if (called) return;
          called = true;
          if (error !== undefined) return done(error);
          run(index + 1);
        });
      };
      run(0);
    },
  };
  return namespace;
};

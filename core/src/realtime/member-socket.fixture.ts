import type { MemberSocketPort } from "./member-socket.port";

export interface FakeMemberSocket extends MemberSocketPort {
  connected: boolean;
  /** How often `disconnect()` was called. */
  disconnected: number;
  /** Plays the server (or the socket itself, for connect, disconnect and connect_error). */
  emit(event: string, ...args: unknown[]): void;
  /** Listeners currently attached. */
  count(): number;
}

/** A socket.io-like emitter standing in for the app's socket in tests. */
export function fakePort(connected = false): FakeMemberSocket {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const port: FakeMemberSocket = {
    connected,
    disconnected: 0,
    on(event: string, listener: (...args: unknown[]) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
      return port;
    },
    off(event: string, listener: (...args: unknown[]) => void) {
      listeners.get(event)?.delete(listener);
      return port;
    },
    disconnect() {
      port.disconnected++;
      return port;
    },
    emit(event: string, ...args: unknown[]) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(...args);
    },
    count: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
  };
  return port;
}

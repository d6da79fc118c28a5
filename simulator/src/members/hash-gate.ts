import type { MemberCrypto } from "./member-crypto";

/** Refused at once: the hashes running and waiting are as many as the gate takes. */
export class HashBusy extends Error {
  constructor() {
    super("password hashing is busy");
    this.name = "HashBusy";
  }
}

export interface HashGateOptions {
  /** Hashes run at once (scrypt takes a libuv thread each; the Node host's file reads need the others). */
  readonly concurrency?: number;
  /** Hashes that may wait for a turn; beyond that a request is answered 503 at once. */
  readonly queue?: number;
}
export const HASH_GATE: Required<HashGateOptions> = { concurrency: 2, queue: 8 };

export interface HashGate {
  /** Runs the task when a slot is free; throws `HashBusy` without waiting when the queue is full too. */
  readonly run: <T>(task: () => Promise<T>) => Promise<T>;
}

/** ARCHITECTURE §7 password hashing is bounded so it cannot starve the server: a small semaphore with a short queue. */
export const createHashGate = (options: HashGateOptions = {}): HashGate => {
  const { concurrency, queue } = { ...HASH_GATE, ...options };
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    // A waiting task takes the slot over, so `running` stays as it is.
    if (next !== undefined) next();
    else running--;
  };
  return {
    run: async (task) => {
      if (running < concurrency) running++;
      else if (waiting.length < queue) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new HashBusy();
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
};

/** The crypto with every password hash going through the gate. */
export const gatedCrypto = (crypto: MemberCrypto, gate: HashGate): MemberCrypto => ({ ...crypto, hash: (password, salt) => gate.run(() => crypto.hash(password, salt)) });

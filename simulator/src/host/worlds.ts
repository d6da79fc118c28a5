import { randomBytes } from "node:crypto";

/** The id of the world a request without a choice gets: the one `npm start` has always served. */
export const DEFAULT_WORLD_ID = "default";
/** The header and cookie a request chooses its world with (issue 25). */
export const WORLD_HEADER = "x-camstage-world";
export const WORLD_COOKIE = "camstage_world";

/** What a new world is made from. */
export interface WorldSettings {
  readonly seed: number;
  readonly performers: number;
}

/** A world as `GET /simulator/api/worlds` lists it. */
export interface WorldInfo extends WorldSettings {
  readonly id: string;
  /** When it was made and last chosen by a request (ms epoch). */
  readonly created: number;
  readonly lastUsed: number;
}

export interface WorldLimits {
  /** The most worlds alive at once, the default included. */
  readonly max: number;
  /** A world no request chose for this long (ms) is dropped; never the default. */
  readonly idleMs: number;
}

/** `CAMSTAGE_SIM_WORLDS_MAX` (default 50) and `CAMSTAGE_SIM_WORLD_IDLE_MINUTES` (default 30). */
export const worldLimitsFromEnv = (env: Record<string, string | undefined> = process.env): WorldLimits => {
  const positive = (value: string | undefined, fallback: number) => {
    const number = Number(value);
    return value !== undefined && value.trim() !== "" && Number.isFinite(number) && number > 0 ? number : fallback;
  };
  return { max: Math.floor(positive(env.CAMSTAGE_SIM_WORLDS_MAX, 50)), idleMs: positive(env.CAMSTAGE_SIM_WORLD_IDLE_MINUTES, 30) * 60_000 };
};

export interface Worlds<T> {
  readonly default: T;
  /** A new world, or "full" past the cap (after dropping idle ones). */
  readonly create: (settings: WorldSettings) => { readonly id: string; readonly world: T } | "full";
  /** The world with that id, marked as used now; undefined when there is none. */
  readonly get: (id: string) => T | undefined;
  readonly list: () => WorldInfo[];
  /** Drops a world (never the default); whether it existed. */
  readonly drop: (id: string) => boolean;
  /** Drops the worlds idle longer than the limit; answers their ids. */
  readonly sweep: () => string[];
  /** Closes every world, the default too (the host stops). */
  readonly close: () => void;
}

const newId = () => `w${randomBytes(6).toString("hex")}`;

/**
 * Issue 25: one simulator, many isolated worlds. Each world is whatever `make` builds (the Node host: a world with its
 * handlers, sockets, scenarios and outage); the registry only names them, bounds how many live at once and drops the
 * idle ones, so memory stays bounded. `close` is called on every world it drops.
 */
export const createWorlds = <T extends { readonly close: () => void }>(
  make: (id: string, settings: WorldSettings) => T,
  defaults: WorldSettings,
  limits: WorldLimits,
  now: () => number = Date.now,
): Worlds<T> => {
  interface Entry { readonly world: T; readonly info: Omit<WorldInfo, "lastUsed">; lastUsed: number }
  const entries = new Map<string, Entry>();
  const add = (id: string, settings: WorldSettings) => {
    const at = now();
    const entry: Entry = { world: make(id, settings), info: { id, ...settings, created: at }, lastUsed: at };
    entries.set(id, entry);
    return entry.world;
  };
  const fallback = add(DEFAULT_WORLD_ID, defaults);
  const drop = (id: string) => {
    const entry = entries.get(id);
    if (entry === undefined || id === DEFAULT_WORLD_ID) return false;
    entries.delete(id);
    entry.world.close();
    return true;
  };
  const sweep = () => {
    const idleSince = now() - limits.idleMs;
    const idle = [...entries].filter(([id, entry]) => id !== DEFAULT_WORLD_ID && entry.lastUsed < idleSince).map(([id]) => id);
    for (const id of idle) drop(id);
    return idle;
  };
  return {
    default: fallback,
    create: (settings) => {
      sweep();
      if (entries.size >= limits.max) return "full";
      let id = newId();
      while (entries.has(id)) id = newId();
      return { id, world: add(id, settings) };
    },
    get: (id) => {
      const entry = entries.get(id);
      if (entry !== undefined) entry.lastUsed = now();
      return entry?.world;
    },
    list: () => [...entries.values()].map(({ info, lastUsed }) => ({ ...info, lastUsed })),
    drop,
    sweep,
    close: () => {
      for (const entry of entries.values()) entry.world.close();
      entries.clear();
    },
  };
};

const cookieValue = (cookies: string | undefined, name: string) => {
  for (const part of (cookies ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return part.slice(at + 1).trim();
      }
    }
  }
  return undefined;
};

/**
 * The world a request (or a socket's handshake) chose: the `X-Camstage-World` header, else the `camstage_world`
 * cookie; `undefined` when it chose none (the default world). Whatever else it names is kept as it is: a world that
 * does not exist gets `notFound.world`, never the default.
 */
export const chosenWorld = (headers: Record<string, string | string[] | undefined>): string | undefined => {
  const header = headers[WORLD_HEADER];
  const given = (Array.isArray(header) ? header[0] : header)?.trim() || cookieValue(Array.isArray(headers.cookie) ? headers.cookie.join(";") : headers.cookie, WORLD_COOKIE);
  return given === undefined || given === "" ? undefined : given;
};

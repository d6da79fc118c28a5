import { Result, Schema } from "effect";
import { createWorld, replayWorld, WorldRecording } from "./simulated-world";
import type { World, WorldOptions } from "./world/world";

/**
 * Issue 30: the browser host's world lives in the page and is kept per tab, so that a reload (or a window the tab opens:
 * it starts with a copy of the tab's session storage) finds the same world. What is kept is its recording (the seed and
 * every event since): the world is event-sourced, and replaying the recording gives back the same state.
 */

/** Where a tab's world is kept: IndexedDB in the browser (`browser.ts`), a map in tests. */
export interface WorldShelf {
  readonly load: (key: string) => Promise<unknown>;
  readonly save: (key: string, recording: WorldRecording) => Promise<void>;
}

/** The session-storage item that names the tab's world. */
export const TAB_WORLD_ITEM = "camstage-sim-world";

/** The tab's world key: made once per tab and kept in its session storage. */
export const tabWorldKey = (storage: Pick<Storage, "getItem" | "setItem">, newId: () => string): string => {
  const kept = storage.getItem(TAB_WORLD_ITEM);
  if (kept !== null && kept !== "") return kept;
  const key = `world/${newId()}`;
  storage.setItem(TAB_WORLD_ITEM, key);
  return key;
};

/** The session-storage item that keeps the secret the tab's world signs its members' tokens with. */
export const TAB_SECRET_ITEM = "camstage-sim-secret";

/**
 * The secret of the tab's world, made once per tab: a member's token signed before a reload (the site keeps it in its
 * auth cookie) still opens the same world's account after it.
 */
export const tabSecret = (storage: Pick<Storage, "getItem" | "setItem">, newSecret: () => string): string => {
  const kept = storage.getItem(TAB_SECRET_ITEM);
  if (kept !== null && kept !== "") return kept;
  const secret = newSecret();
  storage.setItem(TAB_SECRET_ITEM, secret);
  return secret;
};

const decodeRecording = Schema.decodeUnknownResult(WorldRecording);

export interface TabWorld {
  readonly world: World;
  /** Whether the world came back from the shelf (else it is a new one from the seed). */
  readonly restored: boolean;
  /** Saves what has not been saved yet, at once. */
  readonly flush: () => Promise<void>;
  readonly close: () => void;
}

export interface TabWorldOptions {
  readonly key: string;
  readonly shelf: WorldShelf;
  readonly seed?: number;
  readonly world?: WorldOptions;
  /** How long after a change the world is saved (several changes in that time are saved once). Default 250 ms. */
  readonly saveAfterMs?: number;
  /** Reports a recording that could not be read back (the tab starts a new world) or a save that failed. */
  readonly log?: (line: string) => void;
}

/**
 * The tab's world: the kept recording replayed, else a new world from the seed (a kept recording that no longer reads,
 * from an older version of the simulator, is reported and replaced). Every change is saved shortly after.
 */
export const openTabWorld = async (options: TabWorldOptions): Promise<TabWorld> => {
  const { key, shelf, log = () => {} } = options;
  const saved = await shelf.load(key).catch((error: unknown) => log(`could not read the kept world: ${String(error)}`));
  const decoded = saved === undefined ? undefined : decodeRecording(saved);
  if (decoded !== undefined && Result.isFailure(decoded)) log("the kept world does not read as a recording: a new world starts");
  const world = decoded !== undefined && Result.isSuccess(decoded) ? replayWorld(decoded.success, options.world) : createWorld(options.seed ?? 1, options.world);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let saving: Promise<void> = Promise.resolve();
  const save = () => {
    timer = undefined;
    saving = saving.then(() => shelf.save(key, world.recording())).catch((error: unknown) => log(`could not keep the world: ${String(error)}`));
    return saving;
  };
  const stop = world.subscribe(() => {
    timer ??= setTimeout(save, options.saveAfterMs ?? 250);
  });
  return {
    world,
    restored: decoded !== undefined && Result.isSuccess(decoded),
    flush: () => {
      if (timer === undefined) return saving;
      clearTimeout(timer);
      return save();
    },
    close: () => {
      stop();
      if (timer !== undefined) clearTimeout(timer);
    },
  };
};

import { Result, Schema } from "effect";
import { EventLogData, type EventCause, type EventLogEntry, type FlowEvent, type SiteSnapshot } from "./event-log.schema";
import { createRedactor, redactLog } from "./redact";

/**
 * Where a long session's older entries go so the page's memory stays flat (issue 11: a busy chat room logs every
 * message): the browser's IndexedDB in the site, a map in tests. Batches are written by index and read back in
 * order for an export. They are written with their secrets already replaced (ARCHITECTURE §7): nothing secret rests there.
 */
export interface LogSpill {
  write(index: number, batch: readonly EventLogEntry[]): Promise<void>;
  /** The batches at these indexes (undefined for one that is gone). */
  read(indexes: readonly number[]): Promise<ReadonlyArray<readonly EventLogEntry[] | undefined>>;
}

/** Entries kept in memory before a batch goes to the spill. */
export const LOG_SPILL_BATCH = 250;

export interface EventLog {
  /** The clock value when the log (and the session's actors) started. */
  readonly startedAt: number;
  /** Records one delivered event, assigning the next `seq` and `at = now()`. */
  append(input: { readonly flow: string; readonly event: FlowEvent; readonly cause?: EventCause }): EventLogEntry;
  /** The entries still in memory: all of them without a spill; with one, those not written to it yet. */
  entries(): readonly EventLogEntry[];
  /** How many entries the log holds in all. */
  size(): number;
  /** The log in memory (see `entries`); a log that spilled is exported whole by `exportRedacted`. */
  data(): EventLogData;
  /** The log in memory as JSON. */
  export(): string;
  /**
   * ARCHITECTURE §3/§7 the whole log for QA, with the page when given, its secrets replaced by stable placeholders (one
   * redactor per log: the spilled batches were redacted as they were written, the rest now, alike).
   */
  exportRedacted(site?: SiteSnapshot): Promise<EventLogData>;
  /** Called after each append (the QA console shows the log live). */
  subscribe(listener: (entry: EventLogEntry) => void): () => void;
}

/** Resolves in a later task (after what the current one is doing, and the page's next frame if one is due). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export const createEventLog = (options: {
  readonly now: () => number;
  readonly startedAt?: number;
  readonly spill?: LogSpill;
  readonly batchSize?: number;
}): EventLog => {
  const { spill, batchSize = LOG_SPILL_BATCH } = options;
  const startedAt = options.startedAt ?? options.now();
  const redactor = createRedactor();
  // Full batches, each in memory until its write succeeds (a failed write keeps it: nothing is lost), then the tail.
  const batches: Array<readonly EventLogEntry[] | "spilled"> = [];
  let tail: EventLogEntry[] = [];
  let size = 0;
  let writes: Promise<void> = Promise.resolve();
  const listeners = new Set<(entry: EventLogEntry) => void>();
  const inMemory = (): EventLogEntry[] => [...batches.flatMap((batch) => (batch === "spilled" ? [] : batch)), ...tail];
  const data = (): EventLogData => ({ version: 1, startedAt, entries: inMemory() });
  const toSpill = (port: LogSpill) => {
    const batch = tail;
    tail = [];
    const index = batches.push(batch) - 1;
    // Redacted in the write chain, not in the append that filled the batch: batches still go in seq order. In a task
    // of its own: redacting and storing a batch takes a while (ARCHITECTURE §6: a room's message that filled a batch must not
    // pay for it in its own frame; bench:chat saw such frames go over 50 ms).
    writes = writes.then(nextTask).then(() =>
      port.write(index, redactLog({ version: 1, startedAt, entries: batch }, redactor).entries).then(
        () => void (batches[index] = "spilled"),
        () => undefined,
      ),
    );
  };
  return {
    startedAt,
    append: ({ flow, event, cause }) => {
      const entry: EventLogEntry = { seq: ++size, at: options.now(), flow, event, ...(cause ? { cause } : {}) };
      tail.push(entry);
      if (spill !== undefined && tail.length >= batchSize) toSpill(spill);
      for (const listener of listeners) listener(entry);
      return entry;
    },
    entries: inMemory,
    size: () => size,
    data,
    export: () => JSON.stringify(data()),
    exportRedacted: async (site) => {
      await writes;
      // Taken together: what is spilled and what is still in memory are then the whole log, whatever is written next.
      const spilled = batches.flatMap((batch, index) => (batch === "spilled" ? [index] : []));
      const memory = inMemory();
      const read = spill === undefined || spilled.length === 0 ? [] : await spill.read(spilled);
      const redacted = redactLog({ version: 1, startedAt, entries: memory, ...(site ? { site } : {}) }, redactor);
      return { ...redacted, entries: [...read.flatMap((batch) => batch ?? []), ...redacted.entries].sort((a, b) => a.seq - b.seq) };
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

/** Why an imported log was refused: not JSON, not the log shape, or entries out of order. */
export class EventLogImportError extends Error {
  readonly _tag = "EventLogImportError" as const;
  constructor(
    readonly reason: "json" | "schema" | "order",
    readonly issue: string,
  ) {
    super(`Invalid event log (${reason}): ${issue}`);
    this.name = "EventLogImportError";
  }
}

/** Decodes an exported log; every problem is a typed {@link EventLogImportError}, never a throw. */
export const importLog = (json: string): Result.Result<EventLogData, EventLogImportError> => {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (error) {
    return Result.fail(new EventLogImportError("json", error instanceof Error ? error.message : String(error)));
  }
  const decoded = Schema.decodeUnknownResult(EventLogData)(raw);
  if (Result.isFailure(decoded)) return Result.fail(new EventLogImportError("schema", decoded.failure.message));
  const log = decoded.success;
  let previous = { seq: 0, at: log.startedAt };
  for (const entry of log.entries) {
    if (entry.seq <= previous.seq) return Result.fail(new EventLogImportError("order", `seq ${entry.seq} after ${previous.seq}`));
    if (entry.at < previous.at) return Result.fail(new EventLogImportError("order", `seq ${entry.seq} at ${entry.at} is before ${previous.at}`));
    previous = entry;
  }
  return Result.succeed(log);
};

import { Result, Schema } from "effect";
import { EventLogData, type EventCause, type EventLogEntry, type FlowEvent } from "./event-log.schema";

export interface EventLog {
  /** The clock value when the log (and the session's actors) started. */
  readonly startedAt: number;
  /** Records one delivered event, assigning the next `seq` and `at = now()`. */
  append(input: { readonly flow: string; readonly event: FlowEvent; readonly cause?: EventCause }): EventLogEntry;
  entries(): readonly EventLogEntry[];
  data(): EventLogData;
  /** The log as JSON, for QA to attach to a bug (DESIGN §3). */
  export(): string;
  /** Called after each append (the QA console shows the log live). */
  subscribe(listener: (entry: EventLogEntry) => void): () => void;
}

export const createEventLog = (options: { readonly now: () => number; readonly startedAt?: number }): EventLog => {
  const startedAt = options.startedAt ?? options.now();
  const entries: EventLogEntry[] = [];
  const listeners = new Set<(entry: EventLogEntry) => void>();
  const data = (): EventLogData => ({ version: 1, startedAt, entries: [...entries] });
  return {
    startedAt,
    append: ({ flow, event, cause }) => {
      const entry: EventLogEntry = { seq: entries.length + 1, at: options.now(), flow, event, ...(cause ? { cause } : {}) };
      entries.push(entry);
      for (const listener of listeners) listener(entry);
      return entry;
    },
    entries: () => entries,
    data,
    export: () => JSON.stringify(data()),
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

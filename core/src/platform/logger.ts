import { DEFAULT_LOG_LEVEL, LOG_LEVELS, shouldLog, type LogLevelName } from "../constants/constants";

/** §9 log levels (ERROR, WARN, INFO, DEBUG, VERBOSE; default ERROR) live in the constants module. */
export type LogLevel = LogLevelName;

export type LogData = Readonly<Record<string, unknown>>;

export interface Logger {
  readonly level: LogLevel;
  readonly enabled: (level: LogLevel) => boolean;
  readonly log: (level: LogLevel, message: string, data?: LogData) => void;
  readonly error: (message: string, data?: LogData) => void;
  readonly warn: (message: string, data?: LogData) => void;
  readonly info: (message: string, data?: LogData) => void;
  readonly debug: (message: string, data?: LogData) => void;
  readonly verbose: (message: string, data?: LogData) => void;
}

/** Where log lines go; `console` fits. Injected so tests can capture lines. */
export interface LogSink {
  readonly error: (...args: unknown[]) => void;
  readonly warn: (...args: unknown[]) => void;
  readonly info: (...args: unknown[]) => void;
  readonly debug: (...args: unknown[]) => void;
}

/** Reads a configured level (any case); anything unknown falls back to ERROR (§9). */
export const parseLogLevel = (value: unknown): LogLevel => {
  const upper = typeof value === "string" ? value.trim().toUpperCase() : "";
  return LOG_LEVELS.find((level) => level === upper) ?? DEFAULT_LOG_LEVEL;
};

const sinkMethod = (sink: LogSink, level: LogLevel) =>
  level === "ERROR" ? sink.error : level === "WARN" ? sink.warn : level === "INFO" ? sink.info : sink.debug;

export const createLogger = (level: LogLevel = DEFAULT_LOG_LEVEL, sink: LogSink = console): Logger => {
  const enabled = (candidate: LogLevel) => shouldLog(level, candidate);
  const log = (candidate: LogLevel, message: string, data?: LogData) => {
    if (!enabled(candidate)) return;
    const write = sinkMethod(sink, candidate);
    if (data === undefined) write(`[${candidate}] ${message}`);
    else write(`[${candidate}] ${message}`, data);
  };
  return {
    level,
    enabled,
    log,
    error: (message, data) => log("ERROR", message, data),
    warn: (message, data) => log("WARN", message, data),
    info: (message, data) => log("INFO", message, data),
    debug: (message, data) => log("DEBUG", message, data),
    verbose: (message, data) => log("VERBOSE", message, data),
  };
};

/** A logger that drops everything (tests, replays). */
export const silentLogger: Logger = createLogger("ERROR", { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} });

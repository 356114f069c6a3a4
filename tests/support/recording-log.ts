import pino, { type Logger } from "pino";

/** One pino JSON line: level 30 info, 40 warn, 50 error, plus the logged fields. */
export interface LogEntry {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** A pino logger whose lines are kept in `entries` for the test to read. */
export function recordingLog(): { log: Logger; entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const log = pino(
    { base: undefined },
    { write: (line: string) => entries.push(JSON.parse(line)) },
  );
  return { log, entries };
}

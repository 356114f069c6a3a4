import pino, { type Logger } from "pino";

/** The process logger: structured JSON lines on stdout (DESIGN §2). */
export function createLogger(level: string): Logger {
  return pino({ level, base: undefined });
}

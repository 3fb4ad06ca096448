// The server's log as a reader sees it: every line Vendure's `Logger` receives (a subscriber's
// `Logger.info`, a job's progress), kept whatever level the sample server prints, so that a block
// with `log="…"` can wait for the line the page says its code writes.

export interface LogLine {
  level: 'error' | 'warn' | 'info' | 'verbose' | 'debug';
  context?: string;
  message: string;
}

/** The part of a `VendureLogger` the capture needs. */
type LoggerMethods = Record<LogLine['level'], (message: string, context?: string, trace?: string) => void>;

/** `Logger` of @vendure/core: the static logger every plugin's `Logger.info(…)` goes through. */
export interface StaticLogger {
  logger: LoggerMethods;
  useLogger(logger: LoggerMethods): void;
}

export interface ServerLog {
  lines: LogLine[];
  /** Resolves with the first line from index `from` on whose message contains `text`, or undefined after `timeoutMs`. */
  waitFor(text: string, from: number, timeoutMs?: number): Promise<LogLine | undefined>;
}

/** How long a block's `log=` line may take to appear: a subscriber runs once the transaction has committed. */
export const LOG_WAIT_MS = 10_000;

const LEVELS: Array<LogLine['level']> = ['error', 'warn', 'info', 'verbose', 'debug'];

/**
 * Puts a recording logger in front of the server's own (which still prints what its level lets
 * through). Subscribers run after the transaction has committed, possibly after the response has
 * been sent, so a line may arrive a little after the block's response: waitFor polls.
 */
export function captureServerLog(Logger: StaticLogger): ServerLog {
  const lines: LogLine[] = [];
  const printing = Logger.logger;
  const recording = Object.fromEntries(
    LEVELS.map((level) => [
      level,
      (message: string, context?: string, trace?: string) => {
        lines.push({ level, context, message: String(message) });
        printing[level].call(printing, message, context, trace);
      },
    ]),
  ) as LoggerMethods;
  Logger.useLogger(recording);
  return {
    lines,
    async waitFor(text, from, timeoutMs = LOG_WAIT_MS) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const line = lines.slice(from).find((l) => l.message.includes(text));
        if (line || Date.now() >= deadline) return line;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

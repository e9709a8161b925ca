import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import { settings } from './config';

// One JSON line per event on stdout (a terminal gets them pretty-printed): what a log shipper or `docker logs`
// expects. Only fields we choose are logged (never bodies or query strings); the redaction below is the second
// line of defence, for a value that reaches a log by mistake under a name that says what it is.

const REDACTED_KEYS = ['password', 'pass', 'newPassword', 'token', 'access_token', 'refresh_token', 'api_token', 'signup_token', 'sms_token', 'code', 'email', 'phone', 'authorization', 'cookie', 'params', 'secret'];

interface Shared {
  logger: Logger;
  /** Where log lines go: stdout by default; a test may capture them (see captureLogs). */
  output: { target: DestinationStream };
}

function defaultDestination(): DestinationStream {
  // Jest loads this module once per test file in one process: a file descriptor stream each would pile up exit hooks.
  if (settings().NODE_ENV === 'test') return { write: (line: string) => void process.stdout.write(line) };
  const format = settings().LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json');
  if (format === 'pretty') return pretty({ colorize: true, sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
  return pino.destination({ dest: 1, sync: false });
}

function defaultLevel(): string {
  // Jest runs are quiet unless a test listens (captureLogs).
  return settings().LOG_LEVEL ?? (settings().NODE_ENV === 'test' ? 'silent' : 'info');
}

function create(): Shared {
  const output = { target: defaultDestination() };
  const logger = pino(
    {
      level: defaultLevel(),
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: [...REDACTED_KEYS, ...REDACTED_KEYS.map((key) => `*.${key}`)], censor: '[redacted]' },
    },
    {
      write: (line: string) => output.target.write(line),
      // logger.flush(): what an asynchronous destination still holds goes out now (before the process exits).
      flush: (done?: (error?: Error) => void) => {
        try {
          (output.target as DestinationStream & { flushSync?: () => void }).flushSync?.();
          done?.();
        } catch (error) {
          done?.(error as Error); // nothing written yet, or already closed: nothing to flush
        }
      },
    } as DestinationStream,
  );
  return { logger, output };
}

// On globalThis, as the database handle is: production loads the server code twice (the API's copy and the one in
// Next's page bundle), and both must write through one stream, or their lines could interleave mid-line.
const holder = globalThis as typeof globalThis & { __mixtapeLog?: Shared };
const shared = (holder.__mixtapeLog ??= create());
const output = shared.output;

export const logger: Logger = shared.logger;

/** For tests: every line logged until `stop()` is called, at level info and up, as written. */
export function captureLogs(): { lines: string[]; stop: () => void } {
  const lines: string[] = [];
  const previous = { target: output.target, level: logger.level };
  output.target = { write: (line: string) => void lines.push(line) };
  if (logger.level === 'silent') logger.level = 'info';
  return {
    lines,
    stop: () => {
      output.target = previous.target;
      logger.level = previous.level;
    },
  };
}


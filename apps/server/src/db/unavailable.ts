// The database out of reach (PostgreSQL restarting or stopped, the network to it down): requests answer 503 in the
// envelope with Retry-After, background work waits for its next turn, and the outage is logged once when it begins
// and once when it ends, not a stack per request.
import type { Db } from './client.ts';

/** The Retry-After of a 503 (seconds): a PostgreSQL restart takes a few. */
export const RETRY_AFTER_S = 5;

/**
 * SQLSTATEs of a server that cannot serve now: connection exceptions (08xxx), admin_shutdown, crash_shutdown and
 * cannot_connect_now (57P01–57P03: stopping or starting up), too_many_connections (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
/** Socket errors of the connection to the database. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres' words for a lost or unobtainable connection (its own errors carry no code). */
const DRIVER_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

interface ErrorLike {
  code?: unknown;
  syscall?: unknown;
  query?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * True when the error says the database cannot be reached now. A socket error counts only where it is the
 * database's: a connection being opened (syscall connect or getaddrinfo) or a failed query (Drizzle wraps those
 * with the statement) — a client hanging up on a request is none of these.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const visit = (value: unknown, inQuery: boolean, depth: number): boolean => {
    if (!value || typeof value !== 'object' || depth > 4) return false;
    const e = value as ErrorLike;
    if (typeof e.code === 'string') {
      if (UNAVAILABLE_SQLSTATE.test(e.code)) return true;
      if (NETWORK_CODES.has(e.code) && (inQuery || e.syscall === 'connect' || e.syscall === 'getaddrinfo')) return true;
    }
    if (typeof e.message === 'string' && DRIVER_MESSAGES.test(e.message)) return true;
    const nested = inQuery || typeof e.query === 'string';
    if (Array.isArray(e.errors) && e.errors.some((inner) => visit(inner, nested, depth + 1))) return true;
    return visit(e.cause, nested, depth + 1);
  };
  return visit(error, false, 0);
}

export interface OutageLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

const consoleLog: OutageLog = {
  warn: (details, message) => console.warn(`verdict: ${message}`, details),
  info: (details, message) => console.warn(`verdict: ${message}`, details),
};

/** Whether the database answers, as this process last saw it; logs each outage once, at its start and its end. */
export class DatabaseHealth {
  private since: number | null = null;
  private failures = 0;
  private log: OutageLog = consoleLog;

  useLog(log: OutageLog): void {
    this.log = log;
  }

  /** A call failed for want of the database. */
  unreachable(error: unknown): void {
    this.failures++;
    if (this.since !== null) return;
    this.since = Date.now();
    this.failures = 1;
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    this.log.warn({ reason }, 'the database is unavailable: requests answer 503 until it is back');
  }

  /** A connection to the database was opened. */
  reachable(): void {
    if (this.since === null) return;
    this.log.info({ ms: Date.now() - this.since, failures: this.failures }, 'the database is back');
    this.since = null;
  }
}

const healths = new WeakMap<Db, DatabaseHealth>();

export function databaseHealth(db: Db): DatabaseHealth {
  let health = healths.get(db);
  if (!health) healths.set(db, (health = new DatabaseHealth()));
  return health;
}

/**
 * The error handler of work that runs on its own (sweeps, purges, deliveries): an outage is noted on the database's
 * health (logged once), anything else is logged with its stack.
 */
export function backgroundFailure(db: Db, log: { error(details: object, message: string): void }, message: string) {
  return (error: unknown) => (isDatabaseUnavailable(error) ? databaseHealth(db).unreachable(error) : log.error({ err: error }, message));
}

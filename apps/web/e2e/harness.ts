// E2E harness: one real server (temp data dir, built SPA, its own database, a real judge worker) and one headless
// Chromium per vitest worker, shared by the test files that worker runs one after the other; each file opens its
// own browser contexts and keeps data of its own (unique usernames, titles and display ids). A file whose
// assertions need a server nobody else writes to (or another database) asks for its own server with `ownServer`
// and still uses the worker's Chromium. The worker's server and browser are stopped by the e2e environment
// (environment.ts) when vitest stops the worker.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { once } from './worker-shared';

interface StartOptions {
  host?: string;
  port?: number;
  dataDir?: string;
  databaseUrl?: string;
  adminPassword?: string;
  webDist?: string;
  logLevel?: string;
  judgeWorkers?: number;
  demo?: boolean;
}

/** What a test may reach of the running server (typed loosely: the web type-check does not compile the server). */
export interface RunningServer {
  url: string;
  dataDir: string;
  database: { db: unknown };
  close(): Promise<void>;
}

interface ServerModule {
  startServer(options: StartOptions): Promise<RunningServer>;
}

export interface ServerOptions {
  /** Local judge workers the server starts (0: nothing is judged). */
  judgeWorkers?: number;
  /** Seed the demo content, including the demo problems 1000-1004 (default true). */
  demo?: boolean;
  /**
   * The server's database: a throwaway PostgreSQL database when 127.0.0.1:5432 answers (the browser tests run
   * faster with the database in its own process), else, or when asked, the embedded PGlite.
   */
  database?: 'pglite' | 'postgres';
}

interface TestHelperModule {
  BACKENDS: string[];
  openTestDatabaseUrl(): Promise<{ url: string; drop(): Promise<void> }>;
}

export const ROOT_PASSWORD = 'Root1234';

const webDist = fileURLToPath(new URL('../dist', import.meta.url));
/** Imported by path at run time so the web type-check does not compile the server. */
const serverEntry = fileURLToPath(new URL('../../server/src/index.ts', import.meta.url));
const testHelperEntry = fileURLToPath(new URL('../../server/src/test/helper.ts', import.meta.url));

/** The worker's shared server: demo content and one real judge worker, so every file can submit. */
const SHARED_SERVER: Required<Omit<ServerOptions, 'database'>> = { judgeWorkers: 1, demo: true };

export interface PageOptions {
  width?: number;
  height?: number;
  /** Stored interface language; zh-CN (the default) when omitted. */
  language?: 'zh-CN' | 'en-US';
  /** Ignore the page's Content-Security-Policy (to test what the page itself lets through). */
  bypassCSP?: boolean;
  /**
   * The system's motion preference. Reduced unless asked: the app then opens popups and dialogs without sliding,
   * so that no click lands on an element still moving (Playwright's stability check can pass between two frames
   * a loaded machine stalls).
   */
  reducedMotion?: 'reduce' | 'no-preference';
}

export interface E2E {
  readonly baseUrl: string;
  readonly server: RunningServer;
  newPage(options?: PageOptions): Promise<Page>;
}

interface StartedServer {
  server: RunningServer;
  stop(): Promise<void>;
}

/** Starts a server on a fresh data folder and database; stop() closes it and removes both. */
async function startE2EServer({ judgeWorkers = 0, demo = true, database }: ServerOptions): Promise<StartedServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'verdict-e2e-'));
  let dropDatabase: (() => Promise<void>) | undefined;
  try {
    const { startServer } = (await import(serverEntry)) as ServerModule;
    const { BACKENDS, openTestDatabaseUrl } = (await import(testHelperEntry)) as TestHelperModule;
    let databaseUrl: string | undefined;
    if ((database ?? (BACKENDS.includes('postgres') ? 'postgres' : 'pglite')) === 'postgres') {
      const created = await openTestDatabaseUrl();
      databaseUrl = created.url;
      dropDatabase = created.drop;
    }
    const server = await startServer({
      port: 0,
      dataDir,
      databaseUrl,
      adminPassword: ROOT_PASSWORD,
      webDist,
      logLevel: 'silent',
      judgeWorkers,
      demo,
    });
    return {
      server,
      async stop() {
        try {
          await server.close();
        } finally {
          await dropDatabase?.();
          await rm(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await dropDatabase?.().catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });

export interface UseE2EOptions {
  /**
   * A server of the file's own instead of the worker's shared one, for a file whose assertions need one (a
   * database nobody else writes to, another database kind). It is started in beforeAll and stopped in afterAll.
   */
  ownServer?: ServerOptions;
}

/** Call at the top of a test file: the worker's server and browser (started by the first file that needs them). */
export function useE2E({ ownServer }: UseE2EOptions = {}): E2E {
  let server: RunningServer | null = null;
  let browser: Browser | null = null;
  let own: StartedServer | null = null;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    // The browser starts beside the server.
    const launched = once('browser', launchBrowser);
    const started = ownServer
      ? (own = await startE2EServer(ownServer))
      : await (once('server', () => startE2EServer(SHARED_SERVER)) as Promise<StartedServer>);
    server = started.server;
    browser = await launched;
  });

  afterAll(async () => {
    await Promise.allSettled(contexts.splice(0).map((context) => context.close()));
    await own?.stop();
  });

  return {
    get baseUrl() {
      if (!server) throw new Error('the server is not running');
      return server.url;
    },
    get server() {
      if (!server) throw new Error('the server is not running');
      return server;
    },
    async newPage({ width = 1440, height = 900, language, bypassCSP = false, reducedMotion = 'reduce' }: PageOptions = {}) {
      if (!browser || !server) throw new Error('the harness is not started');
      const context = await browser.newContext({ viewport: { width, height }, baseURL: server.url, bypassCSP, reducedMotion });
      contexts.push(context);
      if (language) {
        await context.addInitScript((lang) => {
          if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', lang);
        }, language);
      }
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return page;
    },
  };
}

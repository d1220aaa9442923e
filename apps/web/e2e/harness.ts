// E2E harness: one real server (temp data dir, built SPA, its own database) and one headless Chromium per test file.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

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

export interface PageOptions {
  width?: number;
  height?: number;
  /** Stored interface language; zh-CN (the default) when omitted. */
  language?: 'zh-CN' | 'en-US';
  /** Ignore the page's Content-Security-Policy (to test what the page itself lets through). */
  bypassCSP?: boolean;
}

export interface E2E {
  readonly baseUrl: string;
  readonly server: RunningServer;
  newPage(options?: PageOptions): Promise<Page>;
}

/** Call at the top of a test file: starts everything in beforeAll and stops it in afterAll. */
export function useE2E({ judgeWorkers = 0, demo = true, database }: ServerOptions = {}): E2E {
  let server: RunningServer | null = null;
  let browser: Browser | null = null;
  let dataDir = '';
  const contexts: BrowserContext[] = [];

  let dropDatabase: (() => Promise<void>) | null = null;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'verdict-e2e-'));
    const { startServer } = (await import(serverEntry)) as ServerModule;
    const { BACKENDS, openTestDatabaseUrl } = (await import(testHelperEntry)) as TestHelperModule;
    let databaseUrl: string | undefined;
    if ((database ?? (BACKENDS.includes('postgres') ? 'postgres' : 'pglite')) === 'postgres') {
      const created = await openTestDatabaseUrl();
      databaseUrl = created.url;
      dropDatabase = created.drop;
    }
    server = await startServer({ port: 0, dataDir, databaseUrl, adminPassword: ROOT_PASSWORD, webDist, logLevel: 'silent', judgeWorkers, demo });
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
  });

  afterAll(async () => {
    await Promise.allSettled(contexts.map((context) => context.close()));
    await browser?.close();
    await server?.close();
    await dropDatabase?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
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
    async newPage({ width = 1440, height = 900, language, bypassCSP = false }: PageOptions = {}) {
      if (!browser || !server) throw new Error('the harness is not started');
      const context = await browser.newContext({ viewport: { width, height }, baseURL: server.url, bypassCSP });
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

// Benchmark: first load of the built web app in headless Chromium: `/`, `/problem` and the problem page of demo
// problem 1000 (statement with KaTeX, code editor shown), each in a fresh browser context (empty cache). For each
// page: the compressed JavaScript transferred until the network is idle (CDP Network.loadingFinished
// encodedDataLength of script responses, headers included, as DevTools' "transferred"; also the part that had
// arrived by the LCP, the rest being what loads after the first paint, e.g. the charts) and the largest contentful
// paint (PerformanceObserver 'largest-contentful-paint'). The baseline of the same run is a one-line static page
// served by the same server (its LCP); the JavaScript is set against the budgets of issue 17 (250 KB on `/` and
// `/problem`, 450 KB on a problem page; LCP ≤ 1.5 s). The app is built (as `./verdict build`: Vite, then brotli
// and gzip copies) into a folder of the bench's own, so a concurrent build of apps/web/dist does not disturb it.
// WEB_LOAD_FILES=1 lists each page's scripts, WEB_LOAD_TRACE=1 prints each load's waterfall.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { chromium, type Browser, type Page } from 'playwright-core';
import { BIN, WEB_DIR } from '../apps/cli/src/paths.ts';
import { precompress } from '../apps/cli/src/precompress.ts';
import { withBenchServer } from './lib/harness.ts';

/** Loads of each page (the median LCP is reported; the bytes do not change between loads). */
const RUNS = Number(process.env.WEB_LOAD_RUNS ?? 5);
/** WEB_LOAD_FILES=1 lists each page's scripts with their sizes (to see what a page pulls in). */
const LIST_FILES = process.env.WEB_LOAD_FILES === '1';
/** WEB_LOAD_TRACE=1 prints each load's waterfall: every request's start and end and the LCP's element. */
const TRACE = process.env.WEB_LOAD_TRACE === '1';
const VIEWPORT = { width: 1440, height: 900 };
const LCP_TARGET_MS = 1500;
const SETTLE_TIMEOUT_MS = 30_000;
const BLANK_PAGE = 'bench-blank.html';

interface PageSpec {
  key: 'home' | 'problemList' | 'problem';
  path: string;
  budgetKB: number;
  /** Waits until the page shows what a visitor came for. */
  ready(page: Page): Promise<void>;
}

const PAGES: PageSpec[] = [
  {
    key: 'home',
    path: '/',
    budgetKB: 250,
    ready: async (page) => {
      await page.getByTestId('home-page').waitFor();
      // The weekly chart: its drawing, or its empty state on a site without submissions.
      await page.locator('[data-testid="weekly-chart-svg"] svg, [data-testid="weekly-chart"] .ant-empty').first().waitFor();
    },
  },
  {
    key: 'problemList',
    path: '/problem',
    budgetKB: 250,
    ready: (page) => page.getByTestId('problem-row').first().waitFor(),
  },
  {
    key: 'problem',
    path: '/problem/1000',
    budgetKB: 450,
    ready: async (page) => {
      await page.locator('[data-testid="problem-detail"] .katex').first().waitFor();
      await page.locator('[data-testid="code-editor"] .cm-content').waitFor();
    },
  },
];

interface Load {
  files: [string, number][];
  jsBytes: number;
  /** Of jsBytes, the scripts whose response had ended by the largest contentful paint (the rest came after it). */
  jsAtLcpBytes: number;
  jsFiles: number;
  encodings: string[];
  lcpMs: number;
}

/** A production build with its precompressed copies, in a temporary folder; returns the folder. */
async function build(): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verdict-web-load-'));
  const started = performance.now();
  const result = spawnSync(BIN('vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: WEB_DIR,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the web build failed');
  await precompress(outDir);
  fs.writeFileSync(
    path.join(outDir, BLANK_PAGE),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Blank</title></head><body><p>Verdict</p></body></html>\n',
  );
  console.log(`web app built and precompressed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return outDir;
}

/** The last largest-contentful-paint candidate the page recorded (buffered entries), in ms since navigation. */
const readLcp = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries.length ? entries[entries.length - 1].startTime : 0);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // No entry at all (nothing painted): 0, reported as a failure below.
        setTimeout(() => resolve(0), 1000);
      }),
  );

/** The resources whose response had ended by the given time (Resource Timing, the LCP's clock). */
const loadedBy = (page: Page, ms: number): Promise<string[]> =>
  page.evaluate(
    (by) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).responseEnd <= by)
        .map((entry) => entry.name),
    ms,
  );

/** Each request's start and end (ms from navigation) and the largest contentful paint's element. */
const waterfall = (page: Page): Promise<string> =>
  page.evaluate(async () => {
    const rows = performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .map(
        (entry) => `${entry.startTime.toFixed(0).padStart(6)} ${entry.responseEnd.toFixed(0).padStart(6)}  ${new URL(entry.name).pathname}`,
      );
    const lcp = await new Promise<string>((resolve) =>
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
        const element = last?.element;
        resolve(
          `${last?.startTime.toFixed(0).padStart(6)}  LCP: ${element ? `<${element.tagName.toLowerCase()} class="${element.className}">` : '?'}`,
        );
      }).observe({ type: 'largest-contentful-paint', buffered: true }),
    );
    return [...rows, lcp].join('\n');
  });

async function visit(browser: Browser, url: string, ready: (page: Page) => Promise<void>): Promise<Load> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(SETTLE_TIMEOUT_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Map<string, { url: string; encoding: string }>();
    const files: [string, number][] = [];
    const bytesOf = new Map<string, number>();
    let jsBytes = 0;
    let jsFiles = 0;
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type === 'Script' || response.mimeType.includes('javascript') || /\.m?js(\?|$)/.test(response.url)) {
        const encoding = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1];
        scripts.set(requestId, { url: response.url, encoding: encoding ?? 'identity' });
      }
    });
    const encodings = new Set<string>();
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const script = scripts.get(requestId);
      if (script === undefined) return;
      jsBytes += encodedDataLength;
      jsFiles += 1;
      encodings.add(script.encoding);
      files.push([new URL(script.url).pathname, encodedDataLength]);
      bytesOf.set(script.url, encodedDataLength);
    });
    await page.goto(url, { waitUntil: 'load' });
    await ready(page);
    // Whatever loads after the first paint (lazy chunks) counts too: wait until the network is quiet.
    await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }).catch(() => {});
    const lcpMs = await readLcp(page);
    if (!lcpMs) throw new Error(`${url}: no largest-contentful-paint entry`);
    if (TRACE) console.log(`${url}:\n${await waterfall(page)}`);
    const jsAtLcpBytes = (await loadedBy(page, lcpMs)).reduce((sum, name) => sum + (bytesOf.get(name) ?? 0), 0);
    return { files, jsBytes, jsAtLcpBytes, jsFiles, encodings: [...encodings], lcpMs };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

export async function main(): Promise<void> {
  const dist = await build();
  try {
    await withBenchServer(
      'Bench1234',
      async (server) => {
        const browser = await chromium.launch({
          executablePath: '/usr/bin/chromium',
          args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
        });
        try {
          // One warm-up load of each (the server's first answers, Chromium's own start-up), not counted.
          await visit(browser, `${server.url}/${BLANK_PAGE}`, async () => {});
          for (const spec of PAGES) {
            const { files } = await visit(browser, server.url + spec.path, spec.ready);
            if (!LIST_FILES) continue;
            console.log(`${spec.path}:`);
            for (const [file, bytes] of files.sort((a, b) => b[1] - a[1])) console.log(`  ${kb(bytes).toFixed(1).padStart(7)} KB  ${file}`);
          }

          const blank: number[] = [];
          const loads = new Map<PageSpec['key'], Load[]>(PAGES.map((spec) => [spec.key, []]));
          // Round-robin, so machine load during the run spreads over every page alike.
          for (let run = 0; run < RUNS; run++) {
            blank.push((await visit(browser, `${server.url}/${BLANK_PAGE}`, async () => {})).lcpMs);
            for (const spec of PAGES) loads.get(spec.key)!.push(await visit(browser, server.url + spec.path, spec.ready));
          }

          const blankLcp = median(blank);
          console.log(
            `blank page (baseline, same server): LCP median ${blankLcp.toFixed(0)} ms (${blank.map((v) => v.toFixed(0)).join(', ')})`,
          );
          const figures: Record<string, unknown> = {};
          for (const spec of PAGES) {
            const runs = loads.get(spec.key)!;
            const jsBytes = median(runs.map((r) => r.jsBytes));
            const jsAtLcpBytes = median(runs.map((r) => r.jsAtLcpBytes));
            const jsFiles = median(runs.map((r) => r.jsFiles));
            const lcpMs = median(runs.map((r) => r.lcpMs));
            const encodings = [...new Set(runs.flatMap((r) => r.encodings))].join('/');
            const toBudget = jsBytes / 1024 / spec.budgetKB;
            console.log(
              `${spec.path}: JS ${kb(jsBytes)} KB transferred in ${jsFiles} files (${encodings}; ${kb(jsAtLcpBytes)} KB of it by the LCP) = ${toBudget.toFixed(2)} of the ` +
                `${spec.budgetKB} KB budget; LCP median ${lcpMs.toFixed(0)} ms (${runs.map((r) => r.lcpMs.toFixed(0)).join(', ')}; ` +
                `target ≤ ${LCP_TARGET_MS}) = ${(lcpMs / blankLcp).toFixed(1)}× the blank page's`,
            );
            figures[spec.key] = {
              jsKB: kb(jsBytes),
              jsAtLcpKB: kb(jsAtLcpBytes),
              jsFiles,
              budgetKB: spec.budgetKB,
              ratioToBudget: Number(toBudget.toFixed(3)),
              lcpMs: Math.round(lcpMs),
              lcpRatioToBlank: Number((lcpMs / blankLcp).toFixed(2)),
            };
          }
          console.log(JSON.stringify({ bench: 'web-load', blankLcpMs: Math.round(blankLcp), ...figures }));
        } finally {
          await browser.close();
        }
      },
      { webDist: dist, demo: true },
    );
  } finally {
    fs.rmSync(dist, { recursive: true, force: true });
  }
}

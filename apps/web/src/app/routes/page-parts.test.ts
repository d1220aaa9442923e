// The catalogue parts each page asks for as soon as its route matches (build-routes.tsx, lazyPage's second argument)
// are exactly those its chunk's static imports await (locales/need/ modules): one missing would come only once the
// whole chunk had arrived and run, one too many would fetch texts the page does not show.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../..');
const ROUTES_DIR = import.meta.dirname;
const NEED_DIR = path.join(SRC, 'locales', 'need');

/** Static imports and re-exports (not `import type`, not `import()`): what loads with the module. */
const staticImports = (source: string): string[] =>
  [...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm)].map((match) => match[1]);

const resolveModule = (from: string, specifier: string): string | undefined => {
  const base = specifier.startsWith('@/')
    ? path.join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (base === undefined) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
    (candidate) => /\.tsx?$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
};

const camelCase = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** The catalogue parts awaited by the module's static import graph. */
const partsAwaitedBy = (entry: string): string[] => {
  const parts = new Set<string>();
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (path.dirname(file) === NEED_DIR) parts.add(camelCase(path.basename(file, '.ts')));
    for (const specifier of staticImports(fs.readFileSync(file, 'utf8'))) {
      const target = resolveModule(file, specifier);
      if (target && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return [...parts].sort();
};

const BUILD_ROUTES = path.join(ROUTES_DIR, 'build-routes.tsx');

/** Each page of build-routes.tsx: its module and the parts it names. */
const declaredPages = (): { page: string; module: string; parts: string[] }[] => {
  const source = fs.readFileSync(BUILD_ROUTES, 'utf8');
  return [...source.matchAll(/(\w+): lazyPage\(\(\) => import\('(\.\/pages\/[\w-]+)'\)(?:,\s*\[([^\]]*)\])?\)/g)].map((match) => ({
    page: match[1],
    module: match[2],
    parts: [...(match[3] ?? '').matchAll(/'(\w+)'/g)].map((part) => part[1]).sort(),
  }));
};

describe('page catalogue parts', () => {
  it('name what each page awaits', () => {
    const pages = declaredPages();
    expect(pages.length).toBeGreaterThan(100);
    const wrong = pages
      .map(({ page, module, parts }) => ({ page, parts, awaited: partsAwaitedBy(resolveModule(BUILD_ROUTES, module)!) }))
      .filter(({ parts, awaited }) => parts.join() !== awaited.join())
      .map(({ page, parts, awaited }) => `${page}: names [${parts.join(', ')}], awaits [${awaited.join(', ')}]`);
    expect(wrong).toEqual([]);
  });

  it('find the need modules through imports of every kind', () => {
    // The walk itself: the problem page reaches problemPages through re-exports and aliases; the home page awaits none.
    expect(partsAwaitedBy(path.join(ROUTES_DIR, 'pages', 'problem-detail.tsx'))).toContain('problemPages');
    expect(partsAwaitedBy(path.join(ROUTES_DIR, 'pages', 'home.tsx'))).toEqual([]);
    expect(
      staticImports(
        "import type { A } from './a';\nimport { b } from './b';\nexport * from './c';\nimport './d';\nconst e = import('./e');",
      ),
    ).toEqual(['./b', './c', './d']);
  });
});

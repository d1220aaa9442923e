// The catalogue's parts (locales/index.ts): each namespace is in one part, alike in both languages, and each module
// that shows a text of a part loaded on demand imports that part's locales/need/ module, so it renders only once
// the part has arrived (a text shown before would be its bare key).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as zhCore from './zh-CN/core';
import * as zhProblemPages from './zh-CN/problem-pages';
import * as zhMore from './zh-CN/more';
import * as enCore from './en-US/core';
import * as enProblemPages from './en-US/problem-pages';
import * as enMore from './en-US/more';

const SRC = path.resolve(import.meta.dirname, '..');
const NEED_MODULE = { problemPages: '@/locales/need/problem-pages', more: '@/locales/need/more' } as const;
const ON_DEMAND = { problemPages: Object.keys(zhProblemPages.catalogue), more: Object.keys(zhMore.catalogue) };

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === path.join(SRC, 'locales') ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

/** The namespaces a module's texts come from: `'ns:key'` (or a template starting so), and schemaRule's namespace. */
const namespacesOf = (source: string): Set<string> =>
  new Set([
    ...[...source.matchAll(/['"`]([a-zA-Z]+):/g)].map((match) => match[1]),
    ...[...source.matchAll(/schemaRule\([^;]*?,\s*'([a-zA-Z]+)'\)/g)].map((match) => match[1]),
  ]);

describe('catalogue parts', () => {
  it('put each namespace in one part, the same in both languages', () => {
    const zh = [zhCore, zhProblemPages, zhMore].map((part) => Object.keys(part.catalogue).sort());
    const en = [enCore, enProblemPages, enMore].map((part) => Object.keys(part.catalogue).sort());
    expect(en).toEqual(zh);
    const all = zh.flat();
    expect(new Set(all).size).toBe(all.length);
    const files = fs
      .readdirSync(path.join(SRC, 'locales', 'zh-CN'))
      .filter((name) => !['core.ts', 'problem-pages.ts', 'more.ts'].includes(name));
    expect(all.length).toBe(files.length);
    expect(zhCore.antdLocale.locale).toBe('zh-cn');
    expect(enCore.antdLocale.locale).toBe('en');
  });

  it('are awaited by every module that shows a text of a part loaded on demand', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const file of sourceFiles(SRC)) {
      const source = fs.readFileSync(file, 'utf8');
      const used = namespacesOf(source);
      for (const [part, namespaces] of Object.entries(ON_DEMAND) as [keyof typeof NEED_MODULE, string[]][]) {
        const shown = namespaces.filter((namespace) => used.has(namespace));
        if (shown.length === 0) continue;
        checked++;
        if (!source.includes(`import '${NEED_MODULE[part]}';`)) missing.push(`${path.relative(SRC, file)}: ${shown.join(', ')}`);
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });
});

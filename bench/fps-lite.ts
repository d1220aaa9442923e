// A minimal reader of one FPS item's limits, test cases and solutions, for benchmarks (the full importer,
// with streaming and every field, belongs to the problems domain).
import fs from 'node:fs';

export interface FpsItem {
  timeLimitMs: number;
  memoryLimitMb: number;
  cases: { input: string; output: string }[];
  solutions: { language: string; code: string }[];
}

const cdata = (text: string) => text.replace(/^\s*<!\[CDATA\[/, '').replace(/\]\]>\s*$/, '');
const all = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}([^>]*)>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => ({ attrs: m[1], body: cdata(m[2]) }));

export function readFirstItem(file: string): FpsItem {
  const xml = fs.readFileSync(file, 'utf8');
  const item = /<item>([\s\S]*?)<\/item>/.exec(xml)?.[1];
  if (!item) throw new Error(`${file} has no <item>`);
  const time = all(item, 'time_limit')[0];
  const memory = all(item, 'memory_limit')[0];
  const inputs = all(item, 'test_input').map((t) => t.body);
  const outputs = all(item, 'test_output').map((t) => t.body);
  return {
    timeLimitMs: Math.round(Number(time.body) * (/unit="ms"/.test(time.attrs) ? 1 : 1000)),
    memoryLimitMb: Math.round(Number(memory.body) / (/unit="kb"/.test(memory.attrs) ? 1024 : 1)),
    cases: inputs.map((input, i) => ({ input, output: outputs[i] ?? '' })),
    solutions: all(item, 'solution').map((s) => ({ language: /language="([^"]+)"/.exec(s.attrs)?.[1] ?? '', code: s.body })),
  };
}

// `npm run graph`: the import graph summarised to server modules (in the layer order of
// tooling/server-layers.json) and web areas, its cycles and the boundary violations per rule.
// `npm run graph -- --tests` counts test files too; `npm run graph -- --dot` prints Graphviz dot instead.
import fs from 'node:fs';
import path from 'node:path';
import { BOUNDARY_ROOTS } from './lint.ts';
import { REPO_ROOT, cruise, cyclesOf, unitGraph } from './boundaries.ts';

const includeTests = process.argv.includes('--tests');
const { violations, edges } = await cruise(BOUNDARY_ROOTS);
const graph = unitGraph(edges, { includeTests });
const layers = (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'tooling/server-layers.json'), 'utf8')) as { layers: string[][] }).layers;

const targets = (unit: string) =>
  [...(graph.get(unit) ?? new Map<string, number>())]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([target, count]) => `${target.replace(/^(server|web):/, '')} (${count})`)
    .join(', ') || '—';

if (process.argv.includes('--dot')) {
  console.log('digraph modules {\n  rankdir=BT;\n  node [shape=box];');
  for (const [from, tos] of graph) for (const [to, count] of tos) console.log(`  "${from}" -> "${to}" [label=${count}];`);
  console.log('}');
  process.exit(0);
}

const units = new Set([...graph.keys(), ...[...graph.values()].flatMap((t) => [...t.keys()])]);
const serverUnits = [...units].filter((u) => u.startsWith('server:')).map((u) => u.slice('server:'.length));
const layerOf = new Map(layers.flatMap((layer, i) => layer.map((name) => [name, i + 1] as const)));
const ordered = [...serverUnits].sort((a, b) => (layerOf.get(a) ?? 99) - (layerOf.get(b) ?? 99) || a.localeCompare(b));

console.log(
  `Server modules → the modules they import (file pairs), lowest layer first${includeTests ? ', tests included' : ', production code'}:`,
);
for (const name of ordered)
  console.log(`  ${String(layerOf.get(name) ?? '?').padStart(2)} ${name.padEnd(18)} → ${targets(`server:${name}`)}`);

const webOrder = (u: string) => (u === 'web:app' ? 0 : u.startsWith('web:features/') ? 1 : 2);
const web = [...units].filter((u) => u.startsWith('web:')).sort((a, b) => webOrder(a) - webOrder(b) || a.localeCompare(b));
console.log(`\nWeb areas (app → features → components/hooks/lib/config → shared) → what they import (file pairs):`);
for (const unit of web) console.log(`  ${unit.slice('web:'.length).padEnd(28)} → ${targets(unit)}`);

const cycles = cyclesOf(graph);
console.log(`\nCycles: ${cycles.length === 0 ? 'none' : ''}`);
for (const cycle of cycles) console.log(`  ${cycle.join(' ⇄ ')}`);

const perRule = new Map<string, number>();
for (const v of violations) perRule.set(v.rule, (perRule.get(v.rule) ?? 0) + 1);
console.log(
  `\nBoundary violations: ${violations.length}${violations.length > 0 ? ` (${[...perRule].map(([rule, n]) => `${rule} ${n}`).join(', ')}; \`npm run lint:deps\` lists them)` : ''}`,
);

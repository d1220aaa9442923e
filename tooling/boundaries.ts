// Runs dependency-cruiser with the repository's rules (.dependency-cruiser.cjs) and reads its JSON answer: the
// violations, and the import graph summarised to server modules and web areas. Used by `npm run graph` and
// apps/cli/src/commands/lint.test.ts.
import path from 'node:path';
import { spawn } from 'node:child_process';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const DEPCRUISE = path.join(REPO_ROOT, 'node_modules/.bin/depcruise');

export interface Violation {
  rule: string;
  from: string;
  to: string;
  /** For a cycle: the files the chain goes through, back to `from`. */
  cycle?: string[];
}

interface CruiseJson {
  modules: { source: string; dependencies: { resolved: string; dependencyTypes: string[] }[] }[];
  summary: { violations: { from: string; to: string; rule: { name: string }; cycle?: { name: string }[] }[]; totalCruised: number };
}

export interface Cruise {
  violations: Violation[];
  /** Every import between two cruised files: from → to. */
  edges: { from: string; to: string }[];
}

/**
 * Cruises `roots` (paths relative to `cwd`) with the `.dependency-cruiser.cjs` found in `cwd`. `cwd` defaults to
 * the repository; a test passes a folder of fixture files laid out like the repository.
 */
export function cruise(roots: string[], cwd = REPO_ROOT): Promise<Cruise> {
  return new Promise((resolve, reject) => {
    const child = spawn(DEPCRUISE, ['--config', '.dependency-cruiser.cjs', '--output-type', 'json', '--no-cache', ...roots], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', () => {
      let result: CruiseJson;
      try {
        result = JSON.parse(stdout) as CruiseJson;
      } catch {
        reject(new Error(`depcruise gave no JSON: ${stderr.trim() || stdout.slice(0, 500)}`));
        return;
      }
      resolve({
        violations: result.summary.violations.map((v) => ({
          rule: v.rule.name,
          from: v.from,
          to: v.to,
          ...(v.cycle ? { cycle: v.cycle.map((c) => c.name) } : {}),
        })),
        edges: result.modules.flatMap((m) =>
          m.dependencies.filter((d) => !d.resolved.includes('node_modules/')).map((d) => ({ from: m.source, to: d.resolved })),
        ),
      });
    });
  });
}

const SERVER_MODULE = /^apps\/server\/src\/modules\/([^/]+)\//;
const WEB_AREA = /^apps\/web\/src\/(features\/[^/]+|app|components|hooks|lib|config)\//;

/** The graph's unit a file belongs to: `server:problems`, `web:features/problems`, `web:lib`…, or null. */
export function unitOf(file: string): string | null {
  const server = SERVER_MODULE.exec(file);
  if (server) return `server:${server[1]}`;
  const web = WEB_AREA.exec(file);
  if (web) return `web:${web[1]}`;
  if (file.startsWith('packages/shared/')) return 'shared';
  return null;
}

/** Imports between units: `from → to` with the number of importing lines (file pairs). */
export function unitGraph(edges: Cruise['edges'], { includeTests = false } = {}): Map<string, Map<string, number>> {
  const graph = new Map<string, Map<string, number>>();
  for (const { from, to } of edges) {
    if (!includeTests && /(\.test\.ts|test-kit\.ts|test-fixtures\.ts)$/.test(from)) continue;
    const a = unitOf(from);
    const b = unitOf(to);
    if (!a || !b || a === b) continue;
    const targets = graph.get(a) ?? new Map<string, number>();
    targets.set(b, (targets.get(b) ?? 0) + 1);
    graph.set(a, targets);
  }
  return graph;
}

/** The cycles of a unit graph, each as a list of units (one per strongly connected component with 2+ units). */
export function cyclesOf(graph: Map<string, Map<string, number>>): string[][] {
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node)?.keys() ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components;
}

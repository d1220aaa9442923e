// The import boundaries of .dependency-cruiser.cjs: each rule reports a deliberate violation in a folder of
// fixture files laid out like the repository (with the real rules and a layer file of its own), lets the allowed
// imports through, and the real tree has no violation and no cycle between server modules.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, cruise, cyclesOf, unitGraph, type Violation } from '../../../../tooling/boundaries.ts';
import { BOUNDARY_ROOTS } from '../../../../tooling/lint.ts';
import { fileFilters } from './test.ts';

const FIXTURES: Record<string, string> = {
  'tooling/server-layers.json': JSON.stringify({ layers: [['accounts'], ['problems'], ['contests', 'trainings'], ['groups']] }),
  // Allowed: a module's own files, a lower module's entry.
  'apps/server/src/modules/accounts/index.ts': "export * from './service.ts';\nexport * from './leave.ts';\n",
  'apps/server/src/modules/accounts/service.ts': "import { users } from './tables.ts';\nexport const count = () => users.length;\n",
  'apps/server/src/modules/accounts/tables.ts': 'export const users: string[] = [];\n',
  'apps/server/src/modules/problems/index.ts': "export { list } from './service.ts';\n",
  'apps/server/src/modules/problems/service.ts': "import { count } from '../accounts/index.ts';\nexport const list = () => count();\n",
  // A tables.ts may reference another module's tables (a foreign key); nothing else of the module.
  'apps/server/src/modules/problems/tables.ts':
    "import { users } from '../accounts/tables.ts';\nimport { count } from '../accounts/service.ts';\nexport const problems = [users, count];\n",
  // Violation: another module's tables.
  'apps/server/src/modules/problems/authors.ts': "import { users } from '../accounts/tables.ts';\nexport const authors = () => users;\n",
  // Test code may reach into another module.
  'apps/server/src/modules/problems/problems.test.ts':
    "import { users } from '../accounts/tables.ts';\nimport { list } from './index.ts';\nexport const seen = [users, list];\n",
  'apps/server/src/modules/problems/test-kit.ts':
    "import { users } from '../accounts/tables.ts';\nexport const seed = () => users.push('a');\n",
  // Violation: a peer (contests and trainings share a layer), through its entry.
  'apps/server/src/modules/contests/index.ts':
    "import { training } from '../trainings/index.ts';\nexport const contest = () => training();\n",
  'apps/server/src/modules/trainings/index.ts': "import { list } from '../problems/index.ts';\nexport const training = () => list();\n",
  // Violation: upwards (accounts below groups), and with the entry above a cycle accounts → groups → accounts.
  'apps/server/src/modules/accounts/leave.ts': "import { disband } from '../groups/index.ts';\nexport const leave = () => disband();\n",
  'apps/server/src/modules/groups/index.ts': "import { count } from '../accounts/index.ts';\nexport const disband = () => count();\n",
  // Violation: a module missing from the layer file.
  'apps/server/src/modules/extra/index.ts': "import { count } from '../accounts/index.ts';\nexport const extra = () => count();\n",
  // Web: a feature may use shared code and packages/shared, not another feature, by path or through `@/`.
  'apps/web/src/lib/format.ts': 'export const format = (n: number) => String(n);\n',
  'apps/web/src/components/badge.tsx': "import { format } from '@/lib/format';\nexport const Badge = (n: number) => format(n);\n",
  'apps/web/src/features/problems/problem-list.tsx':
    "import { Badge } from '@/components/badge';\nimport { limits } from '../../../../../packages/shared/src/index.ts';\nexport const ProblemList = () => [Badge(1), limits];\n",
  'apps/web/src/features/submissions/submission-list.tsx':
    "import { ProblemList } from '../problems/problem-list';\nexport const SubmissionList = () => ProblemList();\n",
  'apps/web/src/features/contests/contest-page.tsx':
    "import { ProblemList } from '@/features/problems/problem-list';\nexport const ContestPage = () => ProblemList();\n",
  'apps/web/src/features/contests/back.tsx': "import { Home } from '@/app/home';\nexport const Back = () => Home();\n",
  'apps/web/src/hooks/use-problems.ts':
    "import { ProblemList } from '@/features/problems/problem-list';\nexport const useProblems = () => ProblemList();\n",
  'apps/web/src/app/home.tsx':
    "import { ContestPage } from '@/features/contests/contest-page';\nexport const Home = () => ContestPage();\n",
  'apps/web/src/lib/accounts.ts':
    "import { count } from '../../../server/src/modules/accounts/index.ts';\nexport const accounts = count;\n",
  // Shared and the judge stay below the server.
  'packages/shared/src/index.ts': 'export const limits = 1;\n',
  'packages/shared/src/bad.ts': "import { count } from '../../../apps/server/src/modules/accounts/index.ts';\nexport const bad = count;\n",
  'apps/judge/src/worker.ts': "import { users } from '../../server/src/modules/accounts/tables.ts';\nexport const worker = users;\n",
  'apps/judge/test/worker.test.ts': "import { count } from '../../server/src/modules/accounts/index.ts';\nexport const started = count;\n",
};

const ROOTS = ['apps/server/src', 'apps/web/src', 'apps/judge/src', 'apps/judge/test', 'packages/shared/src'];

let dir: string;
let violations: Violation[];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verdict-lint-'));
  for (const file of ['.dependency-cruiser.cjs', 'tooling/depcruise-resolve.cjs']) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(REPO_ROOT, file), path.join(dir, file));
  }
  for (const [file, text] of Object.entries(FIXTURES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  violations = (await cruise(ROOTS, dir)).violations;
}, 120_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const found = (rule: string) =>
  violations
    .filter((v) => v.rule === rule)
    .map((v) => `${v.from} → ${v.to}`)
    .sort();

describe('import boundaries (.dependency-cruiser.cjs)', () => {
  it('a module imports another only through its index.ts (tables.ts also its tables.ts); test files are exempt', () => {
    expect(found('server-module-entry')).toEqual([
      'apps/server/src/modules/problems/authors.ts → apps/server/src/modules/accounts/tables.ts',
      'apps/server/src/modules/problems/tables.ts → apps/server/src/modules/accounts/service.ts',
    ]);
  });

  it('a module imports no module of its own layer or above', () => {
    expect(found('server-layer-order')).toEqual([
      'apps/server/src/modules/accounts/leave.ts → apps/server/src/modules/groups/index.ts',
      'apps/server/src/modules/contests/index.ts → apps/server/src/modules/trainings/index.ts',
    ]);
  });

  it('every module that imports another is in the layer file', () => {
    expect(found('server-module-unlayered')).toEqual([
      'apps/server/src/modules/extra/index.ts → apps/server/src/modules/accounts/index.ts',
    ]);
  });

  it('server modules form no cycle', () => {
    // dependency-cruiser names each cycle once, from one of its files.
    const cycles = violations.filter((v) => v.rule === 'server-module-cycle');
    expect(cycles).toHaveLength(1);
    expect([...new Set([cycles[0].from, ...cycles[0].cycle!])].sort()).toEqual([
      'apps/server/src/modules/accounts/index.ts',
      'apps/server/src/modules/accounts/leave.ts',
      'apps/server/src/modules/groups/index.ts',
    ]);
  });

  it('web features import neither each other (by path or through @/) nor app/; shared code imports no feature', () => {
    expect(found('web-feature-isolation')).toEqual([
      'apps/web/src/features/contests/contest-page.tsx → apps/web/src/features/problems/problem-list.tsx',
      'apps/web/src/features/submissions/submission-list.tsx → apps/web/src/features/problems/problem-list.tsx',
    ]);
    expect(found('web-feature-not-app')).toEqual(['apps/web/src/features/contests/back.tsx → apps/web/src/app/home.tsx']);
    expect(found('web-shared-code')).toEqual(['apps/web/src/hooks/use-problems.ts → apps/web/src/features/problems/problem-list.tsx']);
    expect(found('web-not-server')).toEqual(['apps/web/src/lib/accounts.ts → apps/server/src/modules/accounts/index.ts']);
  });

  it('packages/shared imports no app; the judge imports no server code outside its tests', () => {
    expect(found('shared-imports-no-app')).toEqual(['packages/shared/src/bad.ts → apps/server/src/modules/accounts/index.ts']);
    expect(found('judge-not-server')).toEqual(['apps/judge/src/worker.ts → apps/server/src/modules/accounts/tables.ts']);
  });

  it('reports nothing else', () => {
    const expected = [
      'server-module-entry',
      'server-layer-order',
      'server-module-unlayered',
      'server-module-cycle',
      'web-feature-isolation',
      'web-feature-not-app',
      'web-shared-code',
      'web-not-server',
      'shared-imports-no-app',
      'judge-not-server',
    ];
    expect(violations.filter((v) => !expected.includes(v.rule))).toEqual([]);
    expect(violations).toHaveLength(13);
  });

  it('the real tree keeps every rule, and its server modules form no cycle', async () => {
    const real = await cruise(BOUNDARY_ROOTS);
    expect(real.violations.map((v) => `${v.rule}: ${v.from} → ${v.to}`)).toEqual([]);
    const serverGraph = unitGraph(real.edges);
    expect(cyclesOf(serverGraph).filter((cycle) => cycle.some((unit) => unit.startsWith('server:')))).toEqual([]);
  }, 180_000);
});

describe('./verdict test arguments', () => {
  it('takes paths as file filters (no lint stage), not option values', () => {
    expect(fileFilters([])).toEqual([]);
    expect(fileFilters(['--project', 'server', '-t', 'login'])).toEqual([]);
    expect(fileFilters(['apps/server/src/modules/site', '--project=server'])).toEqual(['apps/server/src/modules/site']);
    expect(fileFilters(['--bail', '1', 'apps/cli/src/commands/lint.test.ts'])).toEqual(['apps/cli/src/commands/lint.test.ts']);
  });
});

// Precompiled headers (judge/pch.ts): built once, checked to be used in the sandbox, shown read-only to compile
// runs only, and giving the very verdicts and compile messages of judging without them.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageByKey, type LanguageDefinition } from '@verdict/shared';
import { SandboxPool, BOX_PCH_VIEW } from '../src/sandbox/index.ts';
import { CheckerCache } from '../src/judge/checker-cache.ts';
import { compileProgram, withoutPchWarnings } from '../src/judge/compile.ts';
import { judge } from '../src/judge/judge.ts';
import { ensurePchDir, planFor, PrecompiledHeaders, precompiledHeadersOf } from '../src/judge/pch.ts';
import type { JudgeResult } from '../src/judge/types.ts';
import { describeResult, makeProblem, removeTempDirs, statusName, tempDir } from './helpers.ts';

const LANGUAGE = 'cpp17-o2';
const cpp = languageByKey(LANGUAGE)!;
const RUN_LIMITS = { cpuTimeMs: 2000, memoryKb: 65536, processes: 8, outputKb: 1024 };

let pchDir: string;
let pch: PrecompiledHeaders;
/** Compiles with the precompiled headers. */
let fast: SandboxPool;
/** Compiles as before: no compiler cache at all. */
let plain: SandboxPool;
const logged: string[] = [];

beforeAll(async () => {
  pchDir = path.join(tempDir('verdict-pch-'), 'pch');
  pch = new PrecompiledHeaders(pchDir, { log: (m) => logged.push(m) });
  fast = new SandboxPool({ size: 2, pchDir });
  plain = new SandboxPool({ size: 2 });
  // A second preparer on the same folder at the same time (another worker of this host): one entry, both use it.
  const other = new PrecompiledHeaders(pchDir, { log: (m) => logged.push(m) });
  await Promise.all([pch.prepare(fast, { languages: [LANGUAGE] }), other.prepare(fast, { languages: [LANGUAGE] })]);
}, 300_000);

afterAll(async () => {
  await fast?.close();
  await plain?.close();
  removeTempDirs();
});

/** Reads what a run wrote to stdout (its stderr sent there), in a slot of `pool`. */
async function shell(pool: SandboxPool, script: string, pch: boolean) {
  const out = path.join(tempDir('verdict-pch-out-'), 'out');
  const result = await pool.with((slot) =>
    slot.run({ argv: ['/bin/sh', '-c', `exec 2>&1; ${script}`], limits: RUN_LIMITS, stdoutPath: out, pch }),
  );
  return { result, output: fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : '' };
}

describe('building', () => {
  it('builds one entry for the language, checked to be used, with nothing left over', () => {
    expect(pch.readyLanguages(), logged.join('\n')).toEqual([LANGUAGE]);
    const entries = fs.readdirSync(pchDir);
    expect(entries).toHaveLength(1);
    const manifest = JSON.parse(fs.readFileSync(path.join(pchDir, entries[0], 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ language: LANGUAGE, flags: cpp.precompile!.flags, header: 'bits/stdc++.h' });
    const gch = fs.statSync(path.join(pchDir, entries[0], 'bits/stdc++.h.gch'));
    expect(gch.size).toBe(manifest.gchBytes);
    expect(gch.mode & 0o777).toBe(0o644);
    expect(fs.statSync(pchDir).mode & 0o777).toBe(0o755);
    expect(fs.statSync(path.dirname(pchDir)).mode & 0o777).toBe(0o700);
    expect(pch.compileArgs(cpp)).toEqual([`-I${BOX_PCH_VIEW}/${entries[0]}`, '-Winvalid-pch']);
    expect(pch.compileArgs(languageByKey('c-o2')!)).toBeNull();
    expect(precompiledHeadersOf(fast)).toBeDefined();
    expect(precompiledHeadersOf(plain)).toBeUndefined();
  });

  it('is what GCC reads when a submission includes <bits/stdc++.h> in the sandbox (-H marks it "!")', async () => {
    const [entry] = fs.readdirSync(pchDir);
    const log = path.join(tempDir('verdict-pch-h-'), 'log');
    const result = await fast.with(async (slot) => {
      fs.writeFileSync(path.join(slot.workDir, 'main.cpp'), '#include <bits/stdc++.h>\nint main() {}\n');
      slot.own(path.join(slot.workDir, 'main.cpp'));
      return slot.run({
        argv: [cpp.compile![0], ...pch.compileArgs(cpp)!, '-H', ...cpp.compile!.slice(1)],
        limits: { cpuTimeMs: 10_000, memoryKb: 512 * 1024, processes: 128, outputKb: 65536 },
        stderrPath: log,
        pch: true,
      });
    });
    expect(result.status).toBe('OK');
    expect(fs.readFileSync(log, 'utf8').split('\n')[0]).toBe(`! ${BOX_PCH_VIEW}/${entry}/bits/stdc++.h.gch`);
  });

  it('compiles the A+B in less CPU time with it than without', async () => {
    const code = '#include <bits/stdc++.h>\nusing namespace std;\nint main() { long long a, b; cin >> a >> b; cout << a + b << endl; }\n';
    const cpu = async (pool: SandboxPool, args: string[]) =>
      pool.with(async (slot) => {
        fs.writeFileSync(path.join(slot.workDir, 'main.cpp'), code);
        slot.own(path.join(slot.workDir, 'main.cpp'));
        const result = await slot.run({
          argv: [cpp.compile![0], ...args, ...cpp.compile!.slice(1)],
          limits: { cpuTimeMs: 20_000, wallTimeMs: 60_000, memoryKb: 512 * 1024, processes: 128, outputKb: 65536 },
          pch: args.length > 0,
        });
        expect(result.status).toBe('OK');
        return result.cpuTimeMs;
      });
    const withPch = await cpu(fast, pch.compileArgs(cpp)!);
    const without = await cpu(plain, []);
    expect(withPch, `${withPch} ms with, ${without} ms without`).toBeLessThan(without * 0.6);
  });

  it('finds a finished entry again without building, and builds anew one that is damaged', async () => {
    const [entry] = fs.readdirSync(pchDir);
    const gch = path.join(pchDir, entry, 'bits/stdc++.h.gch');
    const again = new PrecompiledHeaders(pchDir, { log: (m) => logged.push(m) });
    const before = fs.statSync(gch).mtimeMs;
    expect(await again.prepareLanguage(fast, cpp)).toBe(entry);
    expect(fs.statSync(gch).mtimeMs).toBe(before);
    fs.truncateSync(gch, 1000);
    logged.length = 0;
    expect(await again.prepareLanguage(fast, cpp)).toBe(entry);
    expect(logged.join('\n')).toContain('precompiled in');
    expect(fs.statSync(gch).size).toBeGreaterThan(1000);
  }, 120_000);

  it('refuses a folder others could write to or swap, and removes nothing it finds', () => {
    const open = tempDir('verdict-pch-open-');
    fs.chmodSync(open, 0o777);
    fs.writeFileSync(path.join(open, 'keep'), 'x');
    expect(() => ensurePchDir(path.join(open, 'pch'))).toThrow(/others cannot write to/);
    const link = path.join(tempDir('verdict-pch-link-'), 'pch');
    fs.symlinkSync(open, link);
    expect(() => ensurePchDir(link)).toThrow();
    expect(fs.readdirSync(open)).toEqual(['keep']);
    const fresh = path.join(tempDir('verdict-pch-fresh-'), 'cache', 'pch');
    ensurePchDir(fresh);
    expect(fs.statSync(fresh).mode & 0o777).toBe(0o755);
    expect(fs.statSync(path.dirname(fresh)).mode & 0o777).toBe(0o700);
  });

  it('keys an entry by the flags (and compiler and header): other flags, another entry', async () => {
    const a = await planFor(cpp);
    const b = await planFor(languageByKey('cpp17')!);
    expect(a?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(b?.key).not.toBe(a?.key);
    expect((await planFor(cpp))?.key).toBe(a?.key);
    expect(await planFor(languageByKey('c')!)).toBeNull();
  });

  it('leaves a language whose header cannot be built without one (logged), and its submissions compile as before', async () => {
    const broken: LanguageDefinition = {
      ...cpp,
      key: 'broken-pch',
      precompile: { header: 'bits/stdc++.h', flags: ['-std=c++17', '-fno-such-flag'] },
    };
    logged.length = 0;
    expect(await pch.prepareLanguage(fast, broken)).toBeNull();
    expect(logged.join('\n')).toMatch(/broken-pch: no precompiled header, compiling without it/);
    expect(pch.compileArgs(broken)).toBeNull();
    expect(fs.readdirSync(pchDir).filter((name) => name.startsWith('.build-'))).toEqual([]);
  });
});

describe('the sandbox', () => {
  it('hides the cache from every run but compilations', async () => {
    const { result, output } = await shell(
      fast,
      'for f in /.verdict/* /.verdict/pch/*; do echo "$f"; done; cat /.verdict/pch/*/manifest.json || echo unreadable',
      false,
    );
    expect(result.status).toBe('OK');
    expect(output).toContain('/.verdict/*\n/.verdict/pch/*\n');
    expect(output).toContain('unreadable');
    expect(output).not.toContain('gchBytes');
  });

  it('shows it read-only to a compilation: nothing in it can be written, added or removed', async () => {
    const [entry] = fs.readdirSync(pchDir);
    const gch = path.join(pchDir, entry, 'bits/stdc++.h.gch');
    const size = fs.statSync(gch).size;
    const { result, output } = await shell(
      fast,
      `for f in /.verdict/*; do echo "$f"; done; ` +
        `echo x > /.verdict/${entry}/bits/stdc++.h.gch || echo no-write; echo x >> /.verdict/${entry}/manifest.json || echo no-append; ` +
        `echo x > /.verdict/new || echo no-create; echo x > /.verdict/${entry}/new || echo no-create-inside`,
      true,
    );
    expect(result.status).toBe('OK');
    expect(output).toContain(`/.verdict/${entry}\n`);
    for (const word of ['no-write', 'no-append', 'no-create', 'no-create-inside']) expect(output).toContain(`${word}\n`);
    expect(output).toContain('Read-only file system');
    expect(fs.statSync(gch).size).toBe(size);
    expect(fs.readdirSync(pchDir)).toEqual([entry]);
    // The next run of that slot finds the box as before.
    const after = await shell(fast, 'for f in /.verdict/*; do echo "$f"; done', false);
    expect(after.output).toBe('/.verdict/*\n');
  });

  it('fails a compilation that asks for a cache the box does not have (SE), which compiles again without it', async () => {
    const { result } = await shell(plain, 'true', true);
    expect(result.status).toBe('SE');
  });
});

const AB =
  '#include <bits/stdc++.h>\nusing namespace std;\nint main() { long long a, b; cin >> a >> b; cout << a + b << endl; return 0; }\n';
/** Programs whose verdicts and compile messages must not change with the precompiled header. */
const PROGRAMS: Record<string, string> = {
  accepted: AB,
  wrongAnswer: '#include <bits/stdc++.h>\nint main() { std::cout << 4 << std::endl; }\n',
  runtimeError: '#include <bits/stdc++.h>\nint main() { std::vector<int> v; return v.at(3); }\n',
  templateError:
    '#include <bits/stdc++.h>\nusing namespace std;\nint main() { list<int> l{3, 1, 2}; sort(l.begin(), l.end()); vector<int> v; cout << v; }\n',
  syntaxError: '#include <bits/stdc++.h>\nint main() { int x = "a" }\n',
  undeclared: '// A+B\n\n#include <bits/stdc++.h>\nint main() { long long a, b; std::cin >> a >> b; prnt(a + b); }\n',
  // A macro the header uses, defined first: GCC passes over the precompiled header, and the header breaks.
  intIsLongLongFirst:
    '#define int long long\n#include <bits/stdc++.h>\nusing namespace std;\nsigned main() { int a, b; cin >> a >> b; cout << a + b << endl; }\n',
  intIsLongLongAfter:
    '#include <bits/stdc++.h>\n#define int long long\nusing namespace std;\nsigned main() { int a, b; cin >> a >> b; cout << a + b << endl; }\n',
  ownMacroFirst:
    '#define LOCAL_DEBUG 0\n#include <bits/stdc++.h>\nusing namespace std;\nint main() { long long a, b; cin >> a >> b; cout << a + b + LOCAL_DEBUG << endl; }\n',
  pragmaFirst:
    '#pragma GCC optimize("O3,unroll-loops")\n#include <bits/stdc++.h>\nusing namespace std;\nint main() { long long a, b; cin >> a >> b; cout << a + b << endl; }\n',
  otherHeaderFirst:
    '#include <cstdio>\n#include <bits/stdc++.h>\nint main() { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\n", a + b); }\n',
  onlineJudgeMacro:
    '#include <bits/stdc++.h>\nint main() {\n#ifdef ONLINE_JUDGE\n  long long a, b; std::cin >> a >> b; std::cout << a + b << std::endl;\n#endif\n}\n',
  withoutHeader: '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << std::endl; }\n',
};

describe('verdicts', () => {
  const comparable = (r: JudgeResult) => ({
    status: statusName(r.status),
    score: r.score,
    compileMessage: r.compileMessage,
    errorMessage: r.errorMessage,
    cases: r.cases.map((c) => [statusName(c.status), c.message, c.userOutputExcerpt]),
  });

  it('are the same with and without it, compile messages byte for byte', async () => {
    const problem = makeProblem({
      cases: [
        { input: '1 2\n', output: '3\n' },
        { input: '-5 7\n', output: '2\n' },
      ],
    });
    const fastCheckers = new CheckerCache(fast, tempDir('verdict-pch-checkers-'));
    const plainCheckers = new CheckerCache(plain, tempDir('verdict-pch-checkers-'));
    const seen: Record<string, string> = {};
    for (const [name, code] of Object.entries(PROGRAMS)) {
      const source = { language: LANGUAGE, code };
      const [withPch, without] = await Promise.all([
        judge(problem, source, { pool: fast, checkers: fastCheckers }),
        judge(problem, source, { pool: plain, checkers: plainCheckers }),
      ]);
      expect(comparable(withPch), `${name}\nwith:\n${describeResult(withPch)}\nwithout:\n${describeResult(without)}`).toEqual(
        comparable(without),
      );
      seen[name] = statusName(withPch.status);
    }
    expect(seen).toEqual({
      accepted: 'Accepted',
      wrongAnswer: 'Wrong Answer',
      runtimeError: 'Runtime Error',
      templateError: 'Compile Error',
      syntaxError: 'Compile Error',
      undeclared: 'Compile Error',
      intIsLongLongFirst: 'Compile Error',
      intIsLongLongAfter: 'Accepted',
      ownMacroFirst: 'Accepted',
      pragmaFirst: 'Accepted',
      otherHeaderFirst: 'Accepted',
      onlineJudgeMacro: 'Accepted',
      withoutHeader: 'Accepted',
    });
  }, 300_000);

  it('keeps the include chains of a compile error whole ("from main.cpp:1")', async () => {
    const outcome = await compileProgram(
      fast,
      { language: LANGUAGE, code: PROGRAMS.templateError },
      path.join(tempDir('verdict-pch-ce-'), 'out'),
    );
    expect(outcome.ok).toBe(false);
    expect(outcome.message).toContain('from main.cpp:1:');
  }, 120_000);

  it("drops GCC's word on a precompiled header it passed over from a compile message", () => {
    const message = [
      "main.cpp:2:25: warning: /.verdict/x/bits/stdc++.h.gch: not used because `int' is defined [-Winvalid-pch]",
      '    2 | #include <bits/stdc++.h>',
      '      |                         ^',
      "main.cpp:9:1: note: '#pragma message: hello'",
    ].join('\n');
    expect(withoutPchWarnings(message)).toBe("main.cpp:9:1: note: '#pragma message: hello'");
    expect(withoutPchWarnings('plain')).toBe('plain');
  });
});

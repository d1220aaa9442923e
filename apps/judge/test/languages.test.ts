// Every language, with its real toolchain in the real sandbox: the editor template is Accepted, and one
// program that misbehaves as its input asks gives WA, RE, TLE, MLE and "Output Limit Exceeded" (RE); a
// syntax error is a Compile Error.
import { describe, expect, it } from 'vitest';
import { JudgeStatus, LANGUAGES } from '@verdict/shared';
import { caseStatuses, describeResult, makeProblem, setupJudge } from './helpers.ts';

const harness = setupJudge();

/** One program per language family: reads a word and does what it says. "wa" prints 4 (the answer is 3). */
const MISBEHAVING: Record<string, string> = {
  cpp: `#include <bits/stdc++.h>
using namespace std;
int main() {
  string s; cin >> s;
  if (s == "wa") cout << 4 << endl;
  else if (s == "re") { int n = s.size(); cout << n / (n - 2) << endl; }
  else if (s == "tle") { volatile unsigned long long x = 0; for (;;) x++; }
  else if (s == "mle") {
    vector<char*> blocks; long long sum = 0;
    for (int i = 0; i < 64; i++) { char* p = (char*)malloc(16 << 20); memset(p, i + 1, 16 << 20); blocks.push_back(p); sum += p[i * 4096]; }
    cout << sum << endl;
  } else if (s == "big") { vector<long long> v(20000000000LL); v[5] = 1; cout << v[5] + v.size() << endl; }
  else if (s == "ole") { string line(1000, 'x'); for (;;) cout << line << '\\n'; }
  return 0;
}
`,
  c: `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(void) {
  char s[16]; scanf("%15s", s);
  if (!strcmp(s, "wa")) printf("4\\n");
  else if (!strcmp(s, "re")) exit(3);
  else if (!strcmp(s, "tle")) { volatile unsigned long long x = 0; for (;;) x++; }
  else if (!strcmp(s, "mle") || !strcmp(s, "big")) {
    long long sum = 0;
    for (int i = 0; i < 64; i++) { char* p = malloc(16 << 20); memset(p, i + 1, 16 << 20); sum += p[i * 4096]; }
    printf("%lld\\n", sum);
  } else if (!strcmp(s, "ole")) { for (;;) puts("xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"); }
  return 0;
}
`,
  java: `import java.util.*;
public class Main {
  public static void main(String[] args) {
    Scanner in = new Scanner(System.in);
    String s = in.next();
    if (s.equals("wa")) System.out.println(4);
    else if (s.equals("re")) { int zero = args.length; System.out.println(1 / zero); }
    else if (s.equals("tle")) { long x = 0; while (x >= 0) x++; System.out.println(x); }
    else if (s.equals("mle")) {
      List<byte[]> blocks = new ArrayList<>();
      for (int i = 0; i < 64; i++) { byte[] b = new byte[16 << 20]; Arrays.fill(b, (byte) i); blocks.add(b); }
      System.out.println(blocks.size());
    } else if (s.equals("big")) { long[] x = new long[Integer.MAX_VALUE - 8]; for (int i = 0; i < x.length; i += 512) x[i] = i; System.out.println(x[512]);
    } else if (s.equals("ole")) { String line = "x".repeat(1000); while (true) System.out.println(line); }
  }
}
`,
  python: `s = input().strip()
if s == "wa":
    print(4)
elif s == "re":
    print(1 // (len(s) - 2))
elif s == "tle":
    x = 0
    while True:
        x += 1
elif s == "mle":
    blocks = []
    for i in range(64):
        blocks.append(bytearray([i % 256]) * (16 << 20))
    print(len(blocks))
elif s == "big":
    x = [0] * (10**10)
    print(len(x))
elif s == "ole":
    line = "x" * 1000
    while True:
        print(line)
`,
  javascript: `const s = require('fs').readFileSync(0, 'utf8').trim();
if (s === 'wa') console.log(4);
else if (s === 're') throw new Error('boom');
else if (s === 'tle') { let x = 0; for (;;) x++; }
else if (s === 'mle') {
  const blocks = [];
  for (let i = 0; i < 64; i++) { const a = new Array(2 << 20); for (let j = 0; j < a.length; j++) a[j] = j + i + 0.5; blocks.push(a); }
  console.log(blocks.length);
} else if (s === 'big') { const a = new Array(1e9); for (let i = 0; i < a.length; i++) a[i] = i + 0.5; console.log(a.length);
} else if (s === 'ole') { const line = 'x'.repeat(1000) + '\\n'; for (;;) require('fs').writeSync(1, line); }
`,
  go: `package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	var s string
	fmt.Scan(&s)
	switch s {
	case "wa":
		fmt.Println(4)
	case "re":
		zero := len(s) - 2
		fmt.Println(1 / zero)
	case "tle":
		x := 0
		for {
			x++
		}
	case "mle":
		var blocks [][]byte
		for i := 0; i < 64; i++ {
			b := make([]byte, 16<<20)
			for j := range b {
				b[j] = byte(i)
			}
			blocks = append(blocks, b)
		}
		fmt.Println(len(blocks))
	case "big":
		x := make([]byte, 1<<40)
		x[5] = 1
		fmt.Println(len(x))
	case "ole":
		w := bufio.NewWriter(os.Stdout)
		for {
			w.WriteString("xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\\n")
		}
	}
}
`,
  rust: `use std::io::{Read, Write};
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let s = s.trim();
    if s == "wa" { println!("4"); }
    else if s == "re" { let zero = s.len() - 2; println!("{}", 1 / zero); }
    else if s == "tle" { let mut x: u64 = 0; loop { unsafe { std::ptr::write_volatile(&mut x, std::ptr::read_volatile(&x) + 1) } } }
    else if s == "mle" {
        let mut blocks: Vec<Vec<u8>> = Vec::new();
        for i in 0..64 { blocks.push(vec![i as u8 + 1; 16 << 20]); }
        println!("{}", blocks.iter().map(|b| b[4096] as u64).sum::<u64>());
    } else if s == "big" {
        let v: Vec<u64> = vec![1u64; 20_000_000_000];
        println!("{}", v[5] + v.len() as u64);
    } else if s == "ole" {
        let out = std::io::stdout();
        let mut w = std::io::BufWriter::new(out.lock());
        loop { let _ = w.write_all(b"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\\n"); }
    }
}
`,
  pascal: `var s: string; x: qword; i, j, z: longint; p: array[0..63] of pbyte;
begin
  readln(s);
  if s = 'wa' then writeln(4)
  else if s = 're' then begin z := length(s) - 2; writeln(1 div z); end
  else if s = 'tle' then begin x := 0; while true do x := x + 1; end
  else if s = 'mle' then begin
    for i := 0 to 63 do begin getmem(p[i], 16 shl 20); for j := 0 to (16 shl 20) - 1 do p[i][j] := i; end;
    writeln(p[63][4096]);
  end
  else if s = 'big' then begin getmem(p[0], 100000000000); p[0][5] := 1; writeln(p[0][5]); end
  else if s = 'ole' then while true do writeln('xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx');
end.
`,
  csharp: `using System;
using System.Collections.Generic;
public class Program {
  public static void Main() {
    var s = Console.ReadLine().Trim();
    if (s == "wa") Console.WriteLine(4);
    else if (s == "re") { int zero = s.Length - 2; Console.WriteLine(1 / zero); }
    else if (s == "tle") { long x = 0; while (x >= 0) x++; Console.WriteLine(x); }
    else if (s == "mle") {
      var blocks = new List<byte[]>();
      for (int i = 0; i < 64; i++) { var b = new byte[16 << 20]; for (int j = 0; j < b.Length; j++) b[j] = (byte)i; blocks.Add(b); }
      Console.WriteLine(blocks.Count);
    } else if (s == "big") { var x = new long[int.MaxValue - 64]; for (int i = 0; i < x.Length; i += 512) x[i] = i; Console.WriteLine(x[512]);
    } else if (s == "ole") { var line = new string('x', 1000); while (true) Console.WriteLine(line); }
  }
}
`,
  php: `<?php
$s = trim(fgets(STDIN));
if ($s === "wa") echo 4, "\\n";
elseif ($s === "re") echo intdiv(1, strlen($s) - 2), "\\n";
elseif ($s === "tle") { $x = 0; while (true) $x++; }
elseif ($s === "mle") { $blocks = []; for ($i = 0; $i < 64; $i++) $blocks[] = str_repeat(chr(65 + $i % 26), 16 << 20); echo count($blocks), "\\n"; }
elseif ($s === "big") { $x = str_repeat("a", 10**11); echo strlen($x), "\\n"; }
elseif ($s === "ole") { $line = str_repeat("x", 1000) . "\\n"; while (true) echo $line; }
`,
  ruby: `s = gets.strip
if s == "wa"
  puts 4
elsif s == "re"
  puts 1 / (s.size - 2)
elsif s == "tle"
  x = 0
  loop { x += 1 }
elsif s == "mle"
  blocks = []
  64.times { |i| blocks << ((i % 26 + 65).chr * (16 << 20)) }
  puts blocks.size
elsif s == "big"
  x = "a" * (10**11)
  puts x.size
elsif s == "ole"
  line = "x" * 1000
  loop { puts line }
end
`,
};

const SYNTAX_ERROR: Record<string, string> = {
  cpp: 'int main() { return 0 }\n',
  c: 'int main(void) { return 0 }\n',
  java: 'public class Main { public static void main(String[] args) { int x = ; } }\n',
  python: 'def f(:\n    pass\n',
  javascript: 'function f( {\n',
  go: 'package main\n\nfunc main() {\n\tx :=\n}\n',
  rust: 'fn main() { let x = ; }\n',
  pascal: 'begin\n  writeln(1\nend.\n',
  csharp: 'public class Program { public static void Main() { int x = ; } }\n',
  php: '<?php\necho (1;\n',
  ruby: 'def f(\n  puts 1\n',
};

function family(key: string): string {
  if (key.startsWith('cpp')) return 'cpp';
  if (key === 'c' || key === 'c-o2') return 'c';
  if (key === 'python3' || key === 'pypy3') return 'python';
  return key;
}

/**
 * "mle" allocates 1 GiB in 16 MiB blocks and touches it (the sandbox's memory cap stops it); "big" asks for
 * far more than the machine has at once, so most runtimes fail the allocation and report it themselves
 * (java.lang.OutOfMemoryError, MemoryError, std::bad_alloc, ...): that is an MLE too, never a Runtime Error.
 * (C's malloc just returns NULL, so the C program does the "mle" thing for "big".)
 */
const BEHAVIOURS = ['wa', 're', 'tle', 'mle', 'big', 'ole'] as const;

/**
 * C's math functions live in libm, which the linker searches only for symbols still undefined when it reaches
 * it: `-lm` must come after the source. The arguments come from the input, so the compiler cannot fold the
 * calls away (it does at -O2 with constants, which hid the wrong order).
 */
const MATH_PROGRAM = `#include <math.h>
#include <stdio.h>
int main(void) {
  double x, y;
  if (scanf("%lf %lf", &x, &y) != 2) return 1;
  printf("%.3f %.3f %.3f\\n", sqrt(x), pow(x, y), log(x));
  return 0;
}
`;

describe.each(LANGUAGES.filter((l) => family(l.key) === 'c' || family(l.key) === 'cpp').map((l) => [l.key] as const))(
  '%s with <math.h>',
  (key) => {
    it('links sqrt, pow and log and is Accepted', async () => {
      const problem = makeProblem({ cases: [{ input: '2 10\n', output: '1.414 1024.000 0.693\n' }] });
      const result = await harness.run(problem, key, MATH_PROGRAM);
      expect(result.status, `${describeResult(result)}\n${result.compileMessage}`).toBe(JudgeStatus.Accepted);
    });
  },
);

describe.each(LANGUAGES.map((l) => [l.key, l] as const))('%s', (key, language) => {
  it('Accepts the A+B template', async () => {
    const problem = makeProblem({
      cases: [
        { input: '1 2\n', output: '3\n' },
        { input: '-5 1000000000000\n', output: '999999999995\n' },
      ],
    });
    const result = await harness.run(problem, key, language.template);
    expect(result.status, describeResult(result)).toBe(JudgeStatus.Accepted);
    expect(caseStatuses(result)).toEqual(['Accepted', 'Accepted']);
  });

  it('gives Compile Error with a message for a syntax error', async () => {
    const problem = makeProblem({ cases: [{ input: '1 2\n', output: '3\n' }] });
    const result = await harness.run(problem, key, SYNTAX_ERROR[family(key)]);
    expect(result.status, describeResult(result)).toBe(JudgeStatus.CompileError);
    expect(result.compileMessage.trim()).not.toBe('');
    expect(result.cases).toEqual([]);
  });

  it('gives WA, RE, TLE, MLE (cap reached or allocation refused) and Output Limit Exceeded', async () => {
    const problem = makeProblem({
      timeLimitMs: 1000,
      memoryLimitMb: 64,
      cases: BEHAVIOURS.map((b) => ({ input: `${b}\n`, output: '3\n' })),
    });
    const result = await harness.run(problem, key, MISBEHAVING[family(key)]);
    const dump = describeResult(result);
    expect(caseStatuses(result), dump).toEqual([
      'Wrong Answer',
      'Runtime Error',
      'Time Limit Exceeded',
      'Memory Limit Exceeded',
      'Memory Limit Exceeded',
      'Runtime Error',
    ]);
    // ACM: the first failing case decides.
    expect(result.status, dump).toBe(JudgeStatus.WrongAnswer);
    const [, re, tle, mle, , ole] = result.cases;
    expect(re.message, dump).toMatch(/The program return/);
    expect(re.message, dump).not.toMatch(/Output Limit Exceeded/);
    expect(tle.timeMs).toBe(problem.timeLimitMs * language.timeFactor);
    expect(mle.memoryKb).toBe(problem.memoryLimitMb * 1024 * language.memoryFactor);
    expect(ole.message, dump).toContain('Output Limit Exceeded');
    expect(result.errorMessage, dump).toMatch(/The program return/);
  });
});

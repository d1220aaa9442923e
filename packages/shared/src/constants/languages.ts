// Languages: how each is compiled and run in the sandbox, its editor mode, template and limit factors.
// Commands run inside the box with the work directory /w; {src} and {exe} are the file names below.

export interface LanguageDefinition {
  /** Stable key, used in files and commands (`--lang`). */
  key: string;
  /** Display name, as submissions and problems store it. */
  name: string;
  description: string;
  /** Source file name the code is saved as. */
  sourceFile: string;
  /** Compile argv, or null for interpreted languages. */
  compile: string[] | null;
  /**
   * A header the judge precompiles for this language (docs/judge.md, "Precompiled headers"), with the compile
   * flags it is built with: exactly the flags of `compile` that shape the code (not -o, the source or libraries),
   * since GCC takes a precompiled header only when they match.
   */
  precompile?: { header: string; flags: string[] };
  /** Run argv. */
  run: string[];
  /** CodeMirror/MIME mode for the editor. */
  contentType: string;
  /** File extensions `./verdict judge` guesses the language from (first match wins). */
  extensions: string[];
  /** Multipliers of the problem's time and memory limits (spec: languages other than C/C++ get 2). */
  timeFactor: number;
  memoryFactor: number;
  /** Processes/threads the program may have at run time (runtimes with GC threads need more). */
  processes: number;
  /** Extra environment for compile and run. */
  env?: Record<string, string>;
  /** May write checkers and interactors in this language. */
  isSpj: boolean;
  /** A+B template for the editor. */
  template: string;
}

const C_FLAGS = ['-DONLINE_JUDGE', '-w', '-fmax-errors=3'];
/** After the source: the linker resolves a library's symbols only for what is still undefined when it reaches it. */
const C_LIBS = ['-lm'];
const CPP_TEMPLATE =
  '#include <bits/stdc++.h>\nusing namespace std;\n\nint main() {\n    long long a, b;\n    cin >> a >> b;\n    cout << a + b << endl;\n    return 0;\n}\n';
const C_TEMPLATE =
  '#include <stdio.h>\n\nint main(void) {\n    long long a, b;\n    scanf("%lld %lld", &a, &b);\n    printf("%lld\\n", a + b);\n    return 0;\n}\n';

function gcc(key: string, name: string, compiler: 'gcc' | 'g++', std: string, o2: boolean): LanguageDefinition {
  const cpp = compiler === 'g++';
  const flags = [`-std=${std}`, ...(o2 ? ['-O2'] : []), ...C_FLAGS];
  return {
    key,
    name,
    description: `${cpp ? 'G++' : 'GCC'} 12 (-std=${std}${o2 ? ' -O2' : ''})`,
    sourceFile: cpp ? 'main.cpp' : 'main.c',
    compile: [`/usr/bin/${compiler}`, ...flags, '-o', 'main', cpp ? 'main.cpp' : 'main.c', ...C_LIBS],
    // Nearly every C++ submission starts with <bits/stdc++.h>, whose parsing is most of its compile time.
    ...(cpp ? { precompile: { header: 'bits/stdc++.h', flags } } : {}),
    run: ['./main'],
    contentType: cpp ? 'text/x-c++src' : 'text/x-csrc',
    extensions: cpp ? ['.cpp', '.cc', '.cxx'] : ['.c'],
    timeFactor: 1,
    memoryFactor: 1,
    processes: 1,
    isSpj: true,
    template: cpp ? CPP_TEMPLATE : C_TEMPLATE,
  };
}

function python(key: string, name: string, description: string, interpreter: string, extensions: string[]): LanguageDefinition {
  return {
    key,
    name,
    description,
    sourceFile: 'main.py',
    compile: [interpreter, '-c', "import py_compile; py_compile.compile('main.py', doraise=True)"],
    run: [interpreter, 'main.py'],
    contentType: 'text/x-python',
    extensions,
    timeFactor: 2,
    memoryFactor: 2,
    processes: 1,
    env: { PYTHONIOENCODING: 'utf-8', PYTHONDONTWRITEBYTECODE: '1' },
    isSpj: false,
    template: 'a, b = map(int, input().split())\nprint(a + b)\n',
  };
}

export const LANGUAGES: LanguageDefinition[] = [
  gcc('cpp17-o2', 'C++ 17 With O2', 'g++', 'c++17', true),
  gcc('cpp17', 'C++ 17', 'g++', 'c++17', false),
  gcc('cpp20-o2', 'C++ 20 With O2', 'g++', 'c++20', true),
  gcc('cpp20', 'C++ 20', 'g++', 'c++20', false),
  gcc('cpp14-o2', 'C++ With O2', 'g++', 'c++14', true),
  gcc('cpp14', 'C++', 'g++', 'c++14', false),
  gcc('c-o2', 'C With O2', 'gcc', 'c11', true),
  gcc('c', 'C', 'gcc', 'c11', false),
  {
    key: 'java',
    name: 'Java',
    description: 'OpenJDK 17',
    sourceFile: 'Main.java',
    compile: ['/usr/bin/javac', '-J-Xss64m', '-J-XX:+UseSerialGC', '-encoding', 'UTF-8', '-d', '.', 'Main.java'],
    run: ['/usr/bin/java', '-Xss64m', '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-Dfile.encoding=UTF-8', '-cp', '.', 'Main'],
    contentType: 'text/x-java',
    extensions: ['.java'],
    timeFactor: 2,
    memoryFactor: 2,
    processes: 64,
    isSpj: false,
    template:
      'import java.util.Scanner;\n\npublic class Main {\n    public static void main(String[] args) {\n        Scanner in = new Scanner(System.in);\n        long a = in.nextLong(), b = in.nextLong();\n        System.out.println(a + b);\n    }\n}\n',
  },
  python('python3', 'Python3', 'Python 3.11', '/usr/bin/python3', ['.py']),
  python('pypy3', 'PyPy3', 'PyPy 7.3 (Python 3.9)', '/usr/bin/pypy3', ['.pypy']),
  {
    key: 'javascript',
    name: 'JavaScript Node',
    description: 'Node.js 20',
    sourceFile: 'main.js',
    compile: ['/usr/bin/node', '--check', 'main.js'],
    run: ['/usr/bin/node', '--stack-size=65500', 'main.js'],
    contentType: 'text/javascript',
    extensions: ['.js', '.mjs'],
    timeFactor: 2,
    memoryFactor: 2,
    processes: 16,
    isSpj: false,
    template:
      "const lines = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(BigInt);\nconsole.log((lines[0] + lines[1]).toString());\n",
  },
  {
    key: 'go',
    name: 'Golang',
    description: 'Go 1.19',
    sourceFile: 'main.go',
    compile: ['/usr/bin/go', 'build', '-o', 'main', 'main.go'],
    run: ['./main'],
    contentType: 'text/x-go',
    extensions: ['.go'],
    timeFactor: 2,
    memoryFactor: 2,
    processes: 32,
    env: { GOCACHE: '/tmp/go-cache', GOPATH: '/tmp/go', GO111MODULE: 'off', CGO_ENABLED: '0', GODEBUG: 'madvdontneed=1', GOMAXPROCS: '1' },
    isSpj: false,
    template: 'package main\n\nimport "fmt"\n\nfunc main() {\n\tvar a, b int64\n\tfmt.Scan(&a, &b)\n\tfmt.Println(a + b)\n}\n',
  },
  {
    key: 'rust',
    name: 'Rust',
    description: 'Rust 1.63 (-O)',
    sourceFile: 'main.rs',
    compile: ['/usr/bin/rustc', '-O', '--edition', '2021', '-o', 'main', 'main.rs'],
    run: ['./main'],
    contentType: 'text/x-rustsrc',
    extensions: ['.rs'],
    timeFactor: 2,
    memoryFactor: 2,
    processes: 1,
    isSpj: false,
    template:
      'use std::io::Read;\n\nfn main() {\n    let mut s = String::new();\n    std::io::stdin().read_to_string(&mut s).unwrap();\n    let v: Vec<i64> = s.split_whitespace().map(|x| x.parse().unwrap()).collect();\n    println!("{}", v[0] + v[1]);\n}\n',
  },
  {
    key: 'pascal',
    name: 'Pascal',
    description: 'Free Pascal 3.2',
    sourceFile: 'main.pas',
    compile: ['/usr/bin/fpc', '-O2', '-dONLINE_JUDGE', '-omain', 'main.pas'],
    run: ['./main'],
    contentType: 'text/x-pascal',
    extensions: ['.pas', '.pp'],
    timeFactor: 2,
    memoryFactor: 2,
    processes: 1,
    isSpj: false,
    template: 'var a, b: int64;\nbegin\n  readln(a, b);\n  writeln(a + b);\nend.\n',
  },
  {
    key: 'csharp',
    name: 'C#',
    description: 'Mono 6.8 (mcs)',
    sourceFile: 'main.cs',
    compile: ['/usr/bin/mcs', '-optimize+', '-out:main.exe', 'main.cs'],
    run: ['/usr/bin/mono', 'main.exe'],
    contentType: 'text/x-csharp',
    extensions: ['.cs'],
    timeFactor: 2,
    memoryFactor: 2,
    processes: 32,
    env: { MONO_GC_PARAMS: 'nursery-size=16m' },
    isSpj: false,
    template:
      "using System;\n\npublic class Program {\n    public static void Main() {\n        var s = Console.ReadLine().Split(' ');\n        Console.WriteLine(long.Parse(s[0]) + long.Parse(s[1]));\n    }\n}\n",
  },
  {
    key: 'php',
    name: 'PHP',
    description: 'PHP 8.2',
    sourceFile: 'main.php',
    compile: ['/usr/bin/php', '-l', 'main.php'],
    run: ['/usr/bin/php', 'main.php'],
    contentType: 'text/x-php',
    extensions: ['.php'],
    timeFactor: 2,
    memoryFactor: 2,
    processes: 1,
    isSpj: false,
    template: '<?php\nfscanf(STDIN, "%d %d", $a, $b);\necho $a + $b, "\\n";\n',
  },
  {
    key: 'ruby',
    name: 'Ruby',
    description: 'Ruby 3.1',
    sourceFile: 'main.rb',
    compile: ['/usr/bin/ruby', '-c', 'main.rb'],
    run: ['/usr/bin/ruby', 'main.rb'],
    contentType: 'text/x-ruby',
    extensions: ['.rb'],
    timeFactor: 2,
    memoryFactor: 2,
    processes: 8,
    isSpj: false,
    template: 'a, b = gets.split.map(&:to_i)\nputs a + b\n',
  },
];

export const languageByKey = (key: string) => LANGUAGES.find((l) => l.key === key);
export const languageByName = (name: string) => LANGUAGES.find((l) => l.name === name);

/** The language a file name suggests (`./verdict judge` without `--lang`). */
export const languageForFile = (fileName: string) => {
  const lower = fileName.toLowerCase();
  return LANGUAGES.find((l) => l.extensions.some((ext) => lower.endsWith(ext)));
};

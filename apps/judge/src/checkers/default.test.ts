// Default output comparison (server-behaviour §2.3): end-trim, and the exact / presentation rules.
import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '@verdict/shared';
import { compareOutput as compareBytes, endTrim, spaceLengthAt, type CompareStatus } from './default.ts';

const AC = JudgeStatus.Accepted;
const WA = JudgeStatus.WrongAnswer;
const PE = JudgeStatus.PresentationError;

/** The program's output and the answer as the files hold them: UTF-8. */
const compareOutput = (user: string, answer: string, isRemoveEndBlank: boolean) =>
  compareBytes(Buffer.from(user), Buffer.from(answer), isRemoveEndBlank);

describe('endTrim', () => {
  it('strips all trailing whitespace of the text, newlines included', () => {
    expect(endTrim('1 2\n\n\n')).toBe('1 2');
    expect(endTrim('1 2 \t\r\n \n')).toBe('1 2');
    expect(endTrim('')).toBe('');
    expect(endTrim(' \n\t\n')).toBe('');
  });

  it('removes spaces, tabs and CRs before each newline', () => {
    expect(endTrim('a  \nb\t\nc\r\nd')).toBe('a\nb\nc\nd');
  });

  it('keeps inner blank lines and leading spaces', () => {
    expect(endTrim('a\n\n  b\n')).toBe('a\n\n  b');
    expect(endTrim('  a')).toBe('  a');
  });

  it('keeps whitespace inside a line', () => {
    expect(endTrim('a  b\n')).toBe('a  b');
  });
});

describe('compareOutput with isRemoveEndBlank', () => {
  const compare = (user: string, answer: string) => compareOutput(user, answer, true);

  it('accepts equal output', () => {
    expect(compare('3\n', '3\n')).toBe(AC);
  });

  it('accepts trailing spaces, missing or extra final newlines', () => {
    expect(compare('3', '3\n')).toBe(AC);
    expect(compare('3\n\n\n', '3\n')).toBe(AC);
    expect(compare('1 2 \n3\t\n', '1 2\n3\n')).toBe(AC);
    expect(compare('1 2\n3\n', '1 2   \n3    \n\n')).toBe(AC);
  });

  it('accepts CRLF in the user output and in the answer', () => {
    expect(compare('1 2\r\n3\r\n', '1 2\n3\n')).toBe(AC);
    expect(compare('1 2\n3\n', '1 2\r\n3\r\n')).toBe(AC);
    expect(compare('1 2\r\n3\r\n', '1 2\r\n3\r\n')).toBe(AC);
  });

  it('gives WA for inner differences, never PE', () => {
    expect(compare('4\n', '3\n')).toBe(WA);
    expect(compare('1  2\n', '1 2\n')).toBe(WA);
    expect(compare('1\n2\n', '1 2\n')).toBe(WA);
    expect(compare(' 1 2\n', '1 2\n')).toBe(WA);
    expect(compare('1\n\n2\n', '1\n2\n')).toBe(WA);
    expect(compare('12\n', '1 2\n')).toBe(WA);
  });

  it('gives WA for empty output against a non-empty answer, AC for empty against empty', () => {
    expect(compare('', '3\n')).toBe(WA);
    expect(compare('', '')).toBe(AC);
    expect(compare('\n \n', '')).toBe(AC);
  });
});

describe('compareOutput without isRemoveEndBlank', () => {
  const compare = (user: string, answer: string) => compareOutput(user, answer, false);

  it('accepts byte-equal output only', () => {
    expect(compare('1 2\n3\n', '1 2\n3\n')).toBe(AC);
    expect(compare('', '')).toBe(AC);
  });

  it('gives PE when only whitespace differs', () => {
    expect(compare('3', '3\n')).toBe(PE);
    expect(compare('3\n\n', '3\n')).toBe(PE);
    expect(compare('1 2 \n', '1 2\n')).toBe(PE);
    expect(compare('1\n2\n', '1 2\n')).toBe(PE);
    expect(compare('12\n', '1 2\n')).toBe(PE);
    expect(compare('\t1  2\n', '1 2\n')).toBe(PE);
  });

  it('gives WA when more than whitespace differs', () => {
    expect(compare('4\n', '3\n')).toBe(WA);
    expect(compare('1 2 3\n', '1 2\n')).toBe(WA);
    expect(compare('', '3\n')).toBe(WA);
  });

  it('normalises CRLF and CR in the answer, not in the user output', () => {
    expect(compare('1 2\n3\n', '1 2\r\n3\r\n')).toBe(AC);
    expect(compare('1 2\n3\n', '1 2\r3\r')).toBe(AC);
    expect(compare('1 2\r\n3\r\n', '1 2\n3\n')).toBe(PE);
    expect(compare('1 2\r\n3\r\n', '1 2\r\n3\r\n')).toBe(PE);
  });
});

describe('the comparison in linear time', () => {
  // Today's rules as they were first written, with backtracking regular expressions (quadratic on long blank
  // runs): the reference the linear comparison must agree with on small texts.
  const regexEndTrim = (text: string) => text.replace(/\s+$/, '').replace(/[ \t\r\f\v]+\n/g, '\n');
  const regexCompare = (user: string, answer: string, isRemoveEndBlank: boolean) => {
    const expected = answer.replace(/\r\n?/g, '\n');
    if (isRemoveEndBlank) return regexEndTrim(user) === regexEndTrim(expected) ? AC : WA;
    if (user === expected) return AC;
    return user.replace(/\s+/g, '') === expected.replace(/\s+/g, '') ? PE : WA;
  };

  it('finds exactly the characters \\s matches, forwards and at the end, on every UTF-16 code unit', () => {
    const differing = [];
    for (let code = 0; code <= 0xffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const char = String.fromCharCode(code);
      const space = /\s/.test(char);
      const bytes = Buffer.from(char);
      if (spaceLengthAt(bytes, 0) !== (space ? bytes.length : 0) || endTrim(`a${char}`) !== (space ? 'a' : `a${char}`))
        differing.push(code.toString(16));
    }
    expect(differing).toEqual([]);
  });

  it('gives the verdicts and the end-trim of the regular expressions on 40,000 random texts', () => {
    // A seeded generator, so a failure can be replayed.
    let seed = 11;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    // Blanks first (the close answers draw from them), then UTF-8 neighbours of the wide spaces that are not spaces.
    const alphabet = [
      ' ',
      '\t',
      '\r',
      '\n',
      '\f',
      '\v',
      '\u00a0',
      '\u2028',
      '\u3000',
      '\ufeff',
      '\u2000',
      '\u200a',
      '\u205f',
      '\u1680',
      '\r\n',
      'a',
      'b',
      '\u180e',
      '\u200b',
      '\u2020',
      '\u0085',
      '\u00e9',
      '\u4e2d',
      ' ',
      '\n',
    ];
    const text = () => Array.from({ length: random(10) }, () => alphabet[random(alphabet.length)]).join('');
    for (let i = 0; i < 10_000; i++) {
      const user = text();
      // Half the pairs are close: the answer is the user's text with some whitespace changed.
      const answer = random(2) ? text() : user.replace(/\s/g, (blank) => (random(3) ? blank : alphabet[random(15)]));
      const context = JSON.stringify({ user, answer });
      expect(endTrim(user), context).toBe(regexEndTrim(user));
      for (const isRemoveEndBlank of [true, false]) {
        expect(compareOutput(user, answer, isRemoveEndBlank), context).toBe(regexCompare(user, answer, isRemoveEndBlank));
        expect(compareOutput(answer, user, isRemoveEndBlank), context).toBe(regexCompare(answer, user, isRemoveEndBlank));
      }
    }
  });

  const MB = 1024 * 1024;
  const spacesThenX = () => ' '.repeat(30 * MB) + 'x';
  const HOSTILE: [string, () => string, () => string, CompareStatus, CompareStatus][] = [
    // name, user output, answer, verdict with end-trim, verdict without
    ['30 MB of spaces then x, against x', spacesThenX, () => 'x\n', WA, PE],
    ['30 MB of spaces then x, against itself', spacesThenX, spacesThenX, AC, AC],
    ['30 MB of spaces then x, against 30 MB of spaces then y', spacesThenX, () => ' '.repeat(30 * MB) + 'y', WA, WA],
    ['10 million "  \\n" lines, against one line', () => '  \n'.repeat(10 * MB) + 'x', () => 'x\n', WA, PE],
    [
      '10 million "  \\n" lines, against the same without blanks',
      () => '  \n'.repeat(10 * MB) + 'x',
      () => '\n'.repeat(10 * MB) + 'x',
      AC,
      PE,
    ],
    ['30 MB of " \\t\\r" then a newline and x', () => ' \t\r'.repeat(10 * MB) + '\nx', () => '\nx', AC, PE],
    ['30 MB of newlines then spaces', () => '\n'.repeat(15 * MB) + ' '.repeat(15 * MB), () => '', AC, PE],
    ['10 million no-break spaces then x', () => '\u00a0'.repeat(10 * MB) + 'x', () => 'x', WA, PE],
    [
      '30 MB of x, then 10 million no-break spaces',
      () => 'x'.repeat(30 * MB) + '\u00a0'.repeat(10 * MB),
      () => 'x'.repeat(30 * MB),
      AC,
      PE,
    ],
  ];

  // CPU time of this process, so a busy machine does not fail the test; the regular expressions took minutes. The
  // process's CPU time also counts its GC and worker threads, so the bound leaves room above the ~0.5 s it takes.
  const cpuMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };

  it.each(HOSTILE)('compares hostile output in seconds, not minutes: %s', (_name, user, answer, trimmed, exact) => {
    const userBytes = Buffer.from(user());
    const answerBytes = Buffer.from(answer());
    for (const [isRemoveEndBlank, verdict] of [
      [true, trimmed],
      [false, exact],
    ] as const) {
      const started = cpuMs();
      const status = compareBytes(userBytes, answerBytes, isRemoveEndBlank);
      const elapsed = cpuMs() - started;
      expect(status).toBe(verdict);
      expect(elapsed).toBeLessThan(3000);
    }
  });
});

// Default output comparison (server-behaviour §2.3): end-trim, and the exact / presentation rules.
import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '@verdict/shared';
import { compareOutput, endTrim } from './default.ts';

const AC = JudgeStatus.Accepted;
const WA = JudgeStatus.WrongAnswer;
const PE = JudgeStatus.PresentationError;

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

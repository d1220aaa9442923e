// Special judge exit codes and texts (server-behaviour §2.4): the reference's codes and testlib's.
import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '@verdict/shared';
import { interpretChecker } from './special.ts';

const AC = JudgeStatus.Accepted;
const WA = JudgeStatus.WrongAnswer;
const PE = JudgeStatus.PresentationError;
const PA = JudgeStatus.PartialAccepted;
const SE = JudgeStatus.SystemError;

describe('reference exit codes', () => {
  it('0 and 100 are Accepted', () => {
    expect(interpretChecker(0, '', '')).toMatchObject({ status: AC, fraction: 1 });
    expect(interpretChecker(100, '', 'fine')).toMatchObject({ status: AC, fraction: 1, message: 'fine' });
  });

  it('101 is Presentation Error, 102 Wrong Answer, 103 System Error', () => {
    expect(interpretChecker(101, '', 'spaces')).toMatchObject({ status: PE, fraction: 0, message: 'spaces' });
    expect(interpretChecker(102, '', 'expected 3')).toMatchObject({ status: WA, fraction: 0, message: 'expected 3' });
    expect(interpretChecker(103, '', '')).toMatchObject({ status: SE, fraction: 0 });
    expect(interpretChecker(103, '', '').message).not.toBe('');
  });

  it('99 is partial with the percent on stdout', () => {
    expect(interpretChecker(99, '50\n', '')).toMatchObject({ status: PA, fraction: 0.5 });
    expect(interpretChecker(99, '12.5', 'half-ish')).toMatchObject({ status: PA, fraction: 0.125, message: 'half-ish' });
  });

  it('99 with 100 percent is Accepted, with 0 Wrong Answer', () => {
    expect(interpretChecker(99, '100', '')).toMatchObject({ status: AC, fraction: 1 });
    expect(interpretChecker(99, '0', '')).toMatchObject({ status: WA, fraction: 0 });
  });

  it('99 without a readable percent is a System Error', () => {
    expect(interpretChecker(99, 'lots', '').status).toBe(SE);
    expect(interpretChecker(99, '', '').status).toBe(SE);
  });

  it('uses stderr as the message, stdout when stderr is empty', () => {
    expect(interpretChecker(102, 'from stdout', '').message).toBe('from stdout');
    expect(interpretChecker(102, 'from stdout', 'from stderr').message).toBe('from stderr');
  });

  it('keeps at most 1024 characters of message', () => {
    expect(interpretChecker(102, '', 'x'.repeat(5000)).message).toHaveLength(1024);
  });
});

describe('testlib exit codes', () => {
  it('0 ok is Accepted', () => {
    expect(interpretChecker(0, '', 'ok 1 number(s): "3"')).toMatchObject({ status: AC, fraction: 1, message: 'ok 1 number(s): "3"' });
  });

  it('1 is Wrong Answer', () => {
    expect(interpretChecker(1, '', "wrong answer 1st numbers differ - expected: '3', found: '4'")).toMatchObject({
      status: WA,
      fraction: 0,
    });
  });

  it('2 is Presentation Error', () => {
    expect(interpretChecker(2, '', 'wrong output format Unexpected end of file - int32 expected')).toMatchObject({
      status: PE,
      fraction: 0,
    });
  });

  it('3 (FAIL) is a System Error, never WA', () => {
    expect(interpretChecker(3, '', 'FAIL answer file is broken')).toMatchObject({
      status: SE,
      fraction: 0,
      message: 'FAIL answer file is broken',
    });
    expect(interpretChecker(3, '', '').status).toBe(SE);
  });

  it('7 with "points X" on stderr is partial: X up to 1 a share, above 1 a percent', () => {
    expect(interpretChecker(7, '', 'points 0.5 half of it')).toMatchObject({ status: PA, fraction: 0.5 });
    expect(interpretChecker(7, '', 'points 25')).toMatchObject({ status: PA, fraction: 0.25 });
    expect(interpretChecker(7, '', 'points 1')).toMatchObject({ status: AC, fraction: 1 });
    expect(interpretChecker(7, '', 'points 100')).toMatchObject({ status: AC, fraction: 1 });
    expect(interpretChecker(7, '', 'points 0')).toMatchObject({ status: WA, fraction: 0 });
  });

  it('7 with "partially correct (N)" is N percent', () => {
    expect(interpretChecker(7, '', 'partially correct (40) close')).toMatchObject({ status: PA, fraction: 0.4 });
  });

  it('7 finds points on stdout when stderr has none', () => {
    expect(interpretChecker(7, 'points 0.75', '')).toMatchObject({ status: PA, fraction: 0.75 });
  });

  it('7 without points is a System Error', () => {
    expect(interpretChecker(7, '', 'something odd').status).toBe(SE);
    expect(interpretChecker(7, '', '').status).toBe(SE);
  });
});

describe('testlib text with other exit codes', () => {
  it('reads the verdict from the start of stderr', () => {
    expect(interpretChecker(4, '', 'ok all good')).toMatchObject({ status: AC, fraction: 1 });
    expect(interpretChecker(5, '', 'wrong answer expected 3, found 4')).toMatchObject({ status: WA, fraction: 0 });
    expect(interpretChecker(6, '', 'wrong output format extra tokens').status).toBe(PE);
    expect(interpretChecker(8, '', 'partially correct (30)')).toMatchObject({ status: PA, fraction: 0.3 });
    expect(interpretChecker(8, '', 'points 0.2')).toMatchObject({ status: PA, fraction: 0.2 });
    expect(interpretChecker(42, '', 'FAIL cannot open answer').status).toBe(SE);
  });

  it('ignores leading whitespace of the text', () => {
    expect(interpretChecker(4, '', '\n  wrong answer on line 2').status).toBe(WA);
  });

  it('unknown text, no text, or a crash is a System Error', () => {
    expect(interpretChecker(4, '', 'who knows').status).toBe(SE);
    expect(interpretChecker(4, 'ok', '').status).toBe(SE);
    expect(interpretChecker(139, '', '').status).toBe(SE);
    expect(interpretChecker(134, '', 'Aborted').status).toBe(SE);
    expect(interpretChecker(255, '', '').message).toMatch(/exited with code 255/);
  });
});

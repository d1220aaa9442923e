// Special judges and interactors: turning a checker's exit code and text into a verdict. Understands the
// reference's codes (0/100 AC, 101 PE, 102 WA, 103 fail, 99 partial with the percent on stdout) and
// testlib's as they are (0 ok, 1 wrong answer, 2 presentation error, 3 fail, 7 points, and its result text).
import { JudgeStatus } from '@verdict/shared';

export interface CheckerVerdict {
  /** AC, WA, PE, PA (partial), or SE when the checker itself failed. */
  status: number;
  /** Share of the case's score, 0..1 (1 for AC, 0 for WA/PE/SE). */
  fraction: number;
  message: string;
}

const verdict = (status: number, fraction: number, message: string): CheckerVerdict => ({
  status,
  fraction,
  message: message.slice(0, 1024),
});

/** "points X": X up to 1 is a share (testlib's quitp), above 1 a percent (the reference's convention). */
function pointsFraction(value: number): number {
  const fraction = value <= 1 ? value : value / 100;
  return Math.min(1, Math.max(0, fraction));
}

function partial(fraction: number, message: string): CheckerVerdict {
  if (!Number.isFinite(fraction)) return verdict(JudgeStatus.SystemError, 0, `checker gave an unreadable score: ${message}`);
  if (fraction >= 1) return verdict(JudgeStatus.Accepted, 1, message);
  if (fraction <= 0) return verdict(JudgeStatus.WrongAnswer, 0, message);
  return verdict(JudgeStatus.PartialAccepted, fraction, message);
}

/** Reads testlib's result text ("ok", "wrong answer", "wrong output format", "FAIL", "points", "partially correct"). */
function fromText(text: string): CheckerVerdict | null {
  const t = text.trim();
  if (/^ok\b/i.test(t)) return verdict(JudgeStatus.Accepted, 1, t);
  if (/^wrong answer\b/i.test(t)) return verdict(JudgeStatus.WrongAnswer, 0, t);
  if (/^wrong output format\b/i.test(t)) return verdict(JudgeStatus.PresentationError, 0, t);
  if (/^FAIL\b/.test(t)) return verdict(JudgeStatus.SystemError, 0, t);
  const pc = /^partially correct\s*\((\d+(?:\.\d+)?)\)/i.exec(t);
  if (pc) return partial(Number(pc[1]) / 100, t);
  const points = /^points\s+(-?\d+(?:\.\d+)?)/i.exec(t);
  if (points) return partial(pointsFraction(Number(points[1])), t);
  return null;
}

export function interpretChecker(exitCode: number, stdout: string, stderr: string): CheckerVerdict {
  const message = (stderr || stdout).trim();
  switch (exitCode) {
    case 0:
    case 100:
      return verdict(JudgeStatus.Accepted, 1, message);
    case 101:
      return verdict(JudgeStatus.PresentationError, 0, message);
    case 102:
      return verdict(JudgeStatus.WrongAnswer, 0, message);
    case 103:
      return verdict(JudgeStatus.SystemError, 0, message || 'the checker reported a failure');
    case 99:
      return partial(Number.parseFloat(stdout.trim()) / 100, message);
    case 1:
      return verdict(JudgeStatus.WrongAnswer, 0, message);
    case 2:
      return verdict(JudgeStatus.PresentationError, 0, message);
    case 3:
      return verdict(JudgeStatus.SystemError, 0, message || 'the checker reported a failure');
    case 7:
      return fromText(stderr) ?? fromText(stdout) ?? verdict(JudgeStatus.SystemError, 0, `checker exited 7 without points: ${message}`);
    default:
      return (
        fromText(stderr) ?? verdict(JudgeStatus.SystemError, 0, `the checker exited with code ${exitCode}${message ? `: ${message}` : ''}`)
      );
  }
}

// Default output comparison, as the reference does it (server-behaviour §2.3).
import { JudgeStatus } from '@verdict/shared';

export type CompareStatus = typeof JudgeStatus.Accepted | typeof JudgeStatus.WrongAnswer | typeof JudgeStatus.PresentationError;

const normaliseNewlines = (text: string) => text.replace(/\r\n?/g, '\n');

/**
 * End-trim: strip all trailing whitespace of the whole text (newlines included), then delete each run of
 * non-newline whitespace directly before a newline. Inner blank lines and leading spaces stay.
 */
export function endTrim(text: string): string {
  return text.replace(/\s+$/, '').replace(/[ \t\r\f\v]+\n/g, '\n');
}

const withoutWhitespace = (text: string) => text.replace(/\s+/g, '');

/**
 * isRemoveEndBlank: Accepted iff the end-trimmed texts are equal, else Wrong Answer (never PE).
 * Otherwise: Accepted iff byte-equal; Presentation Error iff equal once all whitespace is removed; else WA.
 * Test data is CRLF-normalised; the user's output is not (end-trim removes a CR before a newline).
 */
export function compareOutput(userOutput: string, answer: string, isRemoveEndBlank: boolean): CompareStatus {
  const expected = normaliseNewlines(answer);
  if (isRemoveEndBlank) return endTrim(userOutput) === endTrim(expected) ? JudgeStatus.Accepted : JudgeStatus.WrongAnswer;
  if (userOutput === expected) return JudgeStatus.Accepted;
  return withoutWhitespace(userOutput) === withoutWhitespace(expected) ? JudgeStatus.PresentationError : JudgeStatus.WrongAnswer;
}

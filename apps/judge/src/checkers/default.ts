// Default output comparison, as the reference does it (server-behaviour §2.3), on the UTF-8 bytes as the
// program wrote them. The user's output is hostile and may be tens of megabytes: every comparison is one
// linear pass over both outputs without copying them (a backtracking regular expression such as /\s+$/ is
// quadratic on a long run of spaces before a letter, and held the worker's event loop for minutes).
import { JudgeStatus } from '@verdict/shared';

export type CompareStatus = typeof JudgeStatus.Accepted | typeof JudgeStatus.WrongAnswer | typeof JudgeStatus.PresentationError;

const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** Space, tab, CR, form feed, vertical tab: what end-trim removes before each newline. */
const isLineEndBlank = (byte: number) => byte === 0x20 || byte === 0x09 || byte === 0x0d || byte === 0x0c || byte === 0x0b;

const isAsciiSpace = (byte: number) => byte === 0x20 || (byte >= 0x09 && byte <= 0x0d);

/**
 * Byte length of the UTF-8 character starting with these bytes when it is one of JavaScript's `\s` beyond
 * ASCII (U+00A0, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, U+3000, U+FEFF), else 0. A lead byte
 * is never a continuation byte, so such a character is found the same way forwards and backwards.
 */
function wideSpaceLength(first: number, second: number, third: number): number {
  switch (first) {
    case 0xc2:
      return second === 0xa0 ? 2 : 0;
    case 0xe1:
      return second === 0x9a && third === 0x80 ? 3 : 0;
    case 0xe2:
      return (second === 0x80 && ((third >= 0x80 && third <= 0x8a) || third === 0xa8 || third === 0xa9 || third === 0xaf)) ||
        (second === 0x81 && third === 0x9f)
        ? 3
        : 0;
    case 0xe3:
      return second === 0x80 && third === 0x80 ? 3 : 0;
    case 0xef:
      return second === 0xbb && third === 0xbf ? 3 : 0;
    default:
      return 0;
  }
}

/** Byte length of the whitespace character (`\s`) starting at `at`, 0 when there is none. */
export function spaceLengthAt(bytes: Uint8Array, at: number): number {
  const byte = bytes[at];
  if (byte < 0x80) return isAsciiSpace(byte) ? 1 : 0;
  return wideSpaceLength(byte, bytes[at + 1], bytes[at + 2]);
}

/** Byte length of the whitespace character ending just before `end`, 0 when there is none. */
function spaceLengthBefore(bytes: Uint8Array, end: number): number {
  const byte = bytes[end - 1];
  if (byte < 0x80) return isAsciiSpace(byte) ? 1 : 0;
  if (bytes[end - 2] === 0xc2 && byte === 0xa0) return 2;
  return wideSpaceLength(bytes[end - 3], bytes[end - 2], byte) === 3 ? 3 : 0;
}

function trimmedEnd(bytes: Uint8Array): number {
  let end = bytes.length;
  for (let length = spaceLengthBefore(bytes, end); length > 0; length = spaceLengthBefore(bytes, end)) end -= length;
  return end;
}

/**
 * Reads bytes as end-trim leaves them, one at a time: without the trailing whitespace, each run of
 * line-end blanks directly before a newline skipped. Each byte is looked at most twice.
 */
class EndTrimmedReader {
  private position = 0;
  /** A run of blanks not followed by a newline is kept: it ends here. */
  private keptUntil = 0;
  private readonly end: number;

  constructor(private readonly bytes: Uint8Array) {
    this.end = trimmedEnd(bytes);
  }

  /** The next byte, or -1 at the end. */
  next(): number {
    if (this.position >= this.end) return -1;
    const byte = this.bytes[this.position];
    if (this.position >= this.keptUntil && isLineEndBlank(byte)) {
      // The trimmed bytes end with a non-space, so the run ends before the end.
      let runEnd = this.position + 1;
      while (isLineEndBlank(this.bytes[runEnd])) runEnd++;
      if (this.bytes[runEnd] === LINE_FEED) {
        this.position = runEnd + 1;
        return LINE_FEED;
      }
      this.keptUntil = runEnd;
    }
    this.position++;
    return byte;
  }
}

/** Reads bytes without any whitespace character. */
class NonSpaceReader {
  private position = 0;

  constructor(private readonly bytes: Uint8Array) {}

  next(): number {
    for (;;) {
      if (this.position >= this.bytes.length) return -1;
      const space = spaceLengthAt(this.bytes, this.position);
      if (!space) return this.bytes[this.position++];
      this.position += space;
    }
  }
}

function sameReading(a: { next(): number }, b: { next(): number }): boolean {
  for (;;) {
    const byte = a.next();
    if (byte !== b.next()) return false;
    if (byte === -1) return true;
  }
}

/** CRLF and lone CR become LF (test data only). */
function normaliseNewlines(bytes: Uint8Array): Uint8Array {
  if (bytes.indexOf(CARRIAGE_RETURN) === -1) return bytes;
  const normalised = new Uint8Array(bytes.length);
  let length = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] !== CARRIAGE_RETURN) normalised[length++] = bytes[i];
    else if (bytes[i + 1] !== LINE_FEED) normalised[length++] = LINE_FEED;
  }
  return normalised.subarray(0, length);
}

const sameBytes = (a: Uint8Array, aEnd: number, b: Uint8Array, bEnd: number) =>
  aEnd === bEnd && Buffer.compare(a.subarray(0, aEnd), b.subarray(0, bEnd)) === 0;

function sameEndTrimmed(a: Uint8Array, b: Uint8Array): boolean {
  // Most outputs are right: equal up to their trailing whitespace, compared natively.
  if (sameBytes(a, trimmedEnd(a), b, trimmedEnd(b))) return true;
  return sameReading(new EndTrimmedReader(a), new EndTrimmedReader(b));
}

/**
 * End-trim: strip all trailing whitespace of the whole text (newlines included), then delete each run of
 * non-newline whitespace directly before a newline. Inner blank lines and leading spaces stay.
 */
export function endTrim(text: string): string {
  const bytes = Buffer.from(text);
  const reader = new EndTrimmedReader(bytes);
  const trimmed = Buffer.alloc(bytes.length);
  let length = 0;
  for (let byte = reader.next(); byte !== -1; byte = reader.next()) trimmed[length++] = byte;
  return trimmed.toString('utf8', 0, length);
}

/**
 * isRemoveEndBlank: Accepted iff the end-trimmed outputs are equal, else Wrong Answer (never PE).
 * Otherwise: Accepted iff byte-equal; Presentation Error iff equal once all whitespace is removed; else WA.
 * Test data is CRLF-normalised; the user's output is not (end-trim removes a CR before a newline).
 */
export function compareOutput(userOutput: Uint8Array, answer: Uint8Array, isRemoveEndBlank: boolean): CompareStatus {
  const expected = normaliseNewlines(answer);
  if (isRemoveEndBlank) return sameEndTrimmed(userOutput, expected) ? JudgeStatus.Accepted : JudgeStatus.WrongAnswer;
  if (sameBytes(userOutput, userOutput.length, expected, expected.length)) return JudgeStatus.Accepted;
  return sameReading(new NonSpaceReader(userOutput), new NonSpaceReader(expected))
    ? JudgeStatus.PresentationError
    : JudgeStatus.WrongAnswer;
}

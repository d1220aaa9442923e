// A CodeMirror 5 mode (legacy-modes) as a CodeMirror 6 language, with the folding of brace blocks: a stream parser
// gives no syntax tree to fold by, so, as CodeMirror 5's brace-fold addon did, a line whose last `{` is closed on a
// later line folds up to the closing brace (a brace inside a string or comment is matched only by one alike).
import { foldService, matchBrackets, StreamLanguage, type StreamParser } from '@codemirror/language';
import type { Extension } from '@codemirror/state';

export const braceFolding = foldService.of((state, lineStart, lineEnd) => {
  const open = state.sliceDoc(lineStart, lineEnd).lastIndexOf('{');
  if (open < 0) return null;
  const match = matchBrackets(state, lineStart + open, 1);
  if (!match?.matched || !match.end || match.end.from <= lineEnd) return null;
  return { from: lineStart + open + 1, to: match.end.from };
});

export const legacyLanguage = (parser: StreamParser<unknown>): Extension => [StreamLanguage.define(parser), braceFolding];

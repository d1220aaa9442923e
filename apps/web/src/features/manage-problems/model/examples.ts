// Problem examples: the stored tagged text `<input>…</input><output>…</output>` and the pairs the form edits.
import { PROBLEM_FORM_LIMITS } from '@verdict/shared';

export interface ExamplePair {
  input: string;
  output: string;
}

/** Spec 002 §5: up to 2 examples per problem. */
export const MAX_EXAMPLES = PROBLEM_FORM_LIMITS.examplesMax;

const PAIR = /<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g;

export const parseExamples = (text: string): ExamplePair[] =>
  [...(text ?? '').matchAll(PAIR)].map(([, input, output]) => ({ input, output }));

export const formatExamples = (pairs: ExamplePair[]): string =>
  pairs.map(({ input, output }) => `<input>${input}</input><output>${output}</output>`).join('');

// Problem examples: the `<input>…</input><output>…</output>` pairs of the examples field (reference §4).
export interface Example {
  input: string;
  output: string;
}

const PAIR = /<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g;

/** Leading and trailing blank lines go; the text inside keeps its spacing. */
const trimLines = (text: string): string => text.replace(/\r\n?/g, '\n').replace(/^\n+|\s+$/g, '');

export const parseExamples = (examples: string | null | undefined): Example[] =>
  [...(examples ?? '').matchAll(PAIR)].map(([, input, output]) => ({ input: trimLines(input), output: trimLines(output) }));

/** Compares as the judge's default comparison would: line ends and trailing blanks do not matter. */
const normalise = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trimEnd();

/** The index of the example whose input the text is, or -1. */
export const matchingExample = (examples: Example[], input: string): number =>
  examples.findIndex((example) => normalise(example.input) === normalise(input));

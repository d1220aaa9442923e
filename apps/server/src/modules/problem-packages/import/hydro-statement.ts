// A Hydro statement (Markdown): fenced blocks tagged inputN / outputN are the examples, taken out of the text;
// `file://name` links point into the problem's additional_file/ folder and become stored images.
import fs from 'node:fs';
import { examplesText } from './problem-draft.ts';
import { fileIn } from './package-files.ts';
import { storeImage } from './statement-html.ts';

const EXAMPLE_FENCE = /^```[ \t]*(input|output)(\d+)[^\n]*\n([\s\S]*?)^```[ \t]*(?:\n|$)/gm;
const FILE_LINK = /file:\/\/([^\s)"'<>]+)/g;

export function splitExamples(markdown: string): { text: string; examples: string } {
  const pairs = new Map<number, { input: string; output: string }>();
  const text = markdown.replace(EXAMPLE_FENCE, (_, kind: 'input' | 'output', n: string, body: string) => {
    const pair = pairs.get(Number(n)) ?? { input: '', output: '' };
    pair[kind] = body.replace(/\n$/, '');
    pairs.set(Number(n), pair);
    return '';
  });
  const ordered = [...pairs.entries()].sort(([a], [b]) => a - b).map(([, pair]) => pair);
  return { text: text.replace(/\n{3,}/g, '\n\n').trim(), examples: examplesText(ordered) };
}

/** Links to the problem's own files become stored images; links to files that are missing or not images stay. */
export async function resolveFileLinks(markdown: string, additionalFiles: string, dataDir: string): Promise<string> {
  const urls = new Map<string, string>();
  for (const [link, name] of markdown.matchAll(FILE_LINK)) {
    if (urls.has(link)) continue;
    let file: string;
    try {
      file = fileIn(additionalFiles, decodeURIComponent(name));
    } catch {
      continue;
    }
    const url = await storeImage(dataDir, fs.readFileSync(file).toString('base64'));
    if (url) urls.set(link, url);
  }
  return markdown.replace(FILE_LINK, (link) => urls.get(link) ?? link);
}

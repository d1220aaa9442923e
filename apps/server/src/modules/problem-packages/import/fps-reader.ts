// Streaming FPS XML reader (FPS 1.1–1.4, reference §11): the file is read in chunks through saxes and each
// <item> is handed out as soon as it closes, so only one item is ever held in memory. Test data
// (test_input, test_output) does not even stay in memory: its text goes to a file in the staging folder as
// it is read, so an item with a case of hundreds of MB costs a chunk of memory, not the case.
import fs from 'node:fs';
import path from 'node:path';
import { SaxesParser, type SaxesTagPlain } from 'saxes';

export interface FpsText {
  /** '' for streamed fields: their text is in `file`. */
  text: string;
  attributes: Record<string, string>;
  /** Streamed fields: the staging file holding the text. */
  file?: string;
}

/** One <item> as written: every element's text with its attributes, in file order. */
export interface FpsRawItem {
  /** Element name → its occurrences (title, time_limit, test_input, solution…). */
  fields: Map<string, FpsText[]>;
  images: { src: string; base64: string }[];
}

/** The file is not well-formed XML (or not FPS): where, and the item it broke in. */
export class FpsSyntaxError extends Error {
  constructor(
    readonly detail: string,
    readonly title: string,
  ) {
    super(detail);
  }
}

const IMAGE_PARTS = new Set(['src', 'base64']);
const STREAMED_FIELDS = new Set(['test_input', 'test_output']);

// saxes keeps a text node's characters in `text` until the node ends (a `<` or `]]>`); in these states that
// buffer holds only character data, so it may be taken between chunks without changing what is read. These
// are saxes 6 internals: the streaming test in archive-import.test.ts fails if they stop working.
const SAXES_TEXT_STATES = new Set([13 /* S_TEXT */, 20 /* S_CDATA */]);
type SaxesInternals = { text: string; state: number };

/** The staging files an item's streamed fields were written to. */
export const stagedFiles = (item: FpsRawItem): string[] => [...item.fields.values()].flat().flatMap((f) => (f.file ? [f.file] : []));

/**
 * The items of an FPS file, one at a time, with the fraction of the file read so far; streamed fields are
 * written to `stagingDir` (the caller removes it). Throws FpsSyntaxError after the items that closed before the fault.
 */
export async function* readFpsItems(file: string, stagingDir: string): AsyncGenerator<{ item: FpsRawItem; progress: number }> {
  const parser = new SaxesParser();
  const done: FpsRawItem[] = [];
  let depth = 0;
  let item: FpsRawItem | null = null;
  let field: (FpsText & { name: string }) | null = null;
  let sink: number | null = null;
  let staged = 0;
  let image: { src: string; base64: string } | null = null;
  let imagePart: 'src' | 'base64' | null = null;

  const append = (text: string) => {
    if (imagePart && image) image[imagePart] += text;
    else if (sink !== null) fs.writeSync(sink, text);
    else if (field) field.text += text;
  };
  const closeSink = () => {
    if (sink !== null) fs.closeSync(sink);
    sink = null;
  };
  parser.on('text', append);
  parser.on('cdata', append);
  parser.on('opentag', (tag: SaxesTagPlain) => {
    depth += 1;
    if (depth === 1 && tag.name !== 'fps') throw new Error(`the root element is <${tag.name}>, not <fps>`);
    if (depth === 2 && tag.name === 'item') item = { fields: new Map(), images: [] };
    else if (depth === 3 && item && tag.name === 'img') image = { src: '', base64: '' };
    else if (depth === 3 && item) {
      field = { name: tag.name, attributes: tag.attributes as Record<string, string>, text: '' };
      if (STREAMED_FIELDS.has(tag.name)) {
        field.file = path.join(stagingDir, `${++staged}.txt`);
        sink = fs.openSync(field.file, 'w');
      }
    } else if (depth === 4 && image && IMAGE_PARTS.has(tag.name)) imagePart = tag.name as 'src' | 'base64';
  });
  parser.on('closetag', () => {
    if (depth === 4) imagePart = null;
    else if (depth === 3 && item && image) {
      item.images.push({ src: image.src.trim(), base64: image.base64.replace(/\s+/g, '') });
      image = null;
    } else if (depth === 3 && item && field) {
      closeSink();
      const { name, ...text } = field;
      const list = item.fields.get(name) ?? [];
      list.push(text);
      item.fields.set(name, list);
      field = null;
    } else if (depth === 2 && item) {
      done.push(item);
      item = null;
    }
    depth -= 1;
  });
  const drainStreamedText = () => {
    const internals = parser as unknown as SaxesInternals;
    if (sink !== null && internals.text && SAXES_TEXT_STATES.has(internals.state)) {
      fs.writeSync(sink, internals.text);
      internals.text = '';
    }
  };

  const titleSoFar = () => (item as FpsRawItem | null)?.fields.get('title')?.[0]?.text.trim() ?? '';
  const size = Math.max(1, fs.statSync(file).size);
  const stream = fs.createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 });
  function* handOut(progress: number) {
    for (const closed of done.splice(0)) yield { item: closed, progress };
  }
  const read = () => Math.min(1, stream.bytesRead / size);
  try {
    for await (const chunk of stream) {
      try {
        parser.write(chunk as string);
        drainStreamedText();
      } catch (error) {
        yield* handOut(read());
        throw new FpsSyntaxError((error as Error).message, titleSoFar());
      }
      yield* handOut(read());
    }
    try {
      parser.close();
    } catch (error) {
      throw new FpsSyntaxError((error as Error).message, titleSoFar());
    }
    yield* handOut(1);
  } finally {
    closeSink();
    stream.destroy();
  }
}

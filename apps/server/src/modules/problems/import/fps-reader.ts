// Streaming FPS XML reader (FPS 1.1–1.4, reference §11): the file is read in chunks through saxes and each
// <item> is handed out as soon as it closes, so only one item is ever held in memory.
import fs from 'node:fs';
import { SaxesParser, type SaxesTagPlain } from 'saxes';

export interface FpsText {
  text: string;
  attributes: Record<string, string>;
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

/** The items of an FPS file, one at a time; throws FpsSyntaxError after the items that closed before the fault. */
export async function* readFpsItems(file: string): AsyncGenerator<FpsRawItem> {
  const parser = new SaxesParser();
  const done: FpsRawItem[] = [];
  let depth = 0;
  let item: FpsRawItem | null = null;
  let field: { name: string; attributes: Record<string, string>; text: string } | null = null;
  let image: { src: string; base64: string } | null = null;
  let imagePart: 'src' | 'base64' | null = null;

  const append = (text: string) => {
    if (imagePart && image) image[imagePart] += text;
    else if (field) field.text += text;
  };
  parser.on('text', append);
  parser.on('cdata', append);
  parser.on('opentag', (tag: SaxesTagPlain) => {
    depth += 1;
    if (depth === 1 && tag.name !== 'fps') throw new Error(`the root element is <${tag.name}>, not <fps>`);
    if (depth === 2 && tag.name === 'item') item = { fields: new Map(), images: [] };
    else if (depth === 3 && item && tag.name === 'img') image = { src: '', base64: '' };
    else if (depth === 3 && item) field = { name: tag.name, attributes: tag.attributes as Record<string, string>, text: '' };
    else if (depth === 4 && image && IMAGE_PARTS.has(tag.name)) imagePart = tag.name as 'src' | 'base64';
  });
  parser.on('closetag', () => {
    if (depth === 4) imagePart = null;
    else if (depth === 3 && item && image) {
      item.images.push({ src: image.src.trim(), base64: image.base64.replace(/\s+/g, '') });
      image = null;
    } else if (depth === 3 && item && field) {
      const list = item.fields.get(field.name) ?? [];
      list.push({ text: field.text, attributes: field.attributes });
      item.fields.set(field.name, list);
      field = null;
    } else if (depth === 2 && item) {
      done.push(item);
      item = null;
    }
    depth -= 1;
  });

  const titleSoFar = () => (item as FpsRawItem | null)?.fields.get('title')?.[0]?.text.trim() ?? '';
  const stream = fs.createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 });
  try {
    for await (const chunk of stream) {
      try {
        parser.write(chunk as string);
      } catch (error) {
        yield* done.splice(0);
        throw new FpsSyntaxError((error as Error).message, titleSoFar());
      }
      yield* done.splice(0);
    }
    try {
      parser.close();
    } catch (error) {
      throw new FpsSyntaxError((error as Error).message, titleSoFar());
    }
    yield* done.splice(0);
  } finally {
    stream.destroy();
  }
}

// Pictures of a statement for the FPS export: our stored images (/api/public/img/<name>) the statement
// links to, written as base64 so the file carries them; read and encoded in pieces, never whole.
import { PUBLIC_IMG_URL } from '../../accounts/index.ts';
import { fileStore } from '../../file-store/index.ts';
import type { OutputWriter } from './writer.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const IMAGE_LINK = new RegExp(`${escapeRegExp(PUBLIC_IMG_URL)}([0-9a-f-]{36}\\.(?:gif|jpg|png|bmp|webp))`, 'g');

export interface StatementImage {
  /** The link as the statement writes it. */
  src: string;
  /** Its key in the file store. */
  key: string;
}

/** The stored images the texts link to, each once; links to files that are gone are left out. */
export async function statementImages(dataDir: string, texts: string[]): Promise<StatementImage[]> {
  const names = new Set(texts.flatMap((text) => [...text.matchAll(IMAGE_LINK)].map((m) => m[1])));
  const images = [...names].map((name) => ({ src: PUBLIC_IMG_URL + name, key: `img/${name}` }));
  const stored = await fileStore(dataDir).sizes(images.map((i) => i.key));
  return images.filter((image) => stored.has(image.key));
}

/** The file as base64; bytes are carried over so each piece encodes a multiple of 3 bytes (no inner padding). */
export async function writeBase64(writer: OutputWriter, file: NodeJS.ReadableStream): Promise<void> {
  let carry = Buffer.alloc(0);
  for await (const chunk of file) {
    const bytes = Buffer.concat([carry, chunk as Buffer]);
    const whole = bytes.length - (bytes.length % 3);
    await writer.write(bytes.subarray(0, whole).toString('base64'));
    carry = bytes.subarray(whole);
  }
  await writer.write(carry.toString('base64'));
}

// The streaming CDATA escaper gives the same text as escaping the whole at once, wherever the chunks are cut.
import { describe, expect, it } from 'vitest';
import { cdata, CdataEscaper } from './cdata.ts';

const escapedInChunks = (text: string, cuts: number[]) => {
  const bytes = Buffer.from(text);
  const escaper = new CdataEscaper();
  const bounds = [0, ...cuts, bytes.length];
  const parts = bounds.slice(1).map((end, i) => escaper.push(bytes.subarray(bounds[i], end)));
  return `<![CDATA[${Buffer.concat([...parts, escaper.end()]).toString()}]]>`;
};

/** What an XML reader makes of a run of CDATA sections. */
const readBack = (sections: string) => [...sections.matchAll(/<!\[CDATA\[([\s\S]*?)\]\]>/g)].map((m) => m[1]).join('');

describe('CDATA escaping', () => {
  const samples = ['a]]>b', ']]>', ']]]]>>', 'x]', 'x]]', ']]]', 'é]]>é', 'no terminator', '>]]>]]>]'];

  it('escapes a whole text so that it reads back unchanged', () => {
    for (const text of samples) expect(readBack(cdata(text))).toBe(text);
  });

  it('escapes chunked text like the whole text, for every cut into two and three chunks', () => {
    for (const text of samples) {
      const length = Buffer.byteLength(text);
      for (let a = 0; a <= length; a++) {
        expect(escapedInChunks(text, [a])).toBe(cdata(text));
        for (let b = a; b <= length; b++) expect(escapedInChunks(text, [a, b])).toBe(cdata(text));
      }
    }
  });
});

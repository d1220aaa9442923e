// The statement renderer's memory: the texts rendered last are kept within a bound of characters, the least
// recently used dropped first, and a text is rendered again once dropped.
import { describe, expect, it } from 'vitest';
import { keptRenderer } from './statement-html.ts';

describe('keptRenderer', () => {
  it('renders a text once while it is kept, and drops the least recently used past the bound', () => {
    const rendered: string[] = [];
    // Each text and its rendering count 2 + 4 characters: three fit in 18.
    const render = keptRenderer((source) => {
      rendered.push(source);
      return `<${source}>`;
    }, 18);
    expect([render('aa'), render('bb'), render('cc'), render('aa')]).toEqual(['<aa>', '<bb>', '<cc>', '<aa>']);
    expect(rendered).toEqual(['aa', 'bb', 'cc']);
    render('dd'); // bb is the least recently used now (aa was read again)
    render('aa');
    render('cc');
    expect(rendered).toEqual(['aa', 'bb', 'cc', 'dd']);
    render('bb');
    expect(rendered).toEqual(['aa', 'bb', 'cc', 'dd', 'bb']);
  });

  it('renders, without keeping, a text larger than the bound', () => {
    let renders = 0;
    const render = keptRenderer((source) => {
      renders += 1;
      return source;
    }, 10);
    render('x'.repeat(20));
    render('x'.repeat(20));
    expect(renders).toBe(2);
  });
});

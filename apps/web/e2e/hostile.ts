// Hostile text for the stored-XSS browser tests (xss.test.ts, discussions-xss.test.ts): Markdown and HTML whose every
// payload names itself in window.__xss (or fetches /xss-marker) if it ever runs, with benign Markdown that must still
// render, and the check that a rendered container holds nothing hostile and runs nothing when its links are clicked.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** Ordinary Markdown that must still render: bold, code, inline and display math, a link. */
export const BENIGN = '**bold** and `x+y` and $\\frac{a}{b}$ and [a normal link](https://example.com/ok)\n\n$$\\sum_{i=1}^{n} i^2$$';

/** Each payload names itself in window.__xss (or fetches the marker) if it ever runs. */
export const HOSTILE = [
  BENIGN,
  `<img src=x onerror="window.__xss='img'">
<script>window.__xss='script'</script>
<svg onload="window.__xss='svg'"><a href="javascript:window.__xss='svg-a'"><text y="15">svg-js</text></a></svg>
<iframe srcdoc="<script>parent.__xss='iframe'</script>"></iframe>
<details open ontoggle="window.__xss='details'">d</details>
<form action="javascript:window.__xss='form'"><button>form-js</button></form>
<div style="position:fixed;inset:0;background:url(/xss-marker)">overlay</div>
<style>body{background:url(/xss-marker)}</style>
<object data="javascript:window.__xss='object'"></object>
<a href="javascript:window.__xss='a-href'">a-js</a> <a href=" JaVaScRiPt:window.__xss='a-href2'">a-js2</a>`,
  "[md-js](javascript:window.__xss='md-link') $\\href{javascript:window.__xss='katex'}{katex-js}$",
].join('\n\n');

/** Link texts whose click would run a payload if its href survived. */
const CLICKABLE = ['md-js', 'a-js', 'a-js2', 'svg-js', 'katex-js'];

export const xssOf = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: string }).__xss);

/** Nothing hostile in the rendered text, nothing ran after clicking its links, and the benign Markdown renders. */
export async function expectSanitised(page: Page, container: Locator): Promise<void> {
  await container.locator('strong').first().waitFor();
  const report = await container.evaluate((root) => {
    const elements = [root, ...root.querySelectorAll('*')];
    const uris = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'srcdoc'];
    return {
      ran: (window as unknown as { __xss?: string }).__xss ?? null,
      handlers: elements.flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName} ${a.name}`)),
      elements: [...root.querySelectorAll('script, iframe, form, button, style, object, embed, foreignObject')].map((el) => el.tagName),
      uris: elements.flatMap((el) =>
        uris.map((name) => el.getAttribute(name) ?? '').filter((value) => /^\s*(javascript|vbscript|data:text)/i.test(value)),
      ),
      styles: elements.map((el) => el.getAttribute('style') ?? '').filter((style) => /position\s*:\s*(fixed|absolute)|url\(/i.test(style)),
    };
  });
  expect(report).toEqual({ ran: null, handlers: [], elements: [], uris: [], styles: [] });
  // A click event activates a link whether or not it is visible (the SVG one may have no box).
  for (const text of CLICKABLE) {
    const link = container.getByText(text, { exact: true });
    if (await link.count()) await link.first().dispatchEvent('click');
  }
  await page.waitForTimeout(200);
  expect(await xssOf(page)).toBeUndefined();

  await container.locator('.katex-display').waitFor();
  expect(await container.locator('strong').first().textContent()).toBe('bold');
  expect(await container.locator('code').first().textContent()).toBe('x+y');
  expect(await container.locator('.katex').count()).toBeGreaterThanOrEqual(2);
  const link = container.getByRole('link', { name: 'a normal link' });
  expect([await link.getAttribute('href'), await link.getAttribute('target'), await link.getAttribute('rel')]).toEqual([
    'https://example.com/ok',
    '_blank',
    'noopener noreferrer',
  ]);
}

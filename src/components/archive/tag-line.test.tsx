import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TagLine } from './tag-line';

const items = (html: string) => [...html.matchAll(/<span class="[^"]*">([^<]*)<\/span>/g)].map((m) => m[1]);

describe('TagLine', () => {
  // The tenth review read "재생 원료 · 분리 시공 · / 오래 쓰기" on a phone: each keyword is one unit that
  // never breaks inside, its separator kept at the end of the unit it closes.
  it('keeps each keyword whole, the separator with the keyword before it', () => {
    const html = renderToStaticMarkup(<TagLine text="재생 원료 · 분리 시공 · 오래 쓰기" />);
    expect(items(html)).toEqual(['재생 원료 ·', '분리 시공 ·', '오래 쓰기']);
    // the space between items stands outside them: there the line may wrap
    expect(html).toMatch(/·<\/span> <span/);
    // the line reads as it was written
    expect(html.replace(/<[^>]+>/g, '')).toBe('재생 원료 · 분리 시공 · 오래 쓰기');
  });

  it('takes a line of one keyword, and separators without their spaces', () => {
    expect(items(renderToStaticMarkup(<TagLine text="Rattan" />))).toEqual(['Rattan']);
    expect(items(renderToStaticMarkup(<TagLine text="Rattan·Lime plaster" />))).toEqual([
      'Rattan ·',
      'Lime plaster',
    ]);
  });
});

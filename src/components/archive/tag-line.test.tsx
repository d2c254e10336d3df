import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TagLine } from './tag-line';

/** The text of each item (its separator included), from the markup. */
const items = (html: string) =>
  [...html.matchAll(/<span class="_item_[^"]*">(.*?)<\/span>(?= |<\/span>$)/g)].map((m) =>
    m[1].replace(/<[^>]+>/g, ''),
  );

describe('TagLine', () => {
  // The tenth review read "재생 원료 · 분리 시공 · / 오래 쓰기" on a phone: each keyword is one unit that
  // never breaks inside, its separator kept at the end of the unit it closes.
  it('keeps each keyword whole, the separator with the keyword before it', () => {
    const html = renderToStaticMarkup(<TagLine text="재생 원료 · 분리 시공 · 오래 쓰기" />);
    expect(items(html)).toEqual(['재생 원료 ·', '분리 시공 ·', '오래 쓰기']);
    // the space between items stands outside them: there the line may wrap
    expect(html).toMatch(/·<\/span><\/span> <span/);
    // the separator is an element of its own, so a narrow box can drop it (one keyword a line)
    expect(html.match(/class="_sep_[^"]*"/g)).toHaveLength(2);
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

import { describe, expect, it } from 'vitest';
import { keepTogether, labelColumns, policyOutline, textOf } from './policy-outline';

const opts = { tableClass: 'wrap', tableLabel: '표' };

describe('policyOutline', () => {
  it('splits the lead, numbers the sections and lists them for the table of contents', () => {
    const o = policyOutline(
      '<p>머리말</p><h3>1. 목적 &amp; 범위</h3><p>a</p><h4>가.</h4><h3>2. <strong>항목</strong></h3>',
      opts,
    );
    expect(o.lead).toBe('<p>머리말</p>');
    expect(o.body).toBe(
      '<h2 id="section-1">1. 목적 &amp; 범위</h2><p>a</p><h3>가.</h3><h2 id="section-2">2. <strong>항목</strong></h2>',
    );
    expect(o.headings).toEqual([
      { id: 'section-1', text: '1. 목적 & 범위' },
      { id: 'section-2', text: '2. 항목' },
    ]);
  });

  it('puts each table in a focusable region named by its section', () => {
    const o = policyOutline(
      '<table><tbody><tr><td>x</td></tr></tbody></table><h3>A</h3><table></table>',
      opts,
    );
    expect(o.lead + o.body).toBe(
      '<div class="wrap" role="region" tabindex="0" aria-label="표"><table><tbody><tr><td>x</td></tr></tbody></table></div><h2 id="section-1">A</h2><div class="wrap" role="region" tabindex="0" aria-labelledby="section-1"><table></table></div>',
    );
  });

  it('names each cell by its column, for the phone’s card layout', () => {
    const table =
      '<table><thead><tr><th scope="col">이름</th><th scope="col">목적 &amp; 기간</th></tr></thead><tbody><tr><th scope="row">NEXT_LOCALE</th><td>언어</td></tr></tbody></table>';
    expect(labelColumns(table)).toBe(
      '<table><thead><tr data-head=""><th scope="col">이름</th><th scope="col">목적 &amp; 기간</th></tr></thead><tbody><tr><th data-label="이름" scope="row">NEXT_LOCALE</th><td data-label="목적 &amp; 기간">언어</td></tr></tbody></table>',
    );
    // No header row: nothing to name the cells by.
    const plain = '<table><tbody><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></tbody></table>';
    expect(labelColumns(plain)).toBe(plain);
    expect(policyOutline(table, opts).body).toContain('<td data-label="목적 &amp; 기간">언어</td>');
  });

  it('decodes the sanitiser’s entities in heading text', () => {
    expect(textOf('5 &lt; 6 &quot;x&quot; &#39;y&#39; &#8230;')).toBe('5 < 6 "x" \'y\' …');
  });
});

describe('keepTogether', () => {
  it('keeps a phone number and a cookie name on one line, in the text and never in a tag', () => {
    expect(keepTogether('<p>전화 02-6952-0418 · 쿠키 NEXT_LOCALE</p>')).toBe(
      '<p>전화 <span data-keep="">02-6952-0418</span> · 쿠키 <span data-keep="">NEXT_LOCALE</span></p>',
    );
    expect(keepTogether('<td data-label="A_B">2026-12-06, MORU, 1-2</td>')).toBe(
      '<td data-label="A_B">2026-12-06, MORU, 1-2</td>',
    );
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Address } from './address';

describe('Address', () => {
  it('keeps each part of an address on one line and breaks only after its commas', () => {
    const html = renderToStaticMarkup(
      <Address text="1F–3F Moru Bldg., 118 Yeonmujang-gil, Seongdong-gu, Seoul" />,
    );
    expect(html).toBe(
      '<span class="nobr">1F–3F Moru Bldg.</span>, <span class="nobr">118 Yeonmujang-gil</span>, ' +
        '<span class="nobr">Seongdong-gu</span>, <span class="nobr">Seoul</span>',
    );
  });

  it('leaves an address without commas whole', () => {
    expect(renderToStaticMarkup(<Address text="서울 성동구 성수이로 77" />)).toBe(
      '<span class="nobr">서울 성동구 성수이로 77</span>',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { formatMessage, hasMessage } from './messages';

const raw = { mail: { code: '코드는 {code} 입니다.', plain: '안내', lines: '첫 줄 {name}\n둘째 줄' } };

describe('formatMessage', () => {
  for (const [form, catalog] of [['JSON strings', raw]] as const) {
    it(`fills values from ${form} catalogues`, () => {
      expect(formatMessage('ko', catalog, 'mail.code', { code: '123456' })).toBe('코드는 123456 입니다.');
      expect(formatMessage('ko', catalog, 'mail.plain')).toBe('안내');
      expect(formatMessage('ko', catalog, 'mail.lines', { name: '모루' }).split('\n')).toEqual([
        '첫 줄 모루',
        '둘째 줄',
      ]);
    });
    it(`tells which keys exist in ${form} catalogues`, () => {
      expect(hasMessage(catalog, 'mail.code')).toBe(true);
      expect(hasMessage(catalog, 'mail')).toBe(false);
      expect(hasMessage(catalog, 'mail.nope')).toBe(false);
      expect(formatMessage('ko', catalog, 'mail.nope')).toBe('mail.nope');
    });
  }

  it('inserts values verbatim: braces and quotes a member typed are not read as ICU', () => {
    expect(formatMessage('en', raw, 'mail.code', { code: "{x} 'quoted'" })).toBe(
      "코드는 {x} 'quoted' 입니다.",
    );
  });

  it('reuses one translator per catalogue and locale without carrying values or locale over', () => {
    const counts = { n: '{count, plural, one {# seat} other {# seats}} left' };
    expect(formatMessage('en', counts, 'n', { count: 1 })).toBe('1 seat left');
    expect(formatMessage('en', counts, 'n', { count: 3 })).toBe('3 seats left');
    expect(formatMessage('en', raw, 'mail.code', { code: 'A' })).toBe('코드는 A 입니다.');
    expect(formatMessage('en', raw, 'mail.code', { code: 'B' })).toBe('코드는 B 입니다.');
    // the same catalogue in another locale formats numbers that locale's way
    const n = { n: '{v, number}' };
    expect(formatMessage('en', n, 'n', { v: 1234.5 })).toBe('1,234.5');
    expect(formatMessage('de', n, 'n', { v: 1234.5 })).toBe('1.234,5');
  });
});

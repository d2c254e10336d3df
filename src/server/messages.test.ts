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
});

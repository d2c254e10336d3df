import compile from 'icu-minify/compile';
import { describe, expect, it, vi } from 'vitest';
import { formatMessage, hasMessage } from './messages';

const raw = { mail: { code: '코드는 {code} 입니다.', plain: '안내', lines: '첫 줄 {name}\n둘째 줄' } };
/** The catalogue as Next's bundle sees it with `precompile` on (next.config.ts). */
const compiled = { mail: Object.fromEntries(Object.entries(raw.mail).map(([k, v]) => [k, compile(v)])) };

// Next's bundle resolves use-intl's formatter to the format-only build when messages are
// precompiled (next-intl's plugin sets this alias); the same substitution here.
vi.mock('use-intl/format-message', () => import('use-intl/format-message/format-only'));

describe('formatMessage with precompiled catalogues (as inside the Next bundle)', () => {
  it('fills values', () => {
    expect(formatMessage('ko', compiled, 'mail.code', { code: '123456' })).toBe('코드는 123456 입니다.');
    expect(formatMessage('ko', compiled, 'mail.plain')).toBe('안내');
    expect(formatMessage('ko', compiled, 'mail.lines', { name: '모루' }).split('\n')).toEqual([
      '첫 줄 모루',
      '둘째 줄',
    ]);
  });
  it('tells which keys exist', () => {
    expect(hasMessage(compiled, 'mail.code')).toBe(true);
    expect(hasMessage(compiled, 'mail')).toBe(false);
    expect(formatMessage('ko', compiled, 'mail.nope')).toBe('mail.nope');
  });
});

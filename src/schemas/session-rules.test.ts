import { describe, expect, it } from 'vitest';
import { isSafeNextPath, NEXT_PATH_MAX_LENGTH } from './session-rules';

describe('the next path after sign-in', () => {
  it('follows same-site paths with their query and hash', () => {
    for (const p of ['/', '/my/apply', '/event/12?session=34#apply']) expect(isSafeNextPath(p), p).toBe(true);
  });

  it('refuses other sites, schemes, backslashes, nothing and over-long paths', () => {
    for (const p of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
      undefined,
      `/${'a'.repeat(NEXT_PATH_MAX_LENGTH)}`,
    ])
      expect(isSafeNextPath(p), String(p)).toBe(false);
    expect(isSafeNextPath(`/${'a'.repeat(NEXT_PATH_MAX_LENGTH - 1)}`)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { bearerToken } from './bearer';

describe('bearerToken', () => {
  it('reads the token of a Bearer header', () => {
    expect(bearerToken('Bearer abc.DEF-123_~+/=')).toBe('abc.DEF-123_~+/=');
    expect(bearerToken('Bearer   eyJ.x.y')).toBe('eyJ.x.y');
  });

  it('is null for no header, another scheme, an empty token or characters a token cannot hold', () => {
    for (const header of [
      undefined,
      '',
      'Basic abc',
      'Bearer',
      'Bearer ',
      'bearer abc',
      'Bearer a b',
      'Bearer a"b',
    ])
      expect(bearerToken(header), String(header)).toBeNull();
  });
});

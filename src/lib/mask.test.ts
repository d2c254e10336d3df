import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask';

describe('maskEmail', () => {
  it('keeps the first characters of the local part and the domain', () => {
    expect(maskEmail('hello@moru.kr')).toBe('hel**@moru.kr');
    expect(maskEmail('abcdefgh@example.com')).toBe('abc*****@example.com');
  });
  it('always hides at least part of a short local part', () => {
    expect(maskEmail('ab@x.io')).toBe('a*@x.io');
    expect(maskEmail('abc@x.io')).toBe('a**@x.io');
  });
  it('leaves a string without a local part alone', () => {
    expect(maskEmail('nobody')).toBe('nobody');
  });
});

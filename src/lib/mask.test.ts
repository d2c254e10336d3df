import { describe, expect, it } from 'vitest';
import { formatTel, maskEmail, maskName, maskTel } from './mask';

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

describe('maskTel', () => {
  it('hides the middle digits and keeps the last four', () => {
    expect(maskTel('01012345678')).toBe('010-****-5678');
    expect(maskTel('010-123-4567')).toBe('010-***-4567');
    expect(maskTel('12')).toBe('**');
  });
});

describe('maskName', () => {
  it('hides the middle of a name', () => {
    expect(maskName('김모루')).toBe('김*루');
    expect(maskName('이산')).toBe('이*');
    expect(maskName('남궁민수')).toBe('남**수');
    expect(maskName('Jane Doe')).toBe('J******e');
  });
});

describe('formatTel', () => {
  it('writes a mobile number with hyphens, and leaves anything else as it is', () => {
    expect(formatTel('01012345678')).toBe('010-1234-5678');
    expect(formatTel('0111234567')).toBe('011-123-4567');
    expect(formatTel('010-1234-5678')).toBe('010-1234-5678');
    expect(formatTel('+82 2 123')).toBe('+82 2 123');
  });
});

import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { smsBytes, solapiAuthorization } from './solapi';

describe('Solapi request signature', () => {
  it('is the hex HMAC-SHA256 of date + salt keyed with the secret, in Solapi’s header form', () => {
    const date = '2026-11-25T10:00:00.000Z';
    const salt = 'a1b2c3d4e5f60718';
    const expected = createHmac('sha256', 'secret')
      .update(date + salt)
      .digest('hex');
    expect(solapiAuthorization('KEY', 'secret', date, salt)).toBe(
      `HMAC-SHA256 apiKey=KEY, date=${date}, salt=${salt}, signature=${expected}`,
    );
  });

  it('uses a fresh salt each time', () => {
    expect(solapiAuthorization('KEY', 's')).not.toBe(solapiAuthorization('KEY', 's'));
  });
});

describe('SMS or LMS', () => {
  it('counts Korean characters as two bytes, as the 90-byte SMS limit does', () => {
    expect(smsBytes('abc')).toBe(3);
    expect(smsBytes('안녕')).toBe(4);
    expect(smsBytes('가'.repeat(45))).toBe(90);
  });
});

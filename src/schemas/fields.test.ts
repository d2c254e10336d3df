import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  birthField,
  emailField,
  nameField,
  passwordField,
  telField,
  verificationCodeField,
  withPasswordConfirm,
} from './fields';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('SPEC §5 field rules', () => {
  it('email: required, needs a TLD of two or more letters, lower-cases', () => {
    expect(firstMessage(emailField.safeParse(''))).toBe('email.required');
    expect(firstMessage(emailField.safeParse(undefined))).toBe('email.required');
    expect(firstMessage(emailField.safeParse('a@b.c'))).toBe('email.invalid');
    expect(firstMessage(emailField.safeParse('no-at-sign.com'))).toBe('email.invalid');
    expect(emailField.parse(' Mina@Moru.KR ')).toBe('mina@moru.kr');
  });

  it('name: exactly 2 to 4 Korean syllables', () => {
    expect(nameField.safeParse('김모루').success).toBe(true);
    expect(nameField.safeParse('남궁모루').success).toBe(true);
    expect(firstMessage(nameField.safeParse('김'))).toBe('name.invalid');
    expect(firstMessage(nameField.safeParse('김모루모루'))).toBe('name.invalid');
    expect(firstMessage(nameField.safeParse('Kim'))).toBe('name.invalid');
    expect(firstMessage(nameField.safeParse(''))).toBe('name.required');
  });

  it('birth: YYYYMMDD with 19xx/20xx, a real month and day 01–31', () => {
    expect(birthField.safeParse('19900101').success).toBe(true);
    expect(birthField.safeParse('20241231').success).toBe(true);
    for (const bad of ['18991231', '19901301', '19900100', '19900132', '1990-01-01', '199001011']) {
      expect(firstMessage(birthField.safeParse(bad)), bad).toBe('birth.invalid');
    }
  });

  it('phone: 010/011/016/017/018/019 followed by 8 digits, no hyphens', () => {
    for (const ok of ['01012345678', '01198765432', '01600000000', '01912345678'])
      expect(telField.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['0101234567', '01512345678', '010-1234-5678', '021234567890']) {
      expect(firstMessage(telField.safeParse(bad)), bad).toBe('tel.invalid');
    }
  });

  it('password: letters and digits only, both present, 10 or more', () => {
    expect(passwordField.safeParse('moru2026abc').success).toBe(true);
    for (const bad of ['short1a', 'onlyletterss', '1234567890', 'has space 123', 'symbols!123abc']) {
      expect(firstMessage(passwordField.safeParse(bad)), bad).toBe('password.invalid');
    }
  });

  it('password confirm must equal the password', () => {
    const schema = withPasswordConfirm(z.object({ password: passwordField, passwordConfirm: z.string() }));
    const r = schema.safeParse({ password: 'moru2026abc', passwordConfirm: 'moru2026abd' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({
      path: ['passwordConfirm'],
      message: 'passwordConfirm.mismatch',
    });
  });

  it('verification code: required, 6 digits', () => {
    expect(firstMessage(verificationCodeField.safeParse(''))).toBe('code.required');
    expect(firstMessage(verificationCodeField.safeParse('12a456'))).toBe('code.invalid');
    expect(verificationCodeField.safeParse('123456').success).toBe(true);
  });
});

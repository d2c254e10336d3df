import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isUuid } from './field-rules';
import {
  birthField,
  emailField,
  nameField,
  nonEmptyPatch,
  ONE_LINE_TEXT_PATTERN,
  oneLine,
  passwordField,
  requiredLine,
  requiredText,
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

describe('text that shows, on one line (decision 030)', () => {
  const title = requiredLine('title', 50);
  const body = requiredText('message', 500);
  const optional = oneLine(z.string().trim().max(50)).optional();

  it('required text must hold a character that shows', () => {
    expect(title.parse('  봄 전시  ')).toBe('봄 전시');
    expect(title.parse('Spring 😀')).toBe('Spring 😀');
    for (const invisible of [
      '\u200b\u200b',
      '\u200b \ufeff',
      '\u3164\u115f',
      '\u2060\u00ad',
      '\u202e\u200f',
      '\ufe0f',
    ])
      expect({ invisible, message: firstMessage(title.safeParse(invisible)) }).toEqual({
        invisible,
        message: 'noVisibleText',
      });
    expect(firstMessage(title.safeParse('   '))).toBe('title.required');
    expect(firstMessage(body.safeParse('\u200b'))).toBe('noVisibleText');
  });

  it('a one-line field refuses control characters, line and paragraph separators and bidi controls', () => {
    for (const broken of [
      'a\r\nBcc: x@y.z',
      'a\nb',
      'a\tb',
      'a\u2028b',
      'a\u2029b',
      'a\u202eb',
      'a\u2066b',
      'a\u0085b',
      'a\u001bb',
    ])
      expect({ broken, message: firstMessage(title.safeParse(broken)) }).toEqual({
        broken,
        message: 'singleLine',
      });
    // Surrounding white space (a trailing line break included) is trimmed, not refused.
    expect(title.parse('제목\r\n')).toBe('제목');
    // Marks that only set direction (LRM, RLM) are text: mixed Korean, Arabic and English needs them.
    expect(title.parse('Moru \u200fشركة\u200e 2026')).toBe('Moru \u200fشركة\u200e 2026');
  });

  it('multi-line text keeps its line breaks; an optional one-line field may be empty but not invisible', () => {
    expect(body.parse('첫 줄\r\n둘째 줄\u2028')).toBe('첫 줄\r\n둘째 줄');
    expect(optional.parse('')).toBe('');
    expect(optional.parse(undefined)).toBeUndefined();
    expect(firstMessage(optional.safeParse('\u200b'))).toBe('noVisibleText');
    expect(firstMessage(optional.safeParse('a\u2028b'))).toBe('singleLine');
  });

  it('an empty patch is refused on the whole body', () => {
    const patch = nonEmptyPatch(z.object({ a: z.string().optional(), b: z.number().optional() }));
    expect(patch.safeParse({ b: 0 }).success).toBe(true);
    const empty = patch.safeParse({ a: undefined });
    expect(empty.error?.issues).toMatchObject([{ message: 'emptyPatch', path: [] }]);
  });
});

describe('ONE_LINE_TEXT_PATTERN', () => {
  it('accepts exactly what a one-line field accepts (before trimming)', () => {
    const field = oneLine(z.string());
    for (const text of [
      '',
      '제목',
      'a b',
      '😀',
      '\u200b',
      'a\nb',
      'a\u2028b',
      'a\u202eb',
      '\u200bx',
      'x\u200b',
      'a\tb',
    ])
      expect({ text, pattern: ONE_LINE_TEXT_PATTERN.test(text) }).toEqual({
        text,
        pattern: field.safeParse(text).success,
      });
  });
});

describe('one UUID rule (issue 54)', () => {
  it('accepts a row id in either case, as PostgreSQL reads it, and nothing else', () => {
    expect(isUuid('0b7c2f9e-3d1a-4c55-9a0e-6f1d2b3c4d5e')).toBe(true);
    expect(isUuid('0B7C2F9E-3D1A-4C55-9A0E-6F1D2B3C4D5E')).toBe(true);
    for (const bad of [
      '',
      null,
      undefined,
      '0b7c2f9e3d1a4c559a0e6f1d2b3c4d5e',
      '0b7c2f9e-3d1a-4c55-9a0e-6f1d2b3c4d5',
      'x0b7c2f9e-3d1a-4c55-9a0e-6f1d2b3c4d5e',
    ])
      expect(isUuid(bad), String(bad)).toBe(false);
  });

  it('is written once: no other module spells the pattern', () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(join(dir, e.name)) : /\.(ts|tsx|mjs)$/.test(e.name) ? [join(dir, e.name)] : [],
      );
    const spelled = walk('src').filter(
      (f) =>
        !f.endsWith('.test.ts') &&
        f !== join('src', 'schemas', 'field-rules.ts') &&
        readFileSync(f, 'utf8').includes('{8}-[0-9a-f]{4}'),
    );
    expect(spelled).toEqual([]);
  });
});

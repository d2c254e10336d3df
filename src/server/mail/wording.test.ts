import { describe, expect, it } from 'vitest';
import { checkWording, MAIL_KEYS, mailVariables, wordingVariables } from '@/schemas/mail-templates-rules';
import { defaultWording, MailWording } from './wording';

describe('default mail wording (messages/)', () => {
  it('uses only the variables its renderer passes, in both languages', () => {
    for (const key of MAIL_KEYS)
      for (const locale of ['ko', 'en'] as const) {
        const { subject, body } = defaultWording(key, locale);
        expect(subject.length, `${key} ${locale}`).toBeGreaterThan(0);
        expect(body.length, `${key} ${locale}`).toBeGreaterThan(0);
        expect(checkWording(subject, mailVariables(key)), `${key} ${locale} subject`).toBeNull();
        expect(checkWording(body, mailVariables(key)), `${key} ${locale} body`).toBeNull();
      }
  });

  it('keeps its placeholders, so a renderer fills them as before', () => {
    expect(wordingVariables(defaultWording('signUpCode', 'ko').subject)).toEqual(['code']);
    expect(new MailWording(new Map()).render('signUpCode', 'en', { code: '123456' }).subject).toContain(
      '123456',
    );
  });

  it('prefers the studio’s wording where one is kept, per language', () => {
    const wording = new MailWording(
      new Map([['welcome', { ko: { subject: '{name}님 반가워요', body: '본문' }, en: null }]]),
    );
    expect(wording.render('welcome', 'ko', { name: '모루' }).subject).toBe('모루님 반가워요');
    expect(wording.render('welcome', 'en', { name: 'Moru' })).toEqual(
      new MailWording(new Map()).render('welcome', 'en', { name: 'Moru' }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/i18n/routing';
import { policy } from '@/schemas/content';
import { parseServerEnv } from '../env';
import { sanitizePolicyBody } from './rich-text';
import { FIRST_POLICIES, policyHtml } from './seed-policies';

describe('version 1 of the policies (the seed)', () => {
  for (const [kind, { ko, en }] of Object.entries(FIRST_POLICIES)) {
    it(`${kind}: both languages parse and have the same sections, lists and tables`, () => {
      const [k, e] = [policy.parse(ko), policy.parse(en)];
      expect(k.effectiveDate).toBe(e.effectiveDate);
      const shape = (p: typeof k) =>
        p.sections.map((s) => [
          s.body.length,
          s.items?.length ?? 0,
          s.table?.head.length ?? 0,
          s.table?.rows.length ?? 0,
        ]);
      expect(shape(e)).toEqual(shape(k));
    });

    it(`${kind}: becomes rich text the sanitiser keeps as it is, one h3 per section`, () => {
      for (const p of [ko, en]) {
        const html = policyHtml(p);
        expect(sanitizePolicyBody(html)).toBe(html);
        expect(html.match(/<h3>/g)?.length).toBe(p.sections.length);
        expect(html.match(/<table>/g)?.length ?? 0).toBe(p.sections.filter((s) => s.table).length);
        expect(html.startsWith('<p>')).toBe(true);
      }
    });
  }
});

describe('the privacy policy states the retention periods the jobs apply', () => {
  it('applications and survey answers: one year after the event ends (APPLICATION_RETENTION_DAYS default)', () => {
    // NOTE: the env default is 365 days; a deployment that changes it publishes a new policy version.
    expect(parseServerEnv({}).APPLICATION_RETENTION_DAYS).toBe(365);
    const items = (p: typeof FIRST_POLICIES.privacy.ko) =>
      p.sections.find((s) => s.id === 'retention')?.items ?? [];
    expect(items(FIRST_POLICIES.privacy.ko)).toContain(
      '이벤트 신청·설문 응답·입장 기록·전시 관람 신청: 해당 이벤트가 끝난 날로부터 1년(이후에는 누구인지 알 수 없는 집계 수치만 남깁니다)',
    );
    expect(
      items(FIRST_POLICIES.privacy.en).some((i) => i.includes('1 year from the day the event ends')),
    ).toBe(true);
  });
});

describe('the privacy policy says what the language cookie does', () => {
  const row = (p: typeof FIRST_POLICIES.privacy.ko) =>
    p.sections.find((s) => s.id === 'cookies')?.table?.rows.find(([name]) => name === LOCALE_COOKIE);

  it('written by the language switch, read for the English note on the Korean-only pages, kept a year', () => {
    expect(LOCALE_COOKIE_MAX_AGE).toBe(365 * 24 * 60 * 60);
    const [, koPurpose, koKept] = row(FIRST_POLICIES.privacy.ko) ?? [];
    expect(koPurpose).toContain('언어 전환');
    expect(koPurpose).toContain('영문 안내');
    expect(koKept).toBe('1년');
    const [, enPurpose, enKept] = row(FIRST_POLICIES.privacy.en) ?? [];
    expect(enPurpose).toContain('language switch');
    expect(enPurpose).toContain('pages available only in Korean');
    expect(enKept).toBe('1 year');
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGE_DOMAINS } from '@/i18n/messages';
import { locales } from '@/i18n/routing';

type Tree = { [k: string]: string | Tree };
const load = (locale: string, domain: string): Tree =>
  JSON.parse(readFileSync(join('messages', locale, `${domain}.json`), 'utf8'));

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe('messages', () => {
  it('has a file per domain in every locale and no stray files', () => {
    for (const locale of locales) {
      const files = readdirSync(join('messages', locale))
        .filter((f) => f.endsWith('.json'))
        .sort();
      expect(files).toEqual([...MESSAGE_DOMAINS].map((d) => `${d}.json`).sort());
    }
  });

  for (const domain of MESSAGE_DOMAINS) {
    it(`${domain}: Korean and English have the same keys, non-empty, with the same placeholders`, () => {
      const ko = leaves(load('ko', domain));
      const en = leaves(load('en', domain));
      expect(
        [...en.keys()].filter((k) => !ko.has(k)),
        'keys only in English',
      ).toEqual([]);
      expect(
        [...ko.keys()].filter((k) => !en.has(k)),
        'keys only in Korean',
      ).toEqual([]);
      for (const [key, text] of ko) {
        expect(text.trim(), `ko ${domain}.${key} is empty`).not.toBe('');
        expect(en.get(key)?.trim(), `en ${domain}.${key} is empty`).not.toBe('');
        expect(placeholders(en.get(key) ?? ''), `placeholders of ${domain}.${key}`).toEqual(
          placeholders(text),
        );
      }
    });
  }

  it('English messages are written in English (no Hangul outside language names)', () => {
    const allowed = new Set(['common.header.korLabel']);
    for (const domain of MESSAGE_DOMAINS) {
      for (const [key, text] of leaves(load('en', domain))) {
        if (allowed.has(`${domain}.${key}`)) continue;
        expect(/[\uAC00-\uD7A3]/.test(text), `en ${domain}.${key}: ${text}`).toBe(false);
      }
    }
  });

  it('Korean: no particle follows a placeholder, whose value decides 을/를, 이/가, 은/는, 과/와, 으로/로', () => {
    // Each allowed one is right for every value it takes: members.signIn.social's providers are 카카오, 네이버 and
    // 구글 (로 follows a vowel and ㄹ); 을(를) names both forms on purpose.
    const allowed = new Set(['members.signIn.social']);
    const particleAfterPlaceholder = /\}(을|를|이|가|은|는|과|와|으로|로)(?![가-힣(])/;
    for (const domain of MESSAGE_DOMAINS) {
      for (const [key, text] of leaves(load('ko', domain))) {
        if (allowed.has(`${domain}.${key}`)) continue;
        expect(particleAfterPlaceholder.test(text), `ko ${domain}.${key}: ${text}`).toBe(false);
      }
    }
  });
});

describe('labels the console shows for each value of a list', () => {
  it('every audit action has its label in both languages (a new action without one breaks the audit log page)', async () => {
    const { AUDIT_ACTIONS } = await import('@/schemas/admin-rules');
    for (const locale of locales) {
      const admin = JSON.parse(readFileSync(join('messages', locale, 'admin.json'), 'utf8'));
      const missing = AUDIT_ACTIONS.filter((a) => !admin.audit.action[a.replace('.', '_')]);
      expect(missing, locale).toEqual([]);
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  crawlerDisallowed,
  isKoreanOnlyPath,
  KOREAN_ONLY_PREFIXES,
  koreanOnlyRoutes,
  routeEntry,
} from './routes';

describe('Korean-only sections', () => {
  it('are the first segments of the Korean-only routes', () => {
    expect([...KOREAN_ONLY_PREFIXES].sort()).toEqual(['/event', '/my', '/sign']);
  });

  it('cover every Korean-only route and their sub-paths, and nothing that only starts alike', () => {
    for (const r of koreanOnlyRoutes) expect(isKoreanOnlyPath(r.path)).toBe(true);
    expect(isKoreanOnlyPath('/event/12')).toBe(true);
    expect(isKoreanOnlyPath('/events')).toBe(false);
    expect(isKoreanOnlyPath('/mypage')).toBe(false);
    expect(isKoreanOnlyPath('/archive')).toBe(false);
  });
});

describe('robots.txt rules', () => {
  const rules = crawlerDisallowed();

  it('keep crawlers out of every noIndex page in both prefixes, the API and the console', () => {
    const blocked = (path: string) => rules.some((rule) => path.startsWith(rule));
    for (const r of koreanOnlyRoutes.filter((r) => r.noIndex)) {
      expect(blocked(r.path), r.path).toBe(true);
      expect(blocked(`/en${r.path}`), `/en${r.path}`).toBe(true);
    }
    expect(blocked('/api/events')).toBe(true);
    expect(blocked('/admin/events')).toBe(true);
  });

  it('leave the indexed pages open', () => {
    for (const path of ['/', '/event', '/faq', '/en/faq', '/archive']) {
      expect(
        rules.some((rule) => path.startsWith(rule) && rule !== '/'),
        path,
      ).toBe(false);
    }
  });

  it('keep one rule per family', () => {
    expect(rules).toContain('/my');
    expect(rules).not.toContain('/my/apply');
  });
});

describe('a page’s route entry (what its metadata reads)', () => {
  it('gives the label and flags of a listed page', () => {
    expect(routeEntry('/my/counsel')).toMatchObject({
      labelKey: 'myCounsel',
      koreanOnly: true,
      noIndex: true,
    });
    expect(routeEntry('/event')).toMatchObject({ labelKey: 'event', koreanOnly: true });
    expect(routeEntry('/faq')).toMatchObject({ labelKey: 'faq' });
    expect(routeEntry('/faq')?.koreanOnly).toBeUndefined();
  });

  it('has none for a path with a record id, whose section still says Korean only', () => {
    expect(routeEntry('/event/12')).toBeUndefined();
    expect(isKoreanOnlyPath('/event/12')).toBe(true);
  });
});

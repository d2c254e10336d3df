import { describe, expect, it } from 'vitest';
import { archive } from '@/schemas/content';
import { archiveModules } from '.';
import { type Material, plate } from './build';

const getArchive = (locale: 'ko' | 'en') => archive.parse(archiveModules[locale]);

/**
 * Issue 28: a section whose title names a finish is illustrated with that finish (2019's
 * "Terracotta red" had been a terrazzo plate). The English titles are read, the Korean pages use the
 * same pictures (content.test.ts holds both locales to one shape). A title naming two finishes may
 * show either.
 */
const NAMED: [RegExp, Material][] = [
  [/terracotta|brick|handmade tile/i, 'terracotta'],
  [/terrazzo|aggregate/i, 'terrazzo'],
  [/marble|onyx|stone|strata|concrete/i, 'stone'],
  [/wood|oak|timber|plank|herringbone|joinery|end grain/i, 'wood'],
  [/textile|wool|cotton|rattan|linen/i, 'fabric'],
  [/steel|gold|bronze|brass|metal/i, 'metal'],
  [/glass|window/i, 'glass'],
];

const family = (src: string) => /\/images\/materials\/([a-z]+)-\d/.exec(src)?.[1];

describe('archive sections', () => {
  const sections = getArchive('en').flatMap((entry) =>
    entry.isSummary === 'false' && entry.detail
      ? [entry.detail.data1, entry.detail.data2, entry.detail.data3, entry.detail.data4, entry.detail.data5]
          .filter((s) => s !== undefined)
          .map((s) => ({ year: entry.year, ...s }))
      : [],
  );

  it('show the finish their title names', () => {
    let named = 0;
    for (const s of sections) {
      const wanted = NAMED.filter(([words]) => words.test(s.Title)).map(([, m]) => m);
      if (wanted.length === 0) continue;
      named++;
      expect(wanted, `${s.year} “${s.Title}”: ${s.Img}`).toContain(family(s.Img));
      expect(family(s.ImgMobile)).toBe(family(s.Img));
    }
    // The dictionary above still reads most of the titles (it has not gone stale).
    expect(named).toBeGreaterThanOrEqual(30);
  });

  it('show no picture twice on a year’s page', () => {
    // The third review (2026-12-03): 2012's "휘게의 식탁" repeated "화이트 오크"'s wood plate.
    for (const locale of ['ko', 'en'] as const)
      for (const entry of getArchive(locale)) {
        if (entry.isSummary !== 'false' || !entry.detail) continue;
        const d = entry.detail;
        const pictures = [
          entry.imgSrc,
          ...[d.data1, d.data2, d.data3, d.data4, d.data5].map((s) => s?.Img),
        ].filter((p) => p !== undefined);
        expect(
          pictures.length - new Set(pictures).size,
          `${locale} ${entry.year}: ${pictures.join(', ')}`,
        ).toBe(0);
      }
  });

  it('2019’s terracotta red is fired clay, on the page in both languages', () => {
    for (const locale of ['ko', 'en'] as const) {
      const y2019 = getArchive(locale).find((e) => e.year === 2019);
      if (y2019?.isSummary !== 'false' || !y2019.detail) throw new Error('2019 is a detail year');
      expect(y2019.detail.data1.Img).toBe('/images/materials/terracotta-1-web.webp');
      expect(y2019.detail.data1.ImgMobile).toBe('/images/materials/terracotta-1-mob.webp');
    }
  });

  it('2005’s white year shows clear glass and pale cloth, not the blue and charcoal tones', () => {
    for (const locale of ['ko', 'en'] as const) {
      const y2005 = getArchive(locale).find((e) => e.year === 2005);
      if (y2005?.isSummary !== 'false' || !y2005.detail) throw new Error('2005 is a detail year');
      expect(y2005.detail.data1.Img).toBe('/images/materials/glass-1-web.webp');
      expect(y2005.detail.data3?.Img).toBe('/images/materials/fabric-1-web.webp');
    }
  });

  it('a family with fewer tones than asked wraps round to one it has', () => {
    expect(plate('terracotta', 4).web).toBe('/images/materials/terracotta-1-web.webp');
    expect(plate('stone', 3).mobile).toBe('/images/materials/stone-3-mob.webp');
  });
});

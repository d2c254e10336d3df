import { describe, expect, it } from 'vitest';
import { archive } from '@/schemas/content';
import { archiveModules } from '.';
import { SECTIONS, sectionImage } from './build';

const getArchive = (locale: 'ko' | 'en') => archive.parse(archiveModules[locale]);

/**
 * Issue 28: a section whose title names a finish is illustrated with that finish (2019's
 * "Terracotta red" had been a terrazzo plate). Issue 52: every section has its own picture, a macro
 * of its year's own samples, and sections.json says which family of finish it shows. The English
 * titles are read; the Korean pages use the same pictures. A title naming two finishes may show either.
 */
const NAMED: [RegExp, string][] = [
  [/terracotta|brick/i, 'terracotta'],
  [/handmade tile|pattern tile|geometric tile|mosaic/i, 'tile'],
  [/terrazzo|aggregate/i, 'terrazzo'],
  [/concrete/i, 'concrete'],
  [/marble|onyx|stone|strata/i, 'stone'],
  [/wood|oak|timber|plank|herringbone|joinery|end grain/i, 'wood'],
  [/textile|wool|cotton|linen/i, 'fabric'],
  [/rattan/i, 'rattan'],
  [/plaster/i, 'plaster'],
  [/pearl/i, 'pearl'],
  [/steel|gold|bronze|brass|metal/i, 'metal'],
  [/glass|window/i, 'glass'],
];

const sectionOf = (src: string) => /\/images\/archive\/sections\/(\d{4})-(\d)-web\.webp$/.exec(src);
const familyOf = (src: string) => {
  const m = sectionOf(src);
  return m ? SECTIONS[m[1]]?.[Number(m[2]) - 1]?.family : undefined;
};

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
      expect(wanted, `${s.year} “${s.Title}”: ${s.Img}`).toContain(familyOf(s.Img));
    }
    // The dictionary above still reads most of the titles (it has not gone stale).
    expect(named).toBeGreaterThanOrEqual(30);
  });

  it('each have a picture of their own, its phone framing beside it, listed once in sections.json', () => {
    const seen = new Map<string, string>();
    for (const locale of ['ko', 'en'] as const)
      for (const entry of getArchive(locale)) {
        if (!entry.detail) continue;
        const d = entry.detail;
        const pictures =
          'dataImg' in d
            ? [{ Img: d.dataImg, ImgMobile: d.dataImgMobile }]
            : [d.data1, d.data2, d.data3, d.data4, d.data5].filter((s) => s !== undefined);
        expect(pictures, `${locale} ${entry.year}`).toHaveLength(SECTIONS[entry.year]?.length ?? -1);
        pictures.forEach((p, i) => {
          expect(p.Img).toBe(sectionImage(entry.year, i + 1).web);
          expect(p.ImgMobile).toBe(sectionImage(entry.year, i + 1).mobile);
          // the same picture on both languages' page of that year, and nowhere else
          const where = `${entry.year} ${i + 1}`;
          expect(seen.get(p.Img) ?? where, p.Img).toBe(where);
          seen.set(p.Img, where);
        });
      }
    expect(seen.size).toBe(Object.values(SECTIONS).reduce((n, list) => n + list.length, 0));
  });

  it('2019’s terracotta red is fired clay from 2019’s own board, in both languages', () => {
    expect(SECTIONS['2019']?.[0]).toMatchObject({ family: 'terracotta', samples: [0] });
    for (const locale of ['ko', 'en'] as const) {
      const y2019 = getArchive(locale).find((e) => e.year === 2019);
      if (y2019?.isSummary !== 'false' || !y2019.detail) throw new Error('2019 is a detail year');
      expect(y2019.detail.data1.Img).toBe('/images/archive/sections/2019-1-web.webp');
    }
  });

  it('shows each section as one of the forms the render scene lays out', () => {
    const forms = new Set([
      ...['flat', 'edge', 'round', 'seam', 'meet', 'herringbone', 'joint', 'slats', 'over'],
      ...['mosaic', 'lightpanel', 'printed'],
    ]);
    for (const [year, list] of Object.entries(SECTIONS))
      list.forEach((s, i) => {
        expect(forms.has(s.form), `${year} ${i + 1}: ${s.form}`).toBe(true);
        // a meeting or a pane over something needs two samples, a light panel its glass and its
        // frame (the wall it lights is the board's paper); the rest show one
        const count = (s.spec ? 1 : 0) + (s.samples?.length ?? 0);
        const wanted = ['meet', 'over', 'slats', 'lightpanel'].includes(s.form) ? 2 : 1;
        expect(count, `${year} ${i + 1}`).toBe(wanted);
      });
  });
});

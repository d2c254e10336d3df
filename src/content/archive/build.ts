import { themeModules } from '@/content/themes';
import type { ArchiveEntry, ArchiveSection, SummaryItem } from '@/schemas/content';

/**
 * The material families the archive's section pictures are rendered from (scripts/render/scenes/
 * materials.py), each with how many tones it has: a section shows the finish its title names
 * (issue 28: 2019's terracotta red had been a terrazzo plate).
 */
export const PLATES = {
  stone: 4,
  terrazzo: 4,
  wood: 4,
  fabric: 4,
  metal: 4,
  glass: 4,
  terracotta: 1,
} as const;
export type Material = keyof typeof PLATES;

/**
 * A rendered material plate: web (16:9) and mobile (4:5) WebP. `tone` 1–4 picks one of the family's
 * tones, wrapping round a family that has fewer.
 */
export type Tone = 1 | 2 | 3 | 4;

export function plate(material: Material, tone: Tone) {
  const base = `/images/materials/${material}-${((tone - 1) % PLATES[material]) + 1}`;
  return { web: `${base}-web.webp`, mobile: `${base}-mob.webp` };
}

export const yearImage = (year: number) => ({
  imgSrc: `/images/archive/${year}-web.webp`,
  imgSrcMobile: `/images/archive/${year}-mob.webp`,
});

/** Title, subtitle, text, mobile text. */
export type SectionCopy = readonly [string, string, string, string];
/** Title, mobile title, subtitle, description, mobile description. */
export type SummaryCopy = readonly [string, string, string, string, string];

export type DetailYearCopy = {
  year: number;
  title: string;
  desc: string;
  subDesc: string;
  mainTitle: string;
  subTitle: string;
  /** Material of each section's image, in order (1–5 sections); a section whose title names a
   * colour pins the tone that shows it (`['glass', 1]`: clear glass for "high white"), the others
   * take one by the year. */
  materials: readonly (Material | readonly [Material, Tone])[];
  sections: readonly SectionCopy[];
};

export type SummaryYearCopy = {
  year: number;
  title: string;
  desc: string;
  subDesc: string;
  material: Material;
  items: readonly SummaryCopy[];
};

const toSection = (
  c: SectionCopy,
  m: Material | readonly [Material, Tone],
  year: number,
  i: number,
): ArchiveSection => {
  const p = typeof m === 'string' ? plate(m, (((year + i) % 4) + 1) as Tone) : plate(m[0], m[1]);
  return { Img: p.web, ImgMobile: p.mobile, Title: c[0], SubTitle: c[1], Text: c[2] };
};

// NOTE: the copies' phone variants (c[3] of a section, c[1] and c[4] of an item) are not written:
// a page says one thing at every width (issue 50).
const toItem = (c: SummaryCopy): SummaryItem => ({ Title: c[0], SubTitle: c[2], Desc: c[3] });

/**
 * The years with a design theme (src/content/themes): each gets an archive entry of the kind that
 * links to its theme and exhibition pages (issue 50: the archive had no 2025 while the home promoted
 * the 2025 theme).
 */
export const THEME_YEARS: readonly number[] = Object.keys(themeModules.ko.designThemes)
  .map(Number)
  .sort((a, b) => a - b);

/**
 * Assembles the archive entries of one locale: ids 1–3 summary years, 4–22 detail years, then the
 * design theme years (2023–2025) with no year page of their own, which link to their theme.
 */
export function buildArchive(input: {
  detailTitle: (year: number) => string;
  summaries: readonly SummaryYearCopy[];
  details: readonly DetailYearCopy[];
  placeholderYears: readonly number[];
}): ArchiveEntry[] {
  const summaries: ArchiveEntry[] = input.summaries.map((s, i) => {
    const p = plate(s.material, ((s.year % 4) + 1) as Tone);
    const [a, b, c, d] = s.items;
    if (!a || !b || !c) throw new Error(`summary ${s.year} needs 3–4 items`);
    return {
      id: i + 1,
      year: s.year,
      title: s.title,
      desc: s.desc,
      subDesc: s.subDesc,
      isSummary: 'true',
      ...yearImage(s.year),
      detail: {
        dataImg: p.web,
        dataImgMobile: p.mobile,
        data1: toItem(a),
        data2: toItem(b),
        data3: toItem(c),
        ...(d ? { data4: toItem(d) } : {}),
      },
    };
  });
  const details: ArchiveEntry[] = input.details.map((d, i) => {
    const sections = d.sections.map((s, j) => toSection(s, d.materials[j] ?? 'stone', d.year, j));
    const [s1, s2, s3, s4, s5] = sections;
    if (!s1) throw new Error(`detail ${d.year} needs a section`);
    return {
      id: input.summaries.length + i + 1,
      year: d.year,
      title: d.title,
      desc: d.desc,
      subDesc: d.subDesc,
      isSummary: 'false',
      ...yearImage(d.year),
      detail: {
        title: input.detailTitle(d.year),
        mainTitle: d.mainTitle,
        subTitle: d.subTitle,
        data1: s1,
        ...(s2 ? { data2: s2 } : {}),
        ...(s3 ? { data3: s3 } : {}),
        ...(s4 ? { data4: s4 } : {}),
        ...(s5 ? { data5: s5 } : {}),
      },
    };
  });
  const placeholders: ArchiveEntry[] = input.placeholderYears.map((year, i) => ({
    id: summaries.length + details.length + i + 1,
    year,
    title: '',
    desc: '',
    subDesc: '',
    isSummary: 'false',
    imgSrc: '',
    imgSrcMobile: '',
    detail: null,
  }));
  return [...summaries, ...details, ...placeholders];
}

import { themeModules } from '@/content/themes';
import type { ArchiveEntry, ArchiveSection, SummaryItem } from '@/schemas/content';
import sections from './sections.json';

/**
 * Issue 52: every archive section has its own picture, a macro of that year's own board samples
 * (scripts/render/scenes/boards.py `section`), listed once in sections.json: which samples, how they
 * lie, and the `family` of finish the picture shows. The render catalogue reads the same file.
 */
export type SectionPicture = {
  family: string;
  samples?: number[];
  spec?: unknown[];
  form: string;
  turn?: number;
};
export const SECTIONS: Readonly<Record<string, readonly SectionPicture[]>> = Object.fromEntries(
  Object.entries(sections).filter(([key]) => /^\d{4}$/.test(key)),
) as Record<string, readonly SectionPicture[]>;

/** The picture of a year's section n (1-based): web (16:9) and mobile (4:5) WebP. */
export function sectionImage(year: number, n: number) {
  const base = `/images/archive/sections/${year}-${n}`;
  return { web: `${base}-web.webp`, mobile: `${base}-mob.webp` };
}

/** A year's pictures: one per section, as many as it has copy for (sections.json lists them). */
function sectionImages(year: number, count: number) {
  const listed = SECTIONS[year]?.length ?? 0;
  if (listed !== count)
    throw new Error(`archive ${year}: ${count} sections of copy, ${listed} pictures in sections.json`);
  return Array.from({ length: count }, (_, i) => sectionImage(year, i + 1));
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
  sections: readonly SectionCopy[];
};

export type SummaryYearCopy = {
  year: number;
  title: string;
  desc: string;
  subDesc: string;
  items: readonly SummaryCopy[];
};

const toSection = (c: SectionCopy, p: { web: string; mobile: string }): ArchiveSection => ({
  Img: p.web,
  ImgMobile: p.mobile,
  Title: c[0],
  SubTitle: c[1],
  Text: c[2],
});

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
  /** A year page's title: the year and its trend's name, as its card in the archive names it. */
  detailTitle: (year: number, title: string) => string;
  summaries: readonly SummaryYearCopy[];
  details: readonly DetailYearCopy[];
  placeholderYears: readonly number[];
}): ArchiveEntry[] {
  const summaries: ArchiveEntry[] = input.summaries.map((s, i) => {
    const [p] = sectionImages(s.year, 1);
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
    const pictures = sectionImages(d.year, d.sections.length);
    const sections = d.sections.map((s, j) => toSection(s, pictures[j]));
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
        title: input.detailTitle(d.year, d.title),
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

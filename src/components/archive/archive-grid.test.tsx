import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { archiveModules } from '@/content/archive';
import type { ArchiveEntry } from '@/schemas/content';
import messages from '../../../messages/ko/archive.json';
import { ArchiveGrid, archiveNotes } from './archive-grid';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const THEMES = [
  { year: 2025, name: 'SY(E)NERGY' },
  { year: 2024, name: 'ORE' },
  { year: 2023, name: 'SOFTWHERE' },
];

const render = (entries: ArchiveEntry[], themes = THEMES) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale="ko" messages={{ archive: messages }} timeZone="Asia/Seoul">
      <ArchiveGrid entries={entries} pictures={{}} themes={themes} />
    </NextIntlClientProvider>,
  );

/** Issue 50: the archive had no 2025 while the home promoted the 2025 theme, and a 요약 pill on 2001–2003 only. */
describe('the archive', () => {
  it('links every design theme year to its theme, newest first, 2025 included', () => {
    const html = render([...archiveModules.ko]);
    const linked = [...html.matchAll(/href="\/archive\/(\d{4})\/designtheme"/g)].map((m) => Number(m[1]));
    expect(linked).toEqual([2025, 2024, 2023]);
    expect(html.replace(/<!--.*?-->|<[^>]+>/g, '')).toContain('SY(E)NERGY 디자인 테마와 전시 보기');
  });

  it('lists a published theme year even when the archive has no entry for it', () => {
    const withoutTheirEntries = archiveModules.ko.filter((e) => e.detail !== null);
    const notes = archiveNotes(withoutTheirEntries, [{ year: 2026, name: 'NEXT' }, ...THEMES]);
    expect(notes.map((n) => [n.year, n.theme?.name])).toEqual([
      [2026, 'NEXT'],
      [2025, 'SY(E)NERGY'],
      [2024, 'ORE'],
      [2023, 'SOFTWHERE'],
    ]);
    // A year with an exhibition and nothing else yet links to the exhibition (EP.05 lives at
    // /archive/2026/… and the archive had no 2026: the eleventh review); a year with a theme keeps
    // its theme's note, and an older exhibition of a year that has one adds nothing.
    const ep5 = { path: '/archive/2026/popupep5', title: 'EP.05 세 해의 표면', startsOn: '2026-12-01' };
    const ep4 = { path: '/archive/2025/popupep4', title: 'EP.04', startsOn: '2025-04-10' };
    const withEditions = archiveNotes(withoutTheirEntries, THEMES, [ep5, ep4]);
    expect(withEditions.map((n) => [n.year, n.theme?.name, n.edition?.path])).toEqual([
      [2026, undefined, '/archive/2026/popupep5'],
      [2025, 'SY(E)NERGY', undefined],
      [2024, 'ORE', undefined],
      [2023, 'SOFTWHERE', undefined],
    ]);
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="ko" messages={{ archive: messages }} timeZone="Asia/Seoul">
        <ArchiveGrid entries={[...archiveModules.ko]} pictures={{}} themes={THEMES} editions={[ep5, ep4]} />
      </NextIntlClientProvider>,
    );
    expect(html).toContain('href="/archive/2026/popupep5"');
    expect(html.replace(/<!--.*?-->|<[^>]+>/g, '')).toContain(
      '2026EP.05 세 해의 표면 전시 보기 · 디자인 테마 발표 예정',
    );
    // A year with its own page is a card, not a note as well.
    expect(archiveNotes(archiveModules.ko, [{ year: 2022, name: 'OLD' }]).map((n) => n.year)).toEqual([
      2025, 2024, 2023,
    ]);
  });

  it('labels every year card the same way: no pill on the summary years', () => {
    const html = render([...archiveModules.ko]);
    expect(html).not.toContain('요약');
    for (const year of [2001, 2002, 2003, 2022]) expect(html).toContain(`href="/archive/${year}"`);
  });
});

/** Issue 53 (decision 060): what decides the archive's largest paint on a phone. */
describe('the archive grid’s pictures', () => {
  const html = render([...archiveModules.ko]);
  const imgs = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);

  it('loads only the first card’s picture at once, at high priority; the others as they near the screen', () => {
    expect(imgs.length).toBeGreaterThan(15);
    expect(imgs[0]).toContain('loading="eager"');
    expect(imgs[0]).toMatch(/fetchpriority="high"/i);
    for (const img of imgs.slice(1)) {
      expect(img).toContain('loading="lazy"');
      expect(img).not.toMatch(/fetchpriority/i);
    }
  });

  it('sends a card the cover’s landscape render at every width, not its 4:5 phone framing', () => {
    expect(html).not.toContain('-mob.');
    expect(html).not.toMatch(/<source[^>]* media=/);
  });
});

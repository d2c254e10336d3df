import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { archiveModules } from '@/content/archive';
import messages from '../../../messages/ko/archive.json';
import common from '../../../messages/ko/common.json';
import { YearDetail } from './year-detail';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

type Entry = Parameters<typeof YearDetail>[0]['entry'];

function render(entry: Entry, nextTheme: { year: number; name: string } | null = null) {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale="ko" messages={{ archive: messages, common }} timeZone="Asia/Seoul">
      <YearDetail entry={entry} prev={null} next={null} nextTheme={nextTheme} pictures={{}} />
    </NextIntlClientProvider>,
  );
}

const year = (y: number) => archiveModules.ko.find((e) => e.year === y) as Entry;

/**
 * Issue 50: /archive/2022 said one sentence on a phone and another on a desktop (a phone-only text
 * field, shown by a media query). A year page says each text once, the same at every width, even
 * for a record written before, which still stores the phone variants.
 */
describe('an archive year page', () => {
  it('shows each section text once, and not a stored phone variant', () => {
    const entry = year(2022);
    if (entry.detail === null || entry.isSummary === 'true') throw new Error('2022 is a detail year');
    const old = {
      ...entry,
      detail: { ...entry.detail, data1: { ...entry.detail.data1, TextMobile: 'PHONE ONLY' } },
    };
    const html = render(old);
    expect(html).toContain(entry.detail.data1.Text);
    expect(html.split(entry.detail.data1.Text)).toHaveLength(2);
    expect(html).not.toContain('PHONE ONLY');
  });

  it('shows each summary item title and description once', () => {
    const entry = year(2001);
    if (entry.detail === null || entry.isSummary !== 'true') throw new Error('2001 is a summary year');
    const item = { ...entry.detail.data1, TitleMobile: 'SHORT TITLE', DescMobile: 'SHORT DESC' };
    const html = render({ ...entry, detail: { ...entry.detail, data1: item } });
    expect(html.split(item.Desc)).toHaveLength(2);
    expect(html).not.toContain('SHORT TITLE');
    expect(html).not.toContain('SHORT DESC');
  });

  it('leads the newest year on to the next design theme, where no year page follows', () => {
    const html = render(year(2022), { year: 2023, name: 'SOFTWHERE' });
    expect(html).toContain('href="/archive/2023/designtheme"');
    // "다음 디자인 테마" over "2023 · SOFTWHERE" (the tenth review read "2023 · SOFTWHERE / 디자인 테마")
    expect(html).toContain('다음 디자인 테마');
    expect(html).toContain('2023 · SOFTWHERE');
    expect(html).not.toContain('다음 연도');
    expect(render(year(2022))).not.toContain('다음 디자인 테마');
  });
});

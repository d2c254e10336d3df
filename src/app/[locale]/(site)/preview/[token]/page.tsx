import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { YearDetail } from '@/components/archive/year-detail';
import { ExhibitionView } from '@/components/exhibitions/exhibition-view';
import { LookbookView } from '@/components/exhibitions/lookbook-view';
import { FaqPage } from '@/components/faq/faq-page';
import { HomeView } from '@/components/home/home-view';
import { PolicyDocument } from '@/components/policies/policy-document';
import { NoticePopupPreview } from '@/components/shell/notice-popup-view';
import { DesignThemeView } from '@/components/themes/design-theme-view';
import { PreviewBar, PreviewExpired } from '@/components/themes/preview-bar';
import { ThemeStoryView } from '@/components/themes/theme-story';
import { PREVIEW_PATH } from '@/config/preview-path.mjs';
import { getExhibitionCommon } from '@/content/exhibitions';
import { localeParams } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import { localizedPath } from '@/lib/paths';
import { palettesOf } from '@/schemas/content';
import { seoulDate, seoulTime } from '@/schemas/event-rules';
import { archiveSinceForPage, previewForPage } from '@/server/composition/pages';

type Props = {
  params: Promise<{ locale: Locale; token: string }>;
  searchParams: Promise<{ theme?: string | string[] }>;
};

const seoulDateTime = (at: string) => `${seoulDate(at)} ${seoulTime(at)}`;

/** A preview link's page (issue 49): read per request, never kept, never indexed. */
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function Page({ params, searchParams }: Props) {
  const p = await localeParams(params);
  setRequestLocale(p.locale);
  const preview = await previewForPage(decodeURIComponent(p.token), p.locale);
  if (!preview) return <PreviewExpired />;
  const t = await getTranslations({ locale: p.locale, namespace: 'themes.preview' });
  const base = `${PREVIEW_PATH}/${p.token}`;
  const until = preview.expiresAt.toISOString();

  if (preview.kind === 'archive') {
    const { entry, pictures, year } = preview;
    const bar = (
      <PreviewBar
        expiresAt={until}
        title={t('titleArchive', { year })}
        pages={[{ href: base, label: String(year), current: true }]}
      />
    );
    return (
      <>
        {bar}
        {entry.detail === null ? (
          <section className="container" data-header-theme="light" data-preview-coming="">
            <p>{t('comingOnly', { year })}</p>
          </section>
        ) : (
          <YearDetail entry={entry} prev={null} next={null} pictures={pictures} />
        )}
      </>
    );
  }

  if (preview.kind === 'lookbooks')
    return (
      <>
        <PreviewBar
          expiresAt={until}
          title={t('titleLookbook', { year: preview.year })}
          pages={[{ href: base, label: preview.lookbook.title, current: true }]}
        />
        <LookbookView lookbook={preview.lookbook} path={`/archive/${preview.year}/lookbook`} />
      </>
    );

  if (preview.kind === 'home')
    return (
      <>
        <PreviewBar
          expiresAt={until}
          title={t('titleHome')}
          pages={[{ href: base, label: t('homePage'), current: true }]}
        />
        <HomeView home={preview.home} theme={preview.theme} archiveSince={await archiveSinceForPage()} />
      </>
    );

  if (preview.kind === 'faq') {
    const { focus } = preview;
    return (
      <>
        <PreviewBar
          expiresAt={until}
          title={t('titleFaq', { label: focus.label })}
          pages={[{ href: focus.slug ? `${base}#${focus.slug}` : base, label: focus.label, current: true }]}
        />
        <FaqPage locale={p.locale} items={preview.items} />
      </>
    );
  }

  if (preview.kind === 'notices') {
    const { notice } = preview;
    return (
      <>
        <PreviewBar
          expiresAt={until}
          title={t('titleNotice', { title: notice.title })}
          pages={[{ href: base, label: notice.title, current: true }]}
        />
        <section className="container" data-header-theme="light" data-preview-notice="">
          <dl>
            <dt>{t('noticeWhere')}</dt>
            <dd>{t(`noticePlacement.${notice.placement}`)}</dd>
            <dt>{t('noticeWhen')}</dt>
            <dd>
              <time dateTime={notice.startsAt}>{seoulDateTime(notice.startsAt)}</time> –{' '}
              <time dateTime={notice.endsAt}>{seoulDateTime(notice.endsAt)}</time>
            </dd>
          </dl>
          <NoticePopupPreview notice={notice} reopenLabel={t('noticeReopen')} />
        </section>
      </>
    );
  }

  if (preview.kind === 'policies') {
    const { policy } = preview;
    const common = await getTranslations({ locale: p.locale, namespace: 'common' });
    const other = policy.kind === 'terms' ? 'privacy' : 'terms';
    const title = common(`nav.${policy.kind}`);
    return (
      <>
        <PreviewBar
          expiresAt={until}
          title={t('titlePolicy', {
            title,
            version: policy.current.version,
            date: policy.current.effectiveOn,
          })}
          pages={[{ href: base, label: title, current: true }]}
        />
        <PolicyDocument
          kind={policy.kind}
          locale={p.locale}
          title={title}
          version={policy.current}
          versions={policy.versions}
          upcoming={policy.upcoming}
          other={{ href: localizedPath(`/policies/${other}`, p.locale), label: common(`nav.${other}`) }}
        />
      </>
    );
  }

  if (preview.kind === 'editions')
    return (
      <>
        <PreviewBar
          expiresAt={until}
          title={t('titleEdition', { title: preview.edition.title })}
          pages={[{ href: base, label: preview.edition.title, current: true }]}
        />
        <ExhibitionView
          edition={preview.edition}
          others={preview.others}
          common={getExhibitionCommon(p.locale)}
        />
      </>
    );

  const wanted = (await searchParams).theme;
  const story = typeof wanted === 'string' ? preview.stories.find((s) => s.key === wanted) : undefined;
  return (
    <>
      <PreviewBar
        expiresAt={until}
        title={t('title', { year: preview.design.year })}
        pages={[
          { href: base, label: preview.design.name, current: !story },
          ...preview.stories.map((s) => ({
            href: `${base}?theme=${s.key}`,
            label: s.name,
            current: story?.key === s.key,
          })),
        ]}
      />
      {story ? (
        <ThemeStoryView
          story={story}
          siblings={preview.stories
            .filter((s) => s.key !== story.key)
            .map((s) => ({ key: s.key, name: s.name }))}
          materials={preview.materials}
          pictures={preview.pictures}
        />
      ) : (
        <DesignThemeView
          theme={{ ...preview.design, pictures: preview.pictures, palettes: palettesOf(preview.stories) }}
        />
      )}
    </>
  );
}

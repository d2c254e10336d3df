import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { DesignThemeView } from '@/components/themes/design-theme-view';
import { PreviewBar, PreviewExpired } from '@/components/themes/preview-bar';
import { ThemeStoryView } from '@/components/themes/theme-story';
import { localeParams } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import { previewForPage } from '@/server/content/page-reads';

type Props = {
  params: Promise<{ locale: Locale; token: string }>;
  searchParams: Promise<{ theme?: string | string[] }>;
};

/** A preview link's page (issue 49): read per request, never kept, never indexed. */
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function Page({ params, searchParams }: Props) {
  const p = await localeParams(params);
  setRequestLocale(p.locale);
  const preview = await previewForPage(decodeURIComponent(p.token), p.locale);
  if (!preview) return <PreviewExpired />;
  const wanted = (await searchParams).theme;
  const story = typeof wanted === 'string' ? preview.stories.find((s) => s.key === wanted) : undefined;
  const base = `/preview/${p.token}`;
  return (
    <>
      <PreviewBar
        expiresAt={preview.expiresAt.toISOString()}
        year={preview.design.year}
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
          pictures={preview.pictures}
        />
      ) : (
        <DesignThemeView theme={{ ...preview.design, pictures: preview.pictures }} />
      )}
    </>
  );
}

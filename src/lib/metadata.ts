import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isKoreanOnlyPath, routeEntry } from '@/config/routes';
import { site } from '@/config/site';
import type { Locale } from '@/i18n/routing';
import { localizedPath } from './paths';

type PageMetaInput = {
  locale: Locale;
  path: string;
  /**
   * Key under `common.nav` for the title and `common.pageDescription` for the description; with
   * `koreanOnly` and `noIndex`, read from the route's entry in `config/routes.ts` when left out.
   */
  labelKey?: string;
  /** Overrides for pages whose title comes from content (an archive year, an event). */
  title?: string;
  description?: string;
  koreanOnly?: boolean;
  noIndex?: boolean;
  image?: string;
  /** What a shared link shows, when the studio sets it (the home page): title, description, picture. */
  share?: { title: string; description: string; image?: { src: string; width: number; height: number } };
};

/**
 * Title, description, canonical, hreflang alternates and share metadata of one page.
 * Spec §2 "Default share metadata": a title, an empty description, a preview image, the site URL.
 */
export async function pageMetadata(given: PageMetaInput): Promise<Metadata> {
  const route = routeEntry(given.path);
  const input = {
    ...given,
    labelKey: given.labelKey ?? route?.labelKey ?? 'home',
    koreanOnly: given.koreanOnly ?? route?.koreanOnly ?? isKoreanOnlyPath(given.path),
    noIndex: given.noIndex ?? route?.noIndex,
  };
  const t = await getTranslations({ locale: input.locale, namespace: 'common' });
  const isHome = input.path === '/';
  const pageTitle = input.title ?? t(`nav.${input.labelKey}`);
  const title = isHome ? t('meta.defaultTitle') : t('meta.titleTemplate', { title: pageTitle });
  const description = input.description ?? t(`pageDescription.${input.labelKey}`);
  const canonical = localizedPath(input.path, input.koreanOnly ? 'ko' : input.locale);
  const shareImage = input.share?.image ?? { ...site.shareImage, src: input.image ?? site.shareImage.src };
  const image = shareImage.src;
  const shareTitle = input.share?.title || title;
  const shareDescription = input.share?.description ?? '';
  return {
    metadataBase: new URL(site.url),
    title,
    description,
    alternates: {
      canonical,
      languages: input.koreanOnly
        ? undefined
        : {
            ko: localizedPath(input.path, 'ko'),
            en: localizedPath(input.path, 'en'),
            'x-default': localizedPath(input.path, 'ko'),
          },
    },
    openGraph: {
      type: 'website',
      siteName: t('brand.programme'),
      title: shareTitle,
      description: shareDescription,
      url: canonical,
      locale: input.locale === 'ko' ? 'ko_KR' : 'en_US',
      images: [
        {
          url: image,
          width: shareImage.width,
          height: shareImage.height,
          alt: t('brand.programme'),
        },
      ],
    },
    twitter: {
      card: 'summary_large_image',
      title: shareTitle,
      description: shareDescription,
      images: [image],
    },
    robots: input.noIndex ? { index: false, follow: true } : undefined,
  };
}

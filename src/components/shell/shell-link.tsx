import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { koreanOnlyRoutes } from '@/config/routes';
import { Link } from '@/i18n/navigation';
import { FROM_ENGLISH_QUERY, isEventPath, isKoreanOnlyPath } from '@/i18n/routing';

type Props = Omit<ComponentProps<'a'>, 'href'> & { href: string };

const KOREAN_ONLY = new Set(koreanOnlyRoutes.map((r) => r.path));

/**
 * A link to a page of the site, menu or call to action: locale-aware for public pages (`/faq` →
 * `/en/faq` on the English site), and the plain Korean path for Korean-only pages (event, sign,
 * my), whose `/en` forms only redirect. From the English site such a link says where it leads
 * (`hreflang="ko"`); its label says so in words (issue 50: "Apply" led English visitors to a
 * Korean form without a word).
 */
export function ShellLink({ href, ...rest }: Props) {
  const locale = useLocale();
  if (KOREAN_ONLY.has(href) || isKoreanOnlyPath(href)) {
    // From the English site, the event pages open with a note in English (events run in Korean).
    const target = locale === 'en' && isEventPath(href) ? `${href}?${FROM_ENGLISH_QUERY}` : href;
    return <NextLink href={target} hrefLang={locale === 'en' ? 'ko' : undefined} {...rest} />;
  }
  return <Link href={href} {...rest} />;
}

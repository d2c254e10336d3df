import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { koreanOnlyRoutes } from '@/config/routes';
import { Link } from '@/i18n/navigation';
import { FROM_ENGLISH_QUERY, isEventPath, isKoreanOnlyPath } from '@/i18n/routing';

type Props = Omit<ComponentProps<'a'>, 'href'> & { href: string };

const KOREAN_ONLY = new Set(koreanOnlyRoutes.map((r) => r.path));

/**
 * A menu link: locale-aware for public pages (`/faq` → `/en/faq` on the English site), and the plain
 * Korean path for Korean-only pages (event, sign, my), whose `/en` forms only redirect.
 */
export function ShellLink({ href, ...rest }: Props) {
  const locale = useLocale();
  if (KOREAN_ONLY.has(href) || isKoreanOnlyPath(href)) {
    // From the English site, the event pages open with a note in English (events run in Korean).
    const target = locale === 'en' && isEventPath(href) ? `${href}?${FROM_ENGLISH_QUERY}` : href;
    return <NextLink href={target} {...rest} />;
  }
  return <Link href={href} {...rest} />;
}

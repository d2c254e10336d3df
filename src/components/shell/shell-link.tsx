import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { koreanOnlyRoutes } from '@/config/routes';
import { Link } from '@/i18n/navigation';
import { isKoreanOnlyPath } from '@/i18n/routing';

type Props = Omit<ComponentProps<'a'>, 'href'> & { href: string };

const KOREAN_ONLY = new Set(koreanOnlyRoutes.map((r) => r.path));

/**
 * A menu link: locale-aware for public pages (`/faq` → `/en/faq` on the English site), and the plain
 * Korean path for Korean-only pages (event, sign, my), whose `/en` forms only redirect.
 */
export function ShellLink({ href, ...rest }: Props) {
  if (KOREAN_ONLY.has(href) || isKoreanOnlyPath(href)) return <NextLink href={href} {...rest} />;
  return <Link href={href} {...rest} />;
}

import { notFound } from 'next/navigation';
import { isLocale, type Locale } from './routing';

/**
 * A page's params with its locale checked. Next renders a page alongside its layout, so the
 * layout's own check does not stop a page from running for a path like `/favicon.ico`, whose
 * first segment reaches `[locale]` without passing the proxy; every page reads its locale here.
 */
export async function localeParams<P extends { locale: string }>(
  params: Promise<P>,
): Promise<P & { locale: Locale }> {
  const p = await params;
  if (!isLocale(p.locale)) notFound();
  return p as P & { locale: Locale };
}

/**
 * The params of a page in a Korean-only section (`config/routes.ts`): any other locale is a 404.
 * Every such page reads its locale here (a layout's check does not stop its page, see above).
 */
export async function koreanOnlyParams<P extends { locale: string }>(
  params: Promise<P>,
): Promise<P & { locale: 'ko' }> {
  const p = await localeParams(params);
  if (p.locale !== 'ko') notFound();
  return p as P & { locale: 'ko' };
}

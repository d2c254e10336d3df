import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { FaqPage } from '@/components/faq/faq-page';
import { localeParams } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';
import { faqForPage } from '@/server/composition/pages';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await localeParams(params);
  return pageMetadata({ locale, path: '/faq', labelKey: 'faq' });
}

export default async function Page({ params }: Props) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  return <FaqPage locale={locale} items={await faqForPage(locale)} />;
}

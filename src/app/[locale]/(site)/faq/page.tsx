import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FaqList } from '@/components/faq/faq-list';
import { PageHeader } from '@/components/layout/page-header';
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
  const common = await getTranslations({ locale, namespace: 'common' });
  const t = await getTranslations({ locale, namespace: 'faq' });
  return (
    <>
      <PageHeader title={common('nav.faq')} lead={t('lead')} />
      <section className="container" aria-label={t('listLabel')} data-header-theme="light">
        <FaqList
          items={await faqForPage(locale)}
          labels={{ all: t('all'), filter: t('filter'), count: t('count', { count: '{count}' }) }}
        />
      </section>
    </>
  );
}

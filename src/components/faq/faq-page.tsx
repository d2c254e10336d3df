import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/layout/page-header';
import type { Locale } from '@/i18n/routing';
import type { PublicFaqItem } from '@/lib/faq-item';
import { FaqList } from './faq-list';

/** The FAQ page's body: its header and the filtered accordion (the public page and its preview link). */
export async function FaqPage({ locale, items }: { locale: Locale; items: PublicFaqItem[] }) {
  const common = await getTranslations({ locale, namespace: 'common' });
  const t = await getTranslations({ locale, namespace: 'faq' });
  return (
    <>
      <PageHeader title={common('nav.faq')} lead={t('lead')} />
      <section className="container" aria-label={t('listLabel')} data-header-theme="light">
        <FaqList
          items={items}
          labels={{ all: t('all'), filter: t('filter'), count: t('count', { count: '{count}' }) }}
        />
      </section>
    </>
  );
}

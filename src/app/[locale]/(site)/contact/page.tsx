import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { ContactForm } from '@/components/contact/contact-form';
import { PageHeader } from '@/components/layout/page-header';
import { formMessages } from '@/i18n/client-messages';
import { localeParams } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await localeParams(params);
  return pageMetadata({ locale, path: '/contact', labelKey: 'contact' });
}

export default async function Page({ params }: Props) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const t = await getTranslations('contact');
  const messages = await getMessages();
  return (
    <>
      <PageHeader title={t('title')} lead={t('intro')} />
      <NextIntlClientProvider messages={formMessages(messages, ['contact'])}>
        <ContactForm />
      </NextIntlClientProvider>
    </>
  );
}

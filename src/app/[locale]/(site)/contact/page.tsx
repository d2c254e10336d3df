import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/contact/contact.module.css';
import { ContactForm } from '@/components/contact/contact-form';
import { HelpLine } from '@/components/events/help-line';
import { PageHeader } from '@/components/layout/page-header';
import { site } from '@/config/site';
import { formMessages } from '@/i18n/client-messages';
import { localeParams } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

/**
 * What the form's client code reads of the contact messages: the page's title and lead, the other
 * ways to reach us and the mails are said on the server, and stay there (the page's first load is
 * held to its script budget, and the messages travel in its inline payload).
 */
const SERVER_ONLY = ['title', 'intro', 'helpLine', 'helpLineHint', 'other', 'mail'];
const clientContact = (messages: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries((messages.contact ?? {}) as Record<string, unknown>).filter(
      ([key]) => !SERVER_ONLY.includes(key),
    ),
  );

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
      <NextIntlClientProvider
        messages={formMessages({ ...messages, contact: clientContact(messages) }, ['contact'])}
      >
        <ContactForm helpLine={<HelpLine label={t('helpLine')} hint={t('helpLineHint')} />} />
      </NextIntlClientProvider>
      {/* The company's address and mail, for a visitor the form cannot serve (a name not in Hangul,
          no Korean mobile number: the ninth review), rendered on the server: no script for it. */}
      <section className={`container ${styles.other}`} aria-labelledby="contact-other">
        <h2 id="contact-other" className={styles.otherTitle}>
          {t('other.title')}
        </h2>
        <dl className={styles.otherList}>
          <dt>{t('other.address')}</dt>
          <dd>{site.company.address[locale]}</dd>
          <dt>{t('other.email')}</dt>
          <dd>
            <a href={`mailto:${site.company.email}`}>{site.company.email}</a>
          </dd>
        </dl>
        <p className={styles.otherNote}>{t('other.abroad')}</p>
      </section>
    </>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PolicyDocument } from '@/components/policies/policy-document';
import { localeParams } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';
import { localizedPath } from '@/lib/paths';
import { policyForPage } from '@/server/composition/pages';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await localeParams(params);
  return pageMetadata({ locale, path: '/policies/privacy', labelKey: 'privacy' });
}

/** The version in force, read from the database when the page is built (or regenerated). */
export default async function Page({ params }: Props) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const policy = await policyForPage('privacy', locale);
  if (!policy) notFound();
  const common = await getTranslations({ locale, namespace: 'common' });
  return (
    <PolicyDocument
      kind="privacy"
      locale={locale}
      title={common('nav.privacy')}
      version={policy.current}
      versions={policy.versions}
      upcoming={policy.upcoming}
      other={{ href: localizedPath('/policies/terms', locale), label: common('nav.terms') }}
    />
  );
}

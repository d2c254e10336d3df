import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PolicyDocument } from '@/components/policies/policy-document';
import { getPolicy } from '@/content/policies';
import { localeParams } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';
import { localizedPath } from '@/lib/paths';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await localeParams(params);
  return pageMetadata({ locale, path: '/policies/privacy', labelKey: 'privacy' });
}

export default async function Page({ params }: Props) {
  const { locale } = await localeParams(params);
  setRequestLocale(locale);
  const common = await getTranslations({ locale, namespace: 'common' });
  return (
    <PolicyDocument
      policy={getPolicy(locale, 'privacy')}
      other={{ href: localizedPath('/policies/terms', locale), label: common('nav.terms') }}
    />
  );
}

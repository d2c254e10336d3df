import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PolicyDocument } from '@/components/policies/policy-document';
import { localeParams } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';
import { localizedPath } from '@/lib/paths';
import { policyVersionForPage, policyVersionNumbersForPage } from '@/server/composition/pages';

type Props = { params: Promise<{ locale: Locale; version: string }> };

// NOTE: a version published after the build is rendered on its first visit, then kept.
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await policyVersionNumbersForPage('terms')).map((v) => ({ version: String(v) }));
}

const versionOf = (raw: string) => (/^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : undefined);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, version } = await localeParams(params);
  const [common, t] = await Promise.all([
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'policies' }),
  ]);
  return pageMetadata({
    locale,
    path: `/policies/terms/v/${versionOf(version) ?? 1}`,
    labelKey: 'terms',
    title: `${common('nav.terms')} · ${t('version', { version: versionOf(version) ?? '' })}`,
  });
}

/** One version that is or was in force (a scheduled one is not public: 404). */
export default async function Page({ params }: Props) {
  const { locale, version: raw } = await localeParams(params);
  setRequestLocale(locale);
  const n = versionOf(raw);
  const found = n ? await policyVersionForPage('terms', n, locale) : undefined;
  if (!found) notFound();
  const common = await getTranslations({ locale, namespace: 'common' });
  return (
    <PolicyDocument
      kind="terms"
      locale={locale}
      title={common('nav.terms')}
      version={found.version}
      versions={found.versions}
      other={{ href: localizedPath('/policies/privacy', locale), label: common('nav.privacy') }}
    />
  );
}

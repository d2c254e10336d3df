import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PolicyDocument } from '@/components/policies/policy-document';
import { localeParams } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';
import { localizedPath } from '@/lib/paths';
import type { PolicyKind } from '@/schemas/policies';
import { policyForPage, policyVersionForPage, policyVersionNumbersForPage } from '@/server/composition/pages';

/** The privacy and terms pages are one page each, told apart by kind; each links to the other. */
const OTHER: Record<PolicyKind, PolicyKind> = { privacy: 'terms', terms: 'privacy' };

type CurrentProps = { params: Promise<{ locale: Locale }> };
type VersionProps = { params: Promise<{ locale: Locale; version: string }> };

const versionOf = (raw: string) => (/^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : undefined);

async function other(kind: PolicyKind, locale: Locale) {
  const common = await getTranslations({ locale, namespace: 'common' });
  return {
    title: common(`nav.${kind}`),
    other: { href: localizedPath(`/policies/${OTHER[kind]}`, locale), label: common(`nav.${OTHER[kind]}`) },
  };
}

/** `/policies/<kind>`: the version in force, read from the database when the page is built (or regenerated). */
export function currentPolicyPage(kind: PolicyKind) {
  return {
    async generateMetadata({ params }: CurrentProps): Promise<Metadata> {
      const { locale } = await localeParams(params);
      return pageMetadata({ locale, path: `/policies/${kind}`, labelKey: kind });
    },
    async Page({ params }: CurrentProps) {
      const { locale } = await localeParams(params);
      setRequestLocale(locale);
      const policy = await policyForPage(kind, locale);
      if (!policy) notFound();
      return (
        <PolicyDocument
          kind={kind}
          locale={locale}
          version={policy.current}
          versions={policy.versions}
          upcoming={policy.upcoming}
          {...(await other(kind, locale))}
        />
      );
    },
  };
}

/** `/policies/<kind>/v/<n>`: one version that is or was in force (a scheduled one is not public: 404). */
export function policyVersionPage(kind: PolicyKind) {
  return {
    async generateStaticParams() {
      return (await policyVersionNumbersForPage(kind)).map((v) => ({ version: String(v) }));
    },
    async generateMetadata({ params }: VersionProps): Promise<Metadata> {
      const { locale, version } = await localeParams(params);
      const [common, t] = await Promise.all([
        getTranslations({ locale, namespace: 'common' }),
        getTranslations({ locale, namespace: 'policies' }),
      ]);
      return pageMetadata({
        locale,
        path: `/policies/${kind}/v/${versionOf(version) ?? 1}`,
        labelKey: kind,
        title: `${common(`nav.${kind}`)} · ${t('version', { version: versionOf(version) ?? '' })}`,
      });
    },
    async Page({ params }: VersionProps) {
      const { locale, version: raw } = await localeParams(params);
      setRequestLocale(locale);
      const n = versionOf(raw);
      const found = n ? await policyVersionForPage(kind, n, locale) : undefined;
      if (!found) notFound();
      return (
        <PolicyDocument
          kind={kind}
          locale={locale}
          version={found.version}
          versions={found.versions}
          {...(await other(kind, locale))}
        />
      );
    },
  };
}

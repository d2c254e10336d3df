import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PolicyStudio, type PreviewLabels } from '@/components/studio/policy-studio';
import { routing } from '@/i18n/routing';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: 'ko', namespace: 'studio.policies' });
  return { title: t('title') };
}

/** The preview speaks the public page's words in each language (messages/<locale>/policies.json). */
async function previewLabels(): Promise<PreviewLabels> {
  const entries = await Promise.all(
    routing.locales.map(async (locale) => {
      const t = await getTranslations({ locale, namespace: 'policies' });
      return [locale, { effective: t('effective'), toc: t('toc'), table: t('table') }] as const;
    }),
  );
  return Object.fromEntries(entries) as PreviewLabels;
}

export default async function Page() {
  return <PolicyStudio previewLabels={await previewLabels()} />;
}

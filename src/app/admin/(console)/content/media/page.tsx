import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MediaLibrary } from '@/components/studio/media-library';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: 'ko', namespace: 'studio.media' });
  return { title: t('title') };
}

export default function Page() {
  return <MediaLibrary />;
}

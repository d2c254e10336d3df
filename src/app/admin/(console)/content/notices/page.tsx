import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { noticePreviewLabels } from '@/components/studio/notice-preview-labels';
import { NoticeStudio } from '@/components/studio/notice-studio';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: 'ko', namespace: 'studio.notices' });
  return { title: t('title') };
}

export default async function Page() {
  return <NoticeStudio labels={await noticePreviewLabels()} />;
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { adminPageMetadata } from '@/components/admin/admin-messages';
import { AuthCard } from '@/components/admin/auth-card';
import { EnrolFlow } from '@/components/admin/enrol-flow';

export function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata('enrol');
}

export default async function Page() {
  const t = await getTranslations({ locale: 'ko', namespace: 'admin.enrol' });
  return (
    <AuthCard title={t('title')} lead={t('lead')}>
      <EnrolFlow />
    </AuthCard>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { adminPageMetadata } from '@/components/admin/admin-messages';
import { AuthCard } from '@/components/admin/auth-card';
import { OwnerSetupForm } from '@/components/admin/owner-setup-form';

export function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata('setup');
}

export default async function Page() {
  const t = await getTranslations({ locale: 'ko', namespace: 'admin.setup' });
  return (
    <AuthCard title={t('title')} lead={t('lead')}>
      <OwnerSetupForm />
    </AuthCard>
  );
}

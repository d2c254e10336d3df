import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { adminPageMetadata } from '@/components/admin/admin-messages';
import { AuthCard } from '@/components/admin/auth-card';
import { AdminSignInForm } from '@/components/admin/sign-in-form';

export function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata('signIn');
}

export default async function Page() {
  const t = await getTranslations({ locale: 'ko', namespace: 'admin.signIn' });
  return (
    <AuthCard title={t('title')} lead={t('lead')}>
      <Suspense>
        <AdminSignInForm />
      </Suspense>
    </AuthCard>
  );
}

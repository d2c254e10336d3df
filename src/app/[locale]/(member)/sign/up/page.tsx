import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/layout/page-header';
import styles from '@/components/members/members.module.css';
import { SignInAside } from '@/components/members/sign-in-aside';
import { SignUpFlow } from '@/components/members/sign-up-flow';
import { koreanOnlyParams, localeParams } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await localeParams(params);
  return pageMetadata({ locale, path: '/sign/up' });
}

export default async function Page({ params }: Props) {
  const { locale } = await koreanOnlyParams(params);
  setRequestLocale(locale);
  const t = await getTranslations('common.nav');
  return (
    <>
      <PageHeader title={t('signUp')} />
      <div className={`container ${styles.page} ${styles.signUpLayout}`}>
        <div>
          <SignUpFlow />
        </div>
        <SignInAside page="signUp" />
      </div>
    </>
  );
}

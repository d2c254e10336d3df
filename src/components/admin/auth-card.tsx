import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import pageStyles from '../console-kit/page.module.css';
import authStyles from './auth.module.css';

/** The signed-out console pages (sign-in, TOTP enrolment): one centred card. */
export async function AuthCard({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale: 'ko', namespace: 'admin.shell' });
  return (
    <>
      <a href="#admin-main" className={pageStyles.skip}>
        {t('skip')}
      </a>
      <main id="admin-main" className={authStyles.authPage} tabIndex={-1}>
        <div className={authStyles.authCard}>
          <p className={authStyles.authBrand}>{t('brand')}</p>
          <h1 className={pageStyles.pageTitle}>{title}</h1>
          <p className={pageStyles.pageLead}>{lead}</p>
          {children}
        </div>
      </main>
    </>
  );
}

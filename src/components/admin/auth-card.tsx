import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import styles from './admin.module.css';

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
      <a href="#admin-main" className={styles.skip}>
        {t('skip')}
      </a>
      <main id="admin-main" className={styles.authPage} tabIndex={-1}>
        <div className={styles.authCard}>
          <p className={styles.authBrand}>{t('brand')}</p>
          <h1 className={styles.pageTitle}>{title}</h1>
          <p className={styles.pageLead}>{lead}</p>
          {children}
        </div>
      </main>
    </>
  );
}

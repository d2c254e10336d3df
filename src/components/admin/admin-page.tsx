'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { can, homeOf, type Permission } from '@/schemas/admin-rules';
import styles from './admin.module.css';
import { useStaffProfile } from './staff-context';

/**
 * A console page: its heading and actions, and a clear "no permission" state for a role that may
 * not use it (the API answers 403 anyway).
 */
export function AdminPage({
  title,
  permission,
  actions,
  lead,
  children,
}: {
  title: string;
  permission: Permission;
  actions?: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('admin');
  const staff = useStaffProfile();
  if (!can(staff.role, permission)) {
    return (
      <section className={styles.page} aria-labelledby="admin-page-title">
        <h1 id="admin-page-title" className={styles.pageTitle}>
          {title}
        </h1>
        <div className={styles.denied} data-no-permission="">
          <p className={styles.deniedTitle}>{t('denied.title')}</p>
          <p>{t('denied.body', { role: t(`roles.${staff.role}`) })}</p>
          <a href={homeOf(staff.role)} className={styles.secondaryButton}>
            {t('denied.home')}
          </a>
        </div>
      </section>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="admin-page-title">
      <div className={styles.pageHead}>
        <div>
          <h1 id="admin-page-title" className={styles.pageTitle}>
            {title}
          </h1>
          {lead ? <p className={styles.pageLead}>{lead}</p> : null}
        </div>
        {actions ? <div className={styles.pageActions}>{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

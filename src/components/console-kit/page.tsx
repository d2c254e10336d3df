'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { homeOf, type Permission, staffMay, staffMayOutsideEvents } from '@/schemas/admin-rules';
import buttonStyles from './button.module.css';
import styles from './page.module.css';
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
  outsideEvents = false,
  children,
}: {
  title: string;
  permission: Permission;
  /** The page is about no one event (a new event): an account limited to events may not use it. */
  outsideEvents?: boolean;
  actions?: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('admin');
  const staff = useStaffProfile();
  const allowed = outsideEvents ? staffMayOutsideEvents(staff, permission) : staffMay(staff, permission);
  if (!allowed) {
    return (
      <section className={styles.page} aria-labelledby="admin-page-title">
        <h1 id="admin-page-title" className={styles.pageTitle}>
          {title}
        </h1>
        <div className={styles.denied} data-no-permission="">
          <p className={styles.deniedTitle}>{t('denied.title')}</p>
          <p>
            {staff.eventIds !== null && staffMay({ ...staff, eventIds: null }, permission)
              ? t('denied.scopedBody')
              : t('denied.body', { role: t(`roles.${staff.role}`) })}
          </p>
          <a href={homeOf(staff.role)} className={buttonStyles.secondaryButton}>
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

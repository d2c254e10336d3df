'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect } from 'react';
import { useDrawer } from '@/lib/client/use-drawer';
import { staffMay } from '@/schemas/admin-rules';
import { ADMIN_SIGN_IN, adminFetch, forgetTokens } from '../console-kit/api';
import pageStyles from '../console-kit/page.module.css';
import { StaffContext } from '../console-kit/staff-context';
import { ADMIN_NAV, isCurrentSection } from './admin-nav';
import styles from './admin-shell.module.css';
import { clearDoor } from './door-queue';
import { useStaff } from './use-staff';

const DRAWER_QUERY = '(max-width: 991px)';

/**
 * The console's frame: skip link, top bar with the signed-in staff member and sign-out, and the side
 * navigation (a static column on wide screens; a focus-trapped drawer on phones).
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const t = useTranslations('admin');
  const state = useStaff();
  const router = useRouter();
  const pathname = usePathname();
  const { open, setOpen, close, panelRef, openerRef } = useDrawer();

  useEffect(() => {
    if (state.status === 'signedOut')
      router.replace(
        `${ADMIN_SIGN_IN}?next=${encodeURIComponent(window.location.pathname + window.location.search)}`,
      );
    if (state.status === 'enrolment') router.replace('/admin/enrol');
  }, [state.status, router]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the drawer.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    const query = window.matchMedia(DRAWER_QUERY);
    const onChange = () => {
      if (!query.matches) setOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [setOpen]);

  const signOut = async () => {
    try {
      await adminFetch('/api/admin/auth/logout', { method: 'POST', body: '{}' });
    } finally {
      forgetTokens();
      // The door's sealed list, queues and kept identity go with the session (decision 036).
      await clearDoor();
      window.location.assign(ADMIN_SIGN_IN);
    }
  };

  if (state.status !== 'signedIn') {
    return (
      <div className={styles.boot} role="status" aria-live="polite">
        {t('shell.loading')}
      </div>
    );
  }
  const { staff } = state;
  const items = ADMIN_NAV.filter((item) => staffMay(staff, item.permission));

  return (
    <StaffContext.Provider value={staff}>
      <a href="#admin-main" className={pageStyles.skip}>
        {t('shell.skip')}
      </a>
      <div className={styles.frame}>
        <header className={styles.topBar}>
          <button
            ref={openerRef}
            type="button"
            className={styles.menuButton}
            aria-expanded={open}
            aria-controls="admin-nav"
            onClick={() => setOpen(true)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
            </svg>
            <span className="visually-hidden">{t('shell.openMenu')}</span>
          </button>
          <Link href="/admin" className={styles.brand}>
            {t('shell.brand')}
          </Link>
          <div className={styles.who}>
            <span className={styles.whoName} data-staff-name="">
              {staff.name}
            </span>
            <span className={styles.roleBadge} data-role={staff.role}>
              {t(`roles.${staff.role}`)}
            </span>
            {staff.eventIds ? (
              <span className={styles.roleBadge} data-scoped={staff.eventIds.length}>
                {t('shell.scoped', { count: staff.eventIds.length })}
              </span>
            ) : null}
            <button type="button" className={styles.ghostButton} onClick={signOut} data-sign-out="">
              {t('shell.signOut')}
            </button>
          </div>
        </header>
        {open ? <div className={styles.backdrop} onClick={close} aria-hidden="true" /> : null}
        <div
          ref={panelRef}
          id="admin-nav"
          className={styles.side}
          data-open={open ? 'true' : 'false'}
          {...(open
            ? { role: 'dialog', 'aria-modal': true, 'aria-label': t('shell.menu'), tabIndex: -1 }
            : {})}
        >
          {open ? (
            <div className={styles.drawerHead}>
              <p className={styles.drawerWho}>
                {staff.name}
                <span>{t(`roles.${staff.role}`)}</span>
              </p>
              <button type="button" className={styles.drawerClose} onClick={close}>
                <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                  <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" />
                </svg>
                <span className="visually-hidden">{t('shell.closeMenu')}</span>
              </button>
            </div>
          ) : null}
          <nav aria-label={t('shell.menu')}>
            <ul className={styles.navList}>
              {items.map((item) => (
                <li key={item.key}>
                  <Link
                    href={item.href}
                    className={styles.navLink}
                    aria-current={isCurrentSection(pathname, item.href) ? 'page' : undefined}
                  >
                    {t(`nav.${item.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <a href="/" className={styles.sideLink}>
            {t('shell.toSite')}
          </a>
        </div>
        <main id="admin-main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
    </StaffContext.Provider>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { type RefObject, useId, useState } from 'react';
import { useSession } from '@/components/members/session-provider';
import { useRouter } from '@/i18n/navigation';
import {
  currentGroup,
  groupItems,
  NAV_GROUPS,
  type NavGroupKey,
  pageCurrent,
  sectionCurrent,
} from './nav-items';
import { copyText, detectShareMode, errorText, type ShareMode, sharePage } from './share';
import { ShellLink } from './shell-link';
import { useShellMenus } from './shell-menu';
import styles from './side-menu.module.css';

const EXTRA_LINKS = [
  { path: '/faq', labelKey: 'faq' },
  { path: '/contact', labelKey: 'contact' },
] as const;

/**
 * The full menu (spec §2 "Header", §4 "Side menu"): a modal dialog opened by the header's menu
 * button, whose drawer behaviour (`useDrawer`: scroll lock, focus trap, Escape) the header holds.
 */
export function SideMenu({
  open,
  onClose,
  panelRef,
  pathname,
}: {
  open: boolean;
  onClose: () => void;
  panelRef: RefObject<HTMLDivElement | null>;
  pathname: string;
}) {
  const t = useTranslations('common');
  const session = useSession();
  const router = useRouter();
  const titleId = useId();
  // Mounted in the browser only, at the menu's first opening (the header loads it then): the share
  // button is there in the first frame, so the drawer focuses the same first control as ever.
  const [shareMode] = useState<ShareMode>(detectShareMode);
  const { exhibitions, designThemes } = useShellMenus();
  const [expanded, setExpanded] = useState<NavGroupKey | null>(() =>
    currentGroup(pathname, exhibitions, designThemes),
  );

  if (!open) return null;

  const shareTitle = t('meta.defaultTitle');
  const onShare = async () => {
    try {
      await sharePage(shareMode, shareTitle);
    } catch (error) {
      window.alert(t('share.messengerFailed', { error: errorText(error) }));
    }
  };
  const onCopy = async () => {
    try {
      await copyText(window.location.href);
      window.alert(t('share.copied'));
    } catch {
      window.alert(t('share.copyFailed'));
    }
  };
  // Spec §4 "Logout" from the side menu: go to / first, then close the menu, then log out.
  const onLogout = async () => {
    router.push('/');
    onClose();
    await session.logout();
  };

  return (
    <>
      <div className={styles.backdrop} data-side-menu-backdrop="" onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        id="side-menu"
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.top}>
          <h2 id={titleId} className="visually-hidden">
            {t('a11y.sideMenu')}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={t('a11y.closeMenu')}
            data-side-menu-close=""
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>

        {session.status === 'signedIn' && session.user ? (
          <ShellLink href="/my" className={styles.greeting} data-greeting="">
            {t('sideMenu.greeting', { name: session.user.name })}
          </ShellLink>
        ) : (
          <p className={styles.greeting}>{t('sideMenu.greetingGuest')}</p>
        )}

        <nav aria-label={t('a11y.sideMenu')}>
          <ul className={styles.list}>
            <li>
              <ShellLink href="/" className={styles.link} aria-current={pageCurrent(pathname, '/')}>
                {t('nav.home')}
              </ShellLink>
            </li>
            {NAV_GROUPS.map(({ key, labelKey }) => {
              const isOpen = expanded === key;
              const subId = `side-menu-${key}`;
              const label = t(`nav.${labelKey}`);
              return (
                <li key={key}>
                  <button
                    type="button"
                    className={styles.link}
                    aria-expanded={isOpen}
                    aria-controls={subId}
                    onClick={() => setExpanded(isOpen ? null : key)}
                  >
                    {label}
                    <svg
                      className={styles.chevron}
                      viewBox="0 0 12 12"
                      width="12"
                      height="12"
                      aria-hidden="true"
                    >
                      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
                    </svg>
                  </button>
                  <ul id={subId} className={styles.sub} hidden={!isOpen}>
                    {groupItems(key, exhibitions, designThemes).map((item) => (
                      <li key={item.path}>
                        <ShellLink href={item.path} aria-current={pageCurrent(pathname, item.path)}>
                          {item.label ?? t(`nav.${item.labelKey}`, item.values)}
                        </ShellLink>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
            <li>
              <ShellLink
                href="/event"
                className={styles.link}
                aria-current={sectionCurrent(pathname, '/event')}
              >
                {t('nav.event')}
              </ShellLink>
            </li>
            {EXTRA_LINKS.map((item) => (
              <li key={item.path}>
                <ShellLink
                  href={item.path}
                  className={styles.link}
                  aria-current={pageCurrent(pathname, item.path)}
                >
                  {t(`nav.${item.labelKey}`)}
                </ShellLink>
              </li>
            ))}
          </ul>
        </nav>

        {/* after the menu: the drawer opens on the way round the site, not on "URL 복사" (the seventh review) */}
        {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not form controls */}
        <div className={styles.share} role="group" aria-label={t('sideMenu.share')}>
          {shareMode !== 'none' ? (
            <button type="button" className={styles.pill} onClick={onShare} data-share-button="">
              {t(shareMode === 'kakao' ? 'sideMenu.shareMessenger' : 'sideMenu.shareNative')}
            </button>
          ) : null}
          <button type="button" className={styles.pill} onClick={onCopy} data-copy-url="">
            {t('sideMenu.copyUrl')}
          </button>
        </div>

        <div className={styles.account}>
          {session.status === 'signedOut' ? (
            <ShellLink href="/sign/in" className={styles.accountButton} data-login-link="">
              {t('sideMenu.login')}
            </ShellLink>
          ) : null}
          {session.status === 'signedIn' ? (
            <button type="button" className={styles.accountButton} onClick={onLogout} data-logout-button="">
              {t('sideMenu.logout')}
            </button>
          ) : null}
        </div>
      </div>
    </>
  );
}

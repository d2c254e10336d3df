import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { SessionProvider } from '@/components/members/session-provider';
import type { Locale } from '@/i18n/routing';
import { AnalyticsScripts } from './analytics-scripts';
import { DebugMode } from './debug-mode';
import { Footer } from './footer';
import { Header } from './header';
import headerStyles from './header.module.css';
import { HydrationMark } from './hydration-mark';
import { LoadingOverlay } from './loading-overlay';
import type { NavItem } from './nav-items';
import { NoticePopups } from './notice-popups';
import { PopupController } from './popup-controller';
import { ScrollManager } from './scroll-manager';
import { ShellMenuProvider } from './shell-menu';
import styles from './site-shell.module.css';

/** The frame of every page: skip link, header (with the side menu), main, footer, the page behaviours and the live notices' popups. */
export function SiteShell({
  locale,
  menu,
  children,
}: {
  locale: Locale;
  /** The published editions, newest first (the menus' exhibition entries), and the promoted one's page (decision 014). */
  menu: { items: NavItem[]; promotedPath: string | undefined; designThemes: NavItem[] };
  children: ReactNode;
}) {
  const t = useTranslations('common.a11y');
  const nav = useTranslations('common.nav');
  return (
    <SessionProvider>
      <ShellMenuProvider exhibitions={menu.items} designThemes={menu.designThemes}>
        <div id="top" tabIndex={-1} className={styles.top} />
        <a href="#main" className={styles.skipLink} data-skip-link="">
          {t('skipToContent')}
        </a>
        {/* A notice is a card at the foot of the screen, but first in the tab order after the skip link;
            the status line, there from the start, is where its arrival is announced (decision 063). */}
        <p id="notice-status" role="status" className="visually-hidden" data-notice-status="" />
        <NoticePopups />
        <Header
          locale={locale}
          memberLink={
            // A signed-in member's way to My page (the sixth review: the header never showed one was
            // signed in), shown by CSS on the session's mark; a plain link: My page is Korean only
            <a href="/my" className={headerStyles.myLink} data-header-my="">
              <span className={headerStyles.myLabel}>{nav('my')}</span>
            </a>
          }
        />
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <Footer exhibitionPath={menu.promotedPath} />
        <LoadingOverlay />
        <ScrollManager />
        <PopupController />
        <DebugMode />
        <AnalyticsScripts />
        <HydrationMark />
      </ShellMenuProvider>
    </SessionProvider>
  );
}

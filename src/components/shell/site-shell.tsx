import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { SessionProvider } from '@/components/members/session-provider';
import type { Locale } from '@/i18n/routing';
import { AnalyticsScripts } from './analytics-scripts';
import { DebugMode } from './debug-mode';
import { Footer } from './footer';
import { Header } from './header';
import { LoadingOverlay } from './loading-overlay';
import { PopupController } from './popup-controller';
import { ScrollManager } from './scroll-manager';
import styles from './site-shell.module.css';

/** The frame of every page: skip link, header (with the side menu), main, footer and the page behaviours. */
export function SiteShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = useTranslations('common.a11y');
  return (
    <SessionProvider>
      <div id="top" tabIndex={-1} className={styles.top} />
      <a href="#main" className={styles.skipLink} data-skip-link="">
        {t('skipToContent')}
      </a>
      <Header locale={locale} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
      <LoadingOverlay />
      <ScrollManager />
      <PopupController />
      <DebugMode />
      <AnalyticsScripts />
    </SessionProvider>
  );
}

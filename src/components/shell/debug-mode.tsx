'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { applyConsolePolicy, initDebugMode } from '@/lib/client/debug';
import styles from './page-behaviours.module.css';

/** `?debug` turns debug mode on for the tab: a visible badge, the console kept, analytics calls logged. */
export function DebugMode() {
  const t = useTranslations('common.debug');
  const pathname = usePathname();
  const [debug, setDebug] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read the query on every page
  useEffect(() => {
    const on = initDebugMode(window.location.search);
    applyConsolePolicy(process.env.NODE_ENV === 'production');
    setDebug(on);
  }, [pathname]);

  return debug ? (
    <p className={styles.debugBadge} data-debug-badge="">
      {t('on')}
    </p>
  ) : null;
}

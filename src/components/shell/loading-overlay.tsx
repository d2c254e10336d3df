'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { timing } from '@/config/design-tokens';
import styles from './page-behaviours.module.css';

/** An internal link click that leads to another page (not a new tab, a download or a same-page hash). */
function isPageNavigation(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link?.href || link.hasAttribute('download')) return false;
  if (link.target && link.target !== '_self') return false;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || !url.protocol.startsWith('http')) return false;
  if (url.pathname.startsWith('/api/')) return false;
  return url.pathname !== window.location.pathname;
}

/** Spec §2 "Other screen behaviour" / §9: a loading overlay during route changes, forced off after 1 s. */
export function LoadingOverlay() {
  const t = useTranslations('common.a11y');
  const pathname = usePathname();
  const [visible, setVisible] = useState(false);
  const lastPath = useRef(pathname);
  const overlayRef = useRef<HTMLDivElement>(null);
  const timer = useRef(0);

  // NOTE: shown and hidden in the DOM straight away as well as in state: the navigation's own rendering
  // (a transition) can hold back React's commit, and the 1 s limit runs from the click.
  const hide = useCallback(() => {
    window.clearTimeout(timer.current);
    overlayRef.current?.setAttribute('hidden', '');
    document.getElementById('main')?.removeAttribute('aria-busy');
    setVisible(false);
  }, []);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isPageNavigation(event)) return;
      overlayRef.current?.removeAttribute('hidden');
      document.getElementById('main')?.setAttribute('aria-busy', 'true');
      setVisible(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(hide, timing.loadingOverlayMaxMs);
    };
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.clearTimeout(timer.current);
    };
  }, [hide]);

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    hide();
  }, [pathname, hide]);

  return (
    <>
      <div ref={overlayRef} className={styles.overlay} data-loading-overlay="" hidden={!visible}>
        <span className={styles.spinner} aria-hidden="true" />
      </div>
      <p className="visually-hidden" role="status">
        {visible ? t('loading') : ''}
      </p>
    </>
  );
}

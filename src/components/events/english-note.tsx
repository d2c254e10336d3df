'use client';

import NextLink from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { FROM_ENGLISH_PARAM, FROM_ENGLISH_VALUE } from '@/i18n/routing';
import styles from './english-note.module.css';

/**
 * For an English visitor on the Korean-only pages (event, sign, my): a short note in English that
 * the page is in Korean only, and the way back to `/en`. Shown when the address carries `?from=en`
 * (the English site's Event links, the `/en/event…` redirect) or when the language cookie says
 * English (`prefersEnglish`). Rendered on the server (no shift on arrival) by the Korean-only
 * sections' layout; closing it also drops the flag from the address, so a reload or a shared link
 * does not repeat it (the cookie's note comes back on the next page the server renders).
 */
export function EnglishNote({
  prefersEnglish,
  text,
  back,
  dismiss,
}: {
  prefersEnglish: boolean;
  text: string;
  back: string;
  dismiss: string;
}) {
  const fromEnglish = useSearchParams().get(FROM_ENGLISH_PARAM) === FROM_ENGLISH_VALUE;
  const [open, setOpen] = useState(true);
  if (!open || !(prefersEnglish || fromEnglish)) return null;
  const close = () => {
    setOpen(false);
    const url = new URL(window.location.href);
    url.searchParams.delete(FROM_ENGLISH_PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  };
  return (
    <aside lang="en" className={styles.englishNote} data-testid="english-note" aria-label={back}>
      <div className={`container ${styles.englishNoteInner}`}>
        <p>{text}</p>
        <div className={styles.englishNoteActions}>
          <NextLink href="/en" className={styles.englishNoteBack}>
            {back}
          </NextLink>
          <button type="button" className={styles.englishNoteClose} onClick={close} aria-label={dismiss}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.6" fill="none" />
            </svg>
          </button>
        </div>
      </div>
    </aside>
  );
}

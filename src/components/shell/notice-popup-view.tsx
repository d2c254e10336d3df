'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import type { PublicNotice } from '@/schemas/notices';
import { browserStore, hideForToday } from './notice-dismissals';
import { Popup } from './popup';
import styles from './popup.module.css';
import { openPopup, type PopupCloseKind } from './popup-controller';

/**
 * The notices' popups, fetched by `NoticePopups` only when a page has a notice to show (issue 53:
 * most page views have none, and the popup's markup and styles stay off their first load).
 * `notices`: the live notices not hidden today, shown one after another.
 */
export function NoticeQueue({
  notices,
  onShown,
}: {
  notices: PublicNotice[];
  onShown: (title: string) => void;
}) {
  const [queue, setQueue] = useState(notices);
  const closed = useCallback((id: string) => setQueue((q) => q.filter((n) => n.id !== id)), []);
  const current = queue[0];
  return current ? (
    <NoticePopup key={current.id} notice={current} onClosed={closed} onShown={onShown} />
  ) : null;
}

/**
 * One notice's popup as the public page opens it, for its preview link (issue 49): it opens on
 * arrival and again from the button; closing it remembers nothing ("don't show again today" stays
 * the public popup's own).
 */
export function NoticePopupPreview({ notice, reopenLabel }: { notice: PublicNotice; reopenLabel: string }) {
  const [round, setRound] = useState(1);
  const [open, setOpen] = useState(true);
  const closed = useCallback(() => setOpen(false), []);
  return (
    <>
      <button
        type="button"
        className={styles.primary}
        data-notice-reopen=""
        onClick={() => {
          setRound((r) => r + 1);
          setOpen(true);
        }}
      >
        {reopenLabel}
      </button>
      {open ? <NoticePopup key={round} notice={notice} onClosed={closed} preview /> : null}
    </>
  );
}

function NoticePopup({
  notice,
  onClosed,
  onShown,
  preview = false,
}: {
  notice: PublicNotice;
  onClosed: (id: string) => void;
  /** Told the notice's title once it shows (the page's status line announces it). */
  onShown?: (title: string) => void;
  /** A preview link's popup: its own id beside the live popups, and no "hidden today" kept. */
  preview?: boolean;
}) {
  const t = useTranslations('common.notices');
  const popupId = `notice-${preview ? 'preview-' : ''}${notice.id}`;

  useEffect(() => {
    const el = document.querySelector<HTMLElement>(`[data-popup="${popupId}"]`);
    if (!el) return;
    const onClose = (event: Event) => {
      const { kind } = (event as CustomEvent<{ kind: PopupCloseKind }>).detail;
      if (kind === 'cancel' && !preview) hideForToday(browserStore(), notice.id, new Date());
      onClosed(notice.id);
    };
    el.addEventListener('popup:close', onClose);
    openPopup(popupId);
    onShown?.(notice.title);
    return () => el.removeEventListener('popup:close', onClose);
  }, [popupId, notice.id, notice.title, onClosed, onShown, preview]);

  return (
    <Popup
      id={popupId}
      title={notice.title}
      actions={['cancel', 'confirm']}
      cancelLabel={t('hideToday')}
      modal={false}
    >
      {notice.body ? (
        <div
          className={styles.richText}
          data-notice-body=""
          // biome-ignore lint/security/noDangerouslySetInnerHtml: allow-list sanitised on the server (rich-text.ts), on save and on read.
          dangerouslySetInnerHTML={{ __html: notice.body }}
        />
      ) : null}
    </Popup>
  );
}

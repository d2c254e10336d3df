'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import type { PublicNotice } from '@/schemas/notices';
import { browserStore, hideForToday } from './notice-dismissals';
import { Popup, popupBodyId } from './popup';
import styles from './popup.module.css';
import { CLOSERS, closeKindOf, type PopupCloseKind } from './popup-controller';

/**
 * The notices' popups, fetched by `NoticePopups` only when a page has a notice to show (issue 53:
 * most page views have none, and the popup's markup and styles stay off their first load).
 * `notices`: the live notices not hidden today, shown one after another.
 */
export function NoticeQueue({ notices }: { notices: PublicNotice[] }) {
  const [queue, setQueue] = useState(notices);
  const closed = useCallback((id: string) => setQueue((q) => q.filter((n) => n.id !== id)), []);
  const current = queue[0];
  return current ? <NoticePopup key={current.id} notice={current} onClosed={closed} /> : null;
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

/**
 * One notice as a card at the foot of the screen (decision 063). It opens and closes itself, so the
 * shell's popup code, on every page's first load, carries none of it (issue 53): opened by its
 * attribute, as `show()` runs the dialog's focusing steps and moved the focus into it; its buttons
 * and Escape (while no modal, the side menu included, is open above it) close it; closed from within, the focus goes on to
 * the page's content. Its arrival is announced on the shell's status line (`#notice-status`). It
 * opens folded to its title and unfolds from its "details" button (popup.module.css).
 */
function NoticePopup({
  notice,
  onClosed,
  preview = false,
}: {
  notice: PublicNotice;
  onClosed: (id: string) => void;
  /** A preview link's popup: its own id beside the live popups, and no "hidden today" kept. */
  preview?: boolean;
}) {
  const t = useTranslations('common.notices');
  const popup = useTranslations('common.popup');
  const popupId = `notice-${preview ? 'preview-' : ''}${notice.id}`;
  const shown = t('shown', { title: notice.title });

  useEffect(() => {
    const el = document.querySelector<HTMLDialogElement>(`dialog[data-popup="${popupId}"]`);
    if (!el) return;
    let kind: PopupCloseKind = 'escape';
    const close = (how: PopupCloseKind) => {
      kind = how;
      const hadFocus = el.contains(document.activeElement);
      el.close();
      if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true });
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const expand = target?.closest<HTMLElement>('[data-popup-expand]');
      if (expand) {
        const open = expand.getAttribute('aria-expanded') !== 'true';
        expand.setAttribute('aria-expanded', String(open));
        el.toggleAttribute('data-expanded', open);
        return;
      }
      const closer = target?.closest(CLOSERS);
      if (closer) close(closeKindOf(closer));
    };
    const onKey = (event: KeyboardEvent) => {
      // a modal above it (a native one, or the side menu's drawer) takes this Escape for itself
      if (event.key === 'Escape' && el.open && !document.querySelector('dialog:modal, [aria-modal="true"]'))
        close('escape');
    };
    const onClose = () => {
      if (kind === 'cancel' && !preview) hideForToday(browserStore(), notice.id, new Date());
      onClosed(notice.id);
    };
    el.addEventListener('click', onClick);
    el.addEventListener('close', onClose);
    document.addEventListener('keydown', onKey);
    el.setAttribute('open', '');
    const status = document.getElementById('notice-status');
    if (status) status.textContent = shown;
    return () => {
      el.removeEventListener('click', onClick);
      el.removeEventListener('close', onClose);
      document.removeEventListener('keydown', onKey);
    };
  }, [popupId, notice.id, shown, onClosed, preview]);

  return (
    <Popup
      id={popupId}
      title={notice.title}
      actions={['cancel', 'confirm']}
      cancelLabel={t('hideToday')}
      modal={false}
      headExtra={
        // The card opens folded to its title (decisions 065 and 073); this unfolds it.
        <button
          type="button"
          className={styles.expand}
          data-popup-expand=""
          aria-expanded="false"
          aria-controls={popupBodyId(popupId)}
        >
          {popup('expand')}
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M6 15l6-6 6 6" stroke="currentColor" strokeWidth="2" fill="none" />
          </svg>
        </button>
      }
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

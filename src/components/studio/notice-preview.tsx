'use client';

import { type MouseEvent, useEffect, useRef } from 'react';
import { Popup } from '../shell/popup';
import popupStyles from '../shell/popup.module.css';
import type { NoticePreviewLabels } from './notice-preview-labels';
import { previewHtml } from './preview-html';

const CLOSERS = '[data-popup-close], [data-popup-confirm], [data-popup-cancel]';

/**
 * The public popup (the same component, markup and styles) with the form's current text in one
 * language, English falling back to Korean as the public answer does. Opens as a modal; its
 * buttons and Escape close it, and focus returns to the button that opened it.
 */
export function NoticePreview({
  lang,
  title,
  body,
  labels,
  open,
  onClose,
}: {
  lang: 'ko' | 'en';
  title: string;
  body: string;
  labels: NoticePreviewLabels;
  open: boolean;
  onClose: () => void;
}) {
  const wrap = useRef<HTMLDivElement>(null);
  const popupId = `notice-preview-${lang}`;

  useEffect(() => {
    const dialog = wrap.current?.querySelector('dialog');
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, [open, onClose]);

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest(CLOSERS)) wrap.current?.querySelector('dialog')?.close();
  };

  const l = labels[lang];
  const html = open ? previewHtml(body) : '';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: clicks come from the popup's own buttons (keyboard activates them too).
    <div ref={wrap} onClick={onClick} lang={lang} data-notice-preview={lang}>
      <Popup
        id={popupId}
        title={title}
        actions={['cancel', 'confirm']}
        cancelLabel={l.hideToday}
        confirmLabel={l.confirm}
        closeLabel={l.close}
      >
        {html ? (
          <div
            className={popupStyles.richText}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: reduced to the server's allow-list by previewHtml (an inert DOMParser document).
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : null}
      </Popup>
    </div>
  );
}

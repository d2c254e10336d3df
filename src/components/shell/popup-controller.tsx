'use client';

import { useEffect } from 'react';
import { focusableIn, trapFocus } from '@/lib/client/focus-trap';

export type PopupCloseKind = 'close' | 'confirm' | 'cancel' | 'escape';

/** A popup's closing buttons, and the answer each gives (notice cards read them too). */
export const CLOSERS = '[data-popup-close], [data-popup-confirm], [data-popup-cancel]';
export const closeKindOf = (closer: Element): PopupCloseKind =>
  closer.hasAttribute('data-popup-confirm')
    ? 'confirm'
    : closer.hasAttribute('data-popup-cancel')
      ? 'cancel'
      : 'close';

type OpenPopup = { opener: HTMLElement | null; release?: () => void; kind?: PopupCloseKind };
const openPopups = new Map<HTMLElement, OpenPopup>();

function finish(el: HTMLElement, kind: PopupCloseKind) {
  const entry = openPopups.get(el);
  if (!entry) return;
  openPopups.delete(el);
  entry.release?.();
  el.dispatchEvent(new CustomEvent('popup:close', { detail: { kind } }));
  if (entry.opener?.isConnected) entry.opener.focus();
}

export function openPopup(id: string, opener: HTMLElement | null = null) {
  const el = document.querySelector<HTMLElement>(`[data-popup="${CSS.escape(id)}"]`);
  if (!el || openPopups.has(el)) return;
  openPopups.set(el, { opener });
  if (el instanceof HTMLDialogElement) {
    el.showModal();
  } else {
    // Non-dialog popups: shown, focus trapped by hand.
    el.hidden = false;
    el.dataset.open = 'true';
    const entry = openPopups.get(el);
    if (entry) entry.release = trapFocus(el);
  }
  // A dialog takes the focus itself: on arrival the close button had it, its focus ring heavy over
  // the home page's first screen (the fifth review); Tab reaches the buttons from there.
  (el instanceof HTMLDialogElement ? el : (focusableIn(el)[0] ?? el)).focus();
}

export function closePopup(el: HTMLElement, kind: PopupCloseKind) {
  const entry = openPopups.get(el);
  if (!entry) return;
  entry.kind = kind;
  if (el instanceof HTMLDialogElement) {
    el.close(kind); // `close` event → finish()
  } else {
    el.hidden = true;
    delete el.dataset.open;
    finish(el, kind);
  }
}

/** The global popup opener (spec §2): mounted once by the site shell. */
export function PopupController() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target) return;
      const opener = target.closest<HTMLElement>('[data-popup-open]');
      if (opener) {
        event.preventDefault();
        openPopup(opener.dataset.popupOpen ?? '', opener);
        return;
      }
      const closer = target.closest<HTMLElement>(CLOSERS);
      const popup = closer?.closest<HTMLElement>('[data-popup]');
      if (closer && popup) {
        closePopup(popup, closeKindOf(closer));
      }
    };
    // Native dialogs close themselves on Escape; `close` does not bubble, so listen in the capture phase.
    const onClose = (event: Event) => {
      const el = event.target;
      if (el instanceof HTMLDialogElement && el.hasAttribute('data-popup')) {
        finish(el, openPopups.get(el)?.kind ?? 'escape');
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      for (const el of openPopups.keys()) {
        if (!(el instanceof HTMLDialogElement)) closePopup(el, 'escape');
      }
    };
    document.addEventListener('click', onClick);
    document.addEventListener('close', onClose, true);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('close', onClose, true);
      document.removeEventListener('keydown', onKey);
    };
  }, []);
  return null;
}

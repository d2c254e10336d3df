import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import styles from './popup.module.css';

type PopupAction = 'cancel' | 'confirm';

/** The id of a popup's body, for a control in its head that shows or hides it (`aria-controls`). */
export const popupBodyId = (id: string) => `popup-${id}-body`;

/**
 * A popup (native `<dialog>`). Modal: any element with `data-popup-open="<id>"` opens it, through
 * the shell's `PopupController`; elements inside with `data-popup-close`, `data-popup-confirm` or
 * `data-popup-cancel`, and Escape, close it. The dialog then emits `popup:close` with
 * `detail.kind` ('close' | 'confirm' | 'cancel' | 'escape') for code that needs the answer. Not
 * modal (`modal={false}`), a card its own code opens, unfolds and closes (notice-popup-view.tsx).
 */
export function Popup({
  id,
  title,
  children,
  actions = ['confirm'],
  cancelLabel,
  confirmLabel,
  closeLabel,
  modal = true,
  headExtra,
}: {
  id: string;
  title: string;
  children: ReactNode;
  actions?: PopupAction[];
  cancelLabel?: string;
  confirmLabel?: string;
  /** The close button's name (the console's preview shows another language's popup). */
  closeLabel?: string;
  /**
   * False for a card at the foot of the screen that leaves the page usable behind it and keeps the
   * focus where it was (a notice: the fifth review read the first-visit modal as covering the hero).
   */
  modal?: boolean;
  /** Beside the title, before the close button (a notice card's "details" button on a phone). */
  headExtra?: ReactNode;
}) {
  const t = useTranslations('common.popup');
  const titleId = `popup-${id}-title`;
  return (
    // tabIndex: the dialog itself takes the focus when it opens (popup-controller.tsx), so its title
    // is announced and no button shows a focus ring before the visitor has pressed a key.
    <dialog
      className={modal ? styles.popup : `${styles.popup} ${styles.card}`}
      data-popup={id}
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {headExtra}
        <button
          type="button"
          className={styles.close}
          data-popup-close=""
          aria-label={closeLabel ?? t('close')}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      <div className={styles.body} id={popupBodyId(id)}>
        {children}
      </div>
      {actions.length > 0 ? (
        <div className={styles.actions}>
          {actions.includes('cancel') ? (
            <button type="button" className={styles.secondary} data-popup-cancel="">
              {cancelLabel ?? t('cancel')}
            </button>
          ) : null}
          {actions.includes('confirm') ? (
            <button type="button" className={styles.primary} data-popup-confirm="">
              {confirmLabel ?? t('confirm')}
            </button>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}

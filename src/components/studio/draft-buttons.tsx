'use client';

import { useTranslations } from 'next-intl';
import buttonStyles from '../console-kit/button.module.css';
import pageStyles from '../console-kit/page.module.css';

/**
 * A studio draft's buttons: show or hide the preview, save as a draft, publish (or schedule, when a
 * publish time is set; the form's submit), and cancel. The labels are the screen's own (`namespace`);
 * `draftLabel` names the draft save where it means more (unpublishing a published record).
 */
export function DraftButtons({
  namespace,
  preview,
  onPreview,
  busy,
  scheduled,
  onSaveDraft,
  onCancel,
  draftLabel,
}: {
  namespace: 'studio.faq' | 'studio.editions';
  preview: boolean;
  onPreview: () => void;
  busy: boolean;
  /** A publish time is set: the submit schedules rather than publishes. */
  scheduled: boolean;
  onSaveDraft: () => void;
  onCancel: () => void;
  draftLabel?: string;
}) {
  const t = useTranslations(namespace);
  const th = useTranslations('studio.history');
  return (
    <div className={pageStyles.buttonRow}>
      <button
        type="button"
        className={buttonStyles.secondaryButton}
        onClick={onPreview}
        aria-expanded={preview}
      >
        {preview ? t('hidePreview') : t('preview')}
      </button>
      <button type="button" className={buttonStyles.secondaryButton} disabled={busy} onClick={onSaveDraft}>
        {draftLabel ?? t('saveDraft')}
      </button>
      <button type="submit" className={buttonStyles.primaryButton} disabled={busy}>
        {scheduled ? th('schedulePublish') : t('publish')}
      </button>
      <button type="button" className={buttonStyles.linkButton} onClick={onCancel}>
        {t('cancel')}
      </button>
    </div>
  );
}

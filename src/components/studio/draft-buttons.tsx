'use client';

import { useTranslations } from 'next-intl';
import buttonStyles from '../console-kit/button.module.css';
import pageStyles from '../console-kit/page.module.css';
import type { useStudioDraft } from './use-studio-draft';

/**
 * A studio draft's buttons: show or hide the preview, save as a draft, publish (or schedule, when a
 * publish time is set; the form's submit), and cancel. The labels are the screen's own (`namespace`);
 * `draftLabel` names the draft save where it means more (unpublishing a published record).
 */
export function DraftButtons({
  namespace,
  studio,
  onSaveDraft,
  onCancel,
  draftLabel,
}: {
  namespace: 'studio.faq' | 'studio.editions';
  /** The draft's state (useStudioDraft): the preview shown, a save in flight, the publish time. */
  studio: Pick<ReturnType<typeof useStudioDraft>, 'preview' | 'setPreview' | 'busy' | 'publishAt'>;
  onSaveDraft: () => void;
  onCancel: () => void;
  draftLabel?: string;
}) {
  const t = useTranslations(namespace);
  const { preview, setPreview, busy, publishAt } = studio;
  const th = useTranslations('studio.history');
  return (
    <div className={pageStyles.buttonRow}>
      <button
        type="button"
        className={buttonStyles.secondaryButton}
        onClick={() => setPreview((p) => !p)}
        aria-expanded={preview}
      >
        {preview ? t('hidePreview') : t('preview')}
      </button>
      <button type="button" className={buttonStyles.secondaryButton} disabled={busy} onClick={onSaveDraft}>
        {draftLabel ?? t('saveDraft')}
      </button>
      <button type="submit" className={buttonStyles.primaryButton} disabled={busy}>
        {publishAt ? th('schedulePublish') : t('publish')}
      </button>
      <button type="button" className={buttonStyles.linkButton} onClick={onCancel}>
        {t('cancel')}
      </button>
    </div>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { MediaAsset } from '@/schemas/media';
import { MEDIA_ALT_MAX_LENGTH } from '@/schemas/media-rules';
import { errorMessage } from '../console-kit/api';
import buttonStyles from '../console-kit/button.module.css';
import { ConfirmDialog } from '../console-kit/dialog';
import fieldStyles from '../console-kit/field.module.css';
import formStyles from '../console-kit/form.module.css';
import messageStyles from '../console-kit/message.module.css';
import pageStyles from '../console-kit/page.module.css';
import { FocalPointPicker } from './focal-point-picker';
import styles from './media.module.css';
import { deleteMedia, patchMedia } from './media-api';
import { AltBadge } from './media-tile';

/**
 * One image's settings: the focal point with the phone crop beside it, the alt texts in both
 * languages, and delete (confirmed in a dialog; the API refuses while a record uses the image).
 */
export function MediaEditor({
  asset,
  onSaved,
  onDeleted,
  onClose,
}: {
  asset: MediaAsset;
  onSaved: (asset: MediaAsset) => void;
  onDeleted: (id: string) => void;
  onClose: () => void;
}) {
  const t = useTranslations('studio.media');
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [focal, setFocal] = useState({ x: asset.focalX, y: asset.focalY });
  const [altKo, setAltKo] = useState(asset.altKo);
  const [altEn, setAltEn] = useState(asset.altEn);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  // A newly chosen image: its own values, and the reader is taken to the editor.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another image is chosen
  useEffect(() => {
    setFocal({ x: asset.focalX, y: asset.focalY });
    setAltKo(asset.altKo);
    setAltEn(asset.altEn);
    setNote(null);
    heading.current?.focus();
  }, [asset.id]);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setNote(null);
    try {
      const saved = await patchMedia(asset.id, { focalX: focal.x, focalY: focal.y, altKo, altEn });
      onSaved(saved);
      setNote({ ok: true, text: t('editor.saved') });
    } catch (err) {
      setNote({ ok: false, text: errorMessage(err) ?? t('upload.network') });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    setDeleteError(null);
    try {
      await deleteMedia(asset.id);
      setConfirming(false);
      onDeleted(asset.id);
    } catch (err) {
      setDeleteError(errorMessage(err) ?? t('upload.network'));
    } finally {
      setBusy(false);
    }
  };

  const widths = [...new Set(asset.variants.map((v) => v.width))].join(', ');
  return (
    <form className={`${pageStyles.panel} ${styles.editor}`} onSubmit={save} noValidate data-media-editor="">
      <div className={styles.editorHead}>
        <h2 ref={heading} tabIndex={-1} className={styles.editorTitle}>
          {t('editor.title')} · <span className={styles.mono}>{asset.originalName}</span>
        </h2>
        <button type="button" className={buttonStyles.secondaryButton} onClick={onClose}>
          {t('editor.close')}
        </button>
      </div>
      <p className={styles.details}>
        {t('editor.source', { type: asset.sourceType, width: asset.width, height: asset.height })} ·{' '}
        {t('editor.variants', { widths })}
        <br />
        {t('editor.ref')}: <span className={styles.mono}>{asset.ref}</span>
      </p>

      <fieldset className={formStyles.formFieldset}>
        <legend className={pageStyles.sectionTitle}>{t('focal.title')}</legend>
        <FocalPointPicker
          src={asset.url}
          width={asset.variants.find((v) => v.url === asset.url)?.width ?? asset.width}
          height={asset.variants.find((v) => v.url === asset.url)?.height ?? asset.height}
          name={asset.originalName}
          value={focal}
          onChange={setFocal}
        />
      </fieldset>

      <div className={styles.altGrid}>
        <div className={fieldStyles.field}>
          <label htmlFor={`${id}-ko`}>{t('alt.ko')}</label>
          <textarea
            id={`${id}-ko`}
            lang="ko"
            rows={2}
            maxLength={MEDIA_ALT_MAX_LENGTH}
            value={altKo}
            onChange={(e) => setAltKo(e.target.value)}
            aria-describedby={`${id}-alt-hint`}
            data-alt-ko=""
          />
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor={`${id}-en`}>{t('alt.en')}</label>
          <textarea
            id={`${id}-en`}
            lang="en"
            rows={2}
            maxLength={MEDIA_ALT_MAX_LENGTH}
            value={altEn}
            onChange={(e) => setAltEn(e.target.value)}
            aria-describedby={`${id}-alt-hint`}
            data-alt-en=""
          />
        </div>
      </div>
      <p id={`${id}-alt-hint`} className={styles.details}>
        {t('alt.hint')} <AltBadge asset={{ altKo, altEn }} />
      </p>

      <div className={styles.actions}>
        <button type="submit" className={buttonStyles.primaryButton} disabled={busy} data-media-save="">
          {busy ? t('editor.saving') : t('editor.save')}
        </button>
        <button
          type="button"
          className={buttonStyles.dangerButton}
          onClick={() => {
            setDeleteError(null);
            setConfirming(true);
          }}
          data-media-delete=""
        >
          {t('delete.button')}
        </button>
        <div role="status" aria-live="polite">
          {note?.ok ? <p className={styles.details}>{note.text}</p> : null}
        </div>
      </div>
      {note && !note.ok ? (
        <p className={messageStyles.errorBox} role="alert">
          {note.text}
        </p>
      ) : null}

      <ConfirmDialog
        open={confirming}
        title={t('delete.title')}
        body={t('delete.body', { name: asset.originalName })}
        bodyClassName={styles.details}
        error={deleteError}
        errorStyle="box"
        errorData={{ 'data-media-delete-error': '' }}
        keepLabel={t('delete.cancel')}
        confirm={busy ? t('delete.working') : t('delete.confirm')}
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
        confirmData={{ 'data-media-delete-confirm': '' }}
      />
    </form>
  );
}

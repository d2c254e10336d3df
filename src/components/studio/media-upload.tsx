'use client';

import { useTranslations } from 'next-intl';
import { type DragEvent, useId, useRef, useState } from 'react';
import type { MediaAsset } from '@/schemas/media';
import { MEDIA_ACCEPT, MEDIA_MAX_BYTES } from '@/schemas/media-rules';
import { errorMessage } from '../console-kit/api';
import messageStyles from '../console-kit/message.module.css';
import styles from './media.module.css';
import { uploadMedia } from './media-api';

const MAX_MB = MEDIA_MAX_BYTES / 1024 / 1024;

/**
 * The upload area: one button that opens the file chooser (keyboard: Enter or Space) and takes
 * files dropped on it. Files go up one at a time; the server decides what is an image (the name
 * and the browser's type are not trusted), and each refusal is listed with its file's name.
 */
export function MediaUpload({ onUploaded }: { onUploaded: (assets: MediaAsset[]) => void }) {
  const t = useTranslations('studio.media.upload');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [notes, setNotes] = useState<{ ok: string | null; errors: string[] }>({ ok: null, errors: [] });

  const send = async (files: File[]) => {
    if (files.length === 0 || progress) return;
    const done: MediaAsset[] = [];
    const errors: string[] = [];
    setNotes({ ok: null, errors: [] });
    for (const [i, file] of files.entries()) {
      setProgress({ done: i, total: files.length });
      if (file.size > MEDIA_MAX_BYTES) {
        errors.push(t('tooLarge', { name: file.name, max: MAX_MB }));
        continue;
      }
      try {
        done.push(await uploadMedia(file));
      } catch (err) {
        errors.push(t('failed', { name: file.name, message: errorMessage(err) ?? t('network') }));
      }
    }
    setProgress(null);
    setNotes({ ok: done.length ? t('done', { count: done.length }) : null, errors });
    if (done.length) onUploaded(done);
  };

  const drop = (e: DragEvent<HTMLButtonElement>) => {
    e.preventDefault();
    setDragging(false);
    void send([...e.dataTransfer.files]);
  };

  return (
    <div className={styles.upload}>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept={MEDIA_ACCEPT}
        multiple
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          void send([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
        data-media-input=""
      />
      <button
        type="button"
        className={styles.dropZone}
        onClick={() => input.current?.click()}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        disabled={progress !== null}
        data-dragging={dragging ? '' : undefined}
        aria-describedby={`${id}-hint`}
        data-media-drop=""
      >
        <span className={styles.dropTitle}>
          {progress ? t('working', { done: progress.done + 1, total: progress.total }) : t('button')}
        </span>
        <span id={`${id}-hint`} className={styles.dropHint}>
          {t('hint', { max: MAX_MB })}
        </span>
      </button>
      <div role="status" aria-live="polite">
        {notes.ok ? <p className={styles.details}>{notes.ok}</p> : null}
      </div>
      {notes.errors.length ? (
        <ul className={`${messageStyles.errorBox} ${styles.messages}`} role="alert" data-media-errors="">
          {notes.errors.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

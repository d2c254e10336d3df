'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import type { MediaAsset, MediaList } from '@/schemas/media';
import { mediaIdOf } from '@/schemas/media-rules';
import { ApiClientError } from '../console-kit/api';
import buttonStyles from '../console-kit/button.module.css';
import { AdminDialog } from '../console-kit/dialog';
import dialogStyles from '../console-kit/dialog.module.css';
import messageStyles from '../console-kit/message.module.css';
import { AdminPager } from '../console-kit/pager';
import { QueryView } from '../console-kit/query-view';
import { useAdminQuery } from '../console-kit/use-admin-query';
import styles from './media.module.css';
import { getMedia, mediaListPath } from './media-api';
import { MediaTile } from './media-tile';
import { MediaUpload } from './media-upload';

/**
 * Chooses an image for a record (an edition's hero, a floor, an event's thumbnail) from the media
 * library, in a dialog that can also upload. The value is `media:<uuid>`; a built-in `/images/…`
 * path already stored is kept until replaced. The chosen picture is shown with its alt texts (what the
 * library says it shows), never as a file path (issue 51).
 */
export function MediaPicker({
  label,
  value,
  onChange,
  describedBy,
}: {
  label: string;
  value: string | null;
  onChange: (ref: string | null) => void;
  describedBy?: string;
}) {
  const t = useTranslations('studio.media.picker');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const current = useCurrent(value);
  const { state, reload } = useAdminQuery<MediaList>(open ? mediaListPath(page) : null);

  const choose = (asset: MediaAsset) => {
    onChange(asset.ref);
    setOpen(false);
  };

  return (
    <div className={styles.picker} data-media-picker="">
      <span id={`${id}-label`} className={styles.pickerLabel}>
        {label}
      </span>
      <div className={styles.pickerCurrent} aria-describedby={describedBy}>
        {current.kind === 'asset' ? (
          <>
            {/* biome-ignore lint/performance/noImgElement: a variant the server already made; nothing to re-encode */}
            <img className={styles.pickerThumb} src={current.asset.thumbUrl} alt="" />
            <dl className={styles.pickerAlt} data-media-picker-alt="">
              <dt>{t('altKo')}</dt>
              <dd>{current.asset.altKo || <span className={styles.details}>{t('altMissing')}</span>}</dd>
              <dt>{t('altEn')}</dt>
              <dd>{current.asset.altEn || <span className={styles.details}>{t('altMissing')}</span>}</dd>
            </dl>
          </>
        ) : current.kind === 'builtIn' ? (
          <>
            {/* biome-ignore lint/performance/noImgElement: a built-in image, already encoded by scripts/render */}
            <img className={styles.pickerThumb} src={current.path} alt="" />
            <p className={styles.details} data-media-picker-alt="">
              {t('builtIn')}
            </p>
          </>
        ) : current.kind === 'missing' ? (
          <p className={messageStyles.errorBox}>{t('missing')}</p>
        ) : current.kind === 'none' ? (
          <p className={styles.details}>{t('none')}</p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonStyles.secondaryButton}
          onClick={() => setOpen(true)}
          aria-describedby={`${id}-label`}
          data-media-picker-open=""
        >
          {value ? t('change') : t('choose')}
        </button>
        {value ? (
          <button
            type="button"
            className={buttonStyles.secondaryButton}
            onClick={() => onChange(null)}
            aria-describedby={`${id}-label`}
          >
            {t('clear')}
          </button>
        ) : null}
      </div>
      <AdminDialog open={open} title={t('title')} onClose={() => setOpen(false)}>
        <div className={styles.dialogBody}>
          <MediaUpload
            onUploaded={(assets) => {
              if (assets.length === 1) choose(assets[0]);
              else if (page === 1) void reload();
              else setPage(1);
            }}
          />
          <div className={styles.pickerGrid}>
            <QueryView state={state}>
              {(data) => (
                <>
                  <ul className={styles.grid}>
                    {data.items.map((asset) => (
                      <li key={asset.id}>
                        <MediaTile
                          asset={asset}
                          label={t('pick', { name: asset.originalName })}
                          state="pressed"
                          selected={asset.ref === value}
                          onSelect={choose}
                        />
                      </li>
                    ))}
                  </ul>
                  <AdminPager
                    page={data.page}
                    totalPages={data.totalPages}
                    total={data.total}
                    onPage={setPage}
                  />
                </>
              )}
            </QueryView>
          </div>
          <div className={dialogStyles.dialogActions}>
            <button type="button" className={buttonStyles.secondaryButton} onClick={() => setOpen(false)}>
              {t('close')}
            </button>
          </div>
        </div>
      </AdminDialog>
    </div>
  );
}

type Current =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'builtIn'; path: string }
  | { kind: 'asset'; asset: MediaAsset }
  | { kind: 'missing' };

/** What the stored reference points at: a library image (fetched), a built-in path, or nothing. */
function useCurrent(value: string | null): Current {
  const [current, setCurrent] = useState<Current>({ kind: 'none' });
  useEffect(() => {
    if (!value) return setCurrent({ kind: 'none' });
    if (value.startsWith('/images/')) return setCurrent({ kind: 'builtIn', path: value });
    const assetId = mediaIdOf(value);
    if (!assetId) return setCurrent({ kind: 'missing' });
    let live = true;
    setCurrent({ kind: 'loading' });
    getMedia(assetId)
      .then((asset) => live && setCurrent({ kind: 'asset', asset }))
      .catch((err) => {
        if (live && err instanceof ApiClientError && err.status === 404) setCurrent({ kind: 'missing' });
      });
    return () => {
      live = false;
    };
  }, [value]);
  return current;
}

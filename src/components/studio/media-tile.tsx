'use client';

import { useTranslations } from 'next-intl';
import type { MediaAsset } from '@/schemas/media';
import { altComplete } from '@/schemas/media-rules';
import styles from './media.module.css';

/** Whether both alt texts are written, as a badge (green when complete). */
export function AltBadge({ asset }: { asset: Pick<MediaAsset, 'altKo' | 'altEn'> }) {
  const t = useTranslations('studio.media.alt');
  const ko = asset.altKo.trim() !== '';
  const en = asset.altEn.trim() !== '';
  const key = altComplete(asset) ? 'complete' : !ko && !en ? 'missingBoth' : ko ? 'missingEn' : 'missingKo';
  return (
    <span className={styles.badge} data-complete={altComplete(asset) ? '' : undefined} data-alt-badge={key}>
      {t(key)}
    </span>
  );
}

/** `1.2MB` / `340KB` in the console's language. */
export function useFormatSize() {
  const t = useTranslations('studio.media.list');
  return (bytes: number) =>
    bytes >= 1024 * 1024
      ? t('sizeMb', { value: (bytes / 1024 / 1024).toFixed(1) })
      : t('sizeKb', { value: Math.max(1, Math.round(bytes / 1024)) });
}

/**
 * One library image as a button: thumbnail, name, dimensions, stored size and the alt badge.
 * `state` marks the one being edited (`current`) or chosen in the picker (`pressed`).
 */
export function MediaTile({
  asset,
  label,
  state,
  selected,
  onSelect,
}: {
  asset: MediaAsset;
  label: string;
  state: 'current' | 'pressed';
  selected: boolean;
  onSelect: (asset: MediaAsset) => void;
}) {
  const t = useTranslations('studio.media.list');
  const size = useFormatSize();
  const thumb = asset.variants.find((v) => v.format === 'webp');
  return (
    <button
      type="button"
      className={styles.tile}
      onClick={() => onSelect(asset)}
      aria-label={label}
      aria-current={state === 'current' ? selected : undefined}
      aria-pressed={state === 'pressed' ? selected : undefined}
      data-media-id={asset.id}
    >
      {/* biome-ignore lint/performance/noImgElement: a variant the server already made; nothing to re-encode */}
      <img
        className={styles.thumb}
        src={asset.thumbUrl}
        alt=""
        width={thumb?.width}
        height={thumb?.height}
        loading="lazy"
        decoding="async"
      />
      <span className={styles.name} title={asset.originalName}>
        {asset.originalName}
      </span>
      <span className={styles.meta}>
        {t('dimensions', { width: asset.width, height: asset.height })} · {size(asset.storedBytes)}
      </span>
      <AltBadge asset={asset} />
    </button>
  );
}

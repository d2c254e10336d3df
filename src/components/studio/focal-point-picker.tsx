'use client';

import { useTranslations } from 'next-intl';
import { type KeyboardEvent, type PointerEvent, useId, useRef } from 'react';
import { PHONE_CROP_HEIGHT, PHONE_CROP_WIDTH } from '@/schemas/media-rules';
import styles from './media.module.css';

export type FocalPoint = { x: number; y: number };

const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 100) / 100));
const STEP = 0.01;
const BIG_STEP = 0.1;

/** `object-position` for a focal point: the pages crop phone images the same way. */
export const objectPosition = (p: FocalPoint) => `${Math.round(p.x * 100)}% ${Math.round(p.y * 100)}%`;

/**
 * Sets the point of an image that phone crops keep in view: press or drag on the image, or focus it
 * and use the arrow keys (Shift for bigger steps, Home for the centre). The position is announced.
 */
export function FocalPointPicker({
  src,
  width,
  height,
  name,
  value,
  onChange,
}: {
  src: string;
  width: number;
  height: number;
  name: string;
  value: FocalPoint;
  onChange: (p: FocalPoint) => void;
}) {
  const t = useTranslations('studio.media.focal');
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const place = (e: PointerEvent<HTMLDivElement>) => {
    const r = box.current?.getBoundingClientRect();
    if (!r || r.width === 0 || r.height === 0) return;
    onChange({ x: clamp((e.clientX - r.left) / r.width), y: clamp((e.clientY - r.top) / r.height) });
  };

  const key = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? BIG_STEP : STEP;
    const moves: Record<string, FocalPoint> = {
      ArrowLeft: { x: value.x - step, y: value.y },
      ArrowRight: { x: value.x + step, y: value.y },
      ArrowUp: { x: value.x, y: value.y - step },
      ArrowDown: { x: value.x, y: value.y + step },
      Home: { x: 0.5, y: 0.5 },
    };
    const next = moves[e.key];
    if (!next) return;
    e.preventDefault();
    onChange({ x: clamp(next.x), y: clamp(next.y) });
  };

  const position = t('position', { x: Math.round(value.x * 100), y: Math.round(value.y * 100) });
  return (
    <div className={styles.focalLayout}>
      <div className={styles.picker}>
        {/* NOTE: a two-dimensional slider: arrows move both axes, the value text names both. */}
        <div
          ref={box}
          role="slider"
          tabIndex={0}
          className={styles.focalPicker}
          aria-roledescription={t('roleDescription')}
          aria-label={t('label', { name })}
          aria-describedby={`${id}-hint`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(value.x * 100)}
          aria-valuetext={position}
          onKeyDown={key}
          onPointerDown={(e) => {
            dragging.current = true;
            e.currentTarget.setPointerCapture(e.pointerId);
            place(e);
          }}
          onPointerMove={(e) => {
            if (dragging.current) place(e);
          }}
          onPointerUp={() => {
            dragging.current = false;
          }}
          onPointerCancel={() => {
            dragging.current = false;
          }}
          data-focal-picker=""
        >
          {/* biome-ignore lint/performance/noImgElement: a variant the server already made; nothing to re-encode */}
          <img
            className={styles.focalImage}
            src={src}
            width={width}
            height={height}
            alt=""
            draggable={false}
          />
          <span
            className={styles.focalMark}
            style={{ left: `${value.x * 100}%`, top: `${value.y * 100}%` }}
            aria-hidden="true"
          />
        </div>
        <p id={`${id}-hint`} className={styles.details}>
          {t('hint')}
        </p>
        <output className={styles.details} data-focal-position="">
          {position}
        </output>
      </div>
      <figure className={styles.phone}>
        {/* biome-ignore lint/performance/noImgElement: a variant the server already made; nothing to re-encode */}
        <img
          className={styles.phoneFrame}
          src={src}
          alt={t('previewAlt')}
          width={PHONE_CROP_WIDTH / 2}
          height={PHONE_CROP_HEIGHT / 2}
          style={{ objectPosition: objectPosition(value) }}
          data-phone-preview=""
        />
        <figcaption className={styles.phoneCaption}>{t('preview')}</figcaption>
      </figure>
    </div>
  );
}

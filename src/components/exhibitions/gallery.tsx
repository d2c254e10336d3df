'use client';

import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { PictureData } from '@/components/media/picture';
import styles from './gallery.module.css';

export type GalleryItem = PictureData & { alt: string; caption: string };

type Labels = {
  open: string;
  close: string;
  prev: string;
  next: string;
  counter: string;
  dialog: string;
  swipe: string;
};

const SWIPE_MIN = 40;

function Img({ item, sizes, eager }: { item: GalleryItem; sizes: string; eager?: boolean }) {
  return (
    <picture>
      <source type="image/avif" srcSet={item.avif} sizes={sizes} />
      <img
        src={item.src}
        srcSet={item.webp}
        sizes={sizes}
        width={item.width}
        height={item.height}
        alt={item.alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    </picture>
  );
}

/**
 * The captioned photo gallery: a grid of thumbnails (arrow keys move between them) that opens a
 * lightbox dialog (focus kept inside, Escape closes, arrows/Home/End and swipe change the photo).
 */
export function Gallery({ items, labels }: { items: GalleryItem[]; labels: Labels }) {
  const [open, setOpen] = useState<number | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  const returnTo = useRef<HTMLButtonElement | null>(null);
  const swipeX = useRef<number | null>(null);
  const count = items.length;

  const go = useCallback(
    (delta: number) => setOpen((i) => (i === null ? i : (i + delta + count) % count)),
    [count],
  );

  useEffect(() => {
    const d = dialogRef.current;
    if (!d) return;
    if (open !== null && !d.open) {
      d.showModal();
      d.querySelector<HTMLButtonElement>('[data-close]')?.focus();
    }
    if (open === null && d.open) d.close();
  }, [open]);

  const openAt = (i: number, button: HTMLButtonElement) => {
    returnTo.current = button;
    setOpen(i);
  };
  const close = () => {
    setOpen(null);
    returnTo.current?.focus();
  };

  const onGridKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const buttons = Array.from(gridRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
    const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (i < 0) return;
    const next = {
      ArrowRight: i + 1,
      ArrowDown: i + 1,
      ArrowLeft: i - 1,
      ArrowUp: i - 1,
      Home: 0,
      End: count - 1,
    }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    buttons[(next + count) % count]?.focus();
  };

  const onDialogKey = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'ArrowRight') go(1);
    else if (e.key === 'ArrowLeft') go(-1);
    else if (e.key === 'Home') setOpen(0);
    else if (e.key === 'End') setOpen(count - 1);
    else if (e.key === 'Tab') {
      // NOTE: a modal <dialog> already makes the page inert; this keeps Tab from leaving for the browser UI.
      const focusables = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>('button') ?? []);
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
      return;
    } else return;
    e.preventDefault();
  };

  const onPointerDown = (e: PointerEvent) => {
    swipeX.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (swipeX.current === null) return;
    const dx = e.clientX - swipeX.current;
    swipeX.current = null;
    if (Math.abs(dx) >= SWIPE_MIN) go(dx < 0 ? 1 : -1);
  };

  const current = open === null ? null : items[open];
  return (
    <>
      <ul className={`tile-grid ${styles.grid}`} ref={gridRef} onKeyDown={onGridKey}>
        {items.map((item, i) => (
          <li key={item.src}>
            <figure className={styles.figure}>
              <button
                type="button"
                className={styles.thumb}
                onClick={(e) => openAt(i, e.currentTarget)}
                aria-label={labels.open.replace('{caption}', item.caption)}
                data-gallery-index={i}
              >
                <Img item={item} sizes="(max-width: 767px) 50vw, 270px" />
              </button>
              <figcaption className={styles.caption}>{item.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-label={labels.dialog}
        onKeyDown={onDialogKey}
        onCancel={(e) => {
          e.preventDefault();
          close();
        }}
      >
        {current && open !== null ? (
          <div
            className={styles.stage}
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipeX.current = null)}
          >
            <figure className={styles.large}>
              <Img item={current} sizes="(max-width: 1160px) 100vw, 1200px" eager />
              <figcaption>
                <span className={styles.counter} aria-live="polite">
                  {labels.counter.replace('{current}', String(open + 1)).replace('{total}', String(count))}
                </span>
                <span data-lightbox-caption>{current.caption}</span>
              </figcaption>
              {/* on a touch screen, that the pictures turn with a swipe (the tenth review found no cue) */}
              <p className={styles.swipe} aria-hidden="true">
                <span>←</span> {labels.swipe} <span>→</span>
              </p>
            </figure>
            <div className={styles.controls}>
              <button type="button" onClick={() => go(-1)} className={styles.nav}>
                <span aria-hidden="true">←</span> {labels.prev}
              </button>
              <button type="button" onClick={() => go(1)} className={styles.nav}>
                {labels.next} <span aria-hidden="true">→</span>
              </button>
              <button type="button" onClick={close} className={styles.close} data-close>
                {labels.close}
              </button>
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}

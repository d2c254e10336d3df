import { Fragment } from 'react';
import styles from './tag-line.module.css';

/**
 * A year's keywords ("재생 원료 · 분리 시공 · 오래 쓰기") as a line that wraps between its items, never
 * inside one: the tenth review read "재생 원료 · 분리 시공 · / 오래 쓰기" and "Rattan · / Lime plaster" on
 * the phone. The separator stays at the end of the item it closes; the space after it, outside the
 * unbreakable item, is where the line may wrap. In a narrow box (a phone's half-width archive card)
 * the keywords stand one to a line without separators: a line ending in "·" still read as a list
 * broken mid-way (the eleventh review).
 */
export function TagLine({ text }: { text: string }) {
  const items = text.split(/\s*·\s*/).filter(Boolean);
  return (
    <span className={styles.line}>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the items are a fixed list in their order
        <Fragment key={i}>
          <span className={styles.item}>
            {item}
            {i < items.length - 1 ? <span className={styles.sep}> ·</span> : null}
          </span>
          {i < items.length - 1 ? ' ' : null}
        </Fragment>
      ))}
    </span>
  );
}

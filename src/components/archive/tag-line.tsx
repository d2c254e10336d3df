import { Fragment } from 'react';
import styles from './tag-line.module.css';

/**
 * A year's keywords ("재생 원료 · 분리 시공 · 오래 쓰기") as a line that wraps between its items, never
 * inside one: the tenth review read "재생 원료 · 분리 시공 · / 오래 쓰기" and "Rattan · / Lime plaster" on
 * the phone. The separator stays at the end of the line it closes; the space after it, outside the
 * unbreakable item, is where the line may wrap.
 */
export function TagLine({ text }: { text: string }) {
  const items = text.split(/\s*·\s*/).filter(Boolean);
  return items.map((item, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the items are a fixed list in their order
    <Fragment key={i}>
      <span className={styles.item}>{i < items.length - 1 ? `${item} ·` : item}</span>
      {i < items.length - 1 ? ' ' : null}
    </Fragment>
  ));
}

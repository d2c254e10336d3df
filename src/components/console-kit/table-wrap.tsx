import type { ReactNode } from 'react';
import styles from './table.module.css';

/**
 * A table that may scroll sideways on a phone: a named region that takes focus, so keyboard users
 * can scroll it too.
 */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <section className={styles.tableWrap} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

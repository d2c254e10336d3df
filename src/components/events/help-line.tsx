import { site } from '@/config/site';
import styles from './events.module.css';

/** The interior consultation help line (number from site config). */
export function HelpLine({ label, hint }: { label: string; hint?: string }) {
  return (
    <aside className={styles.helpLine} aria-label={label}>
      <span className={styles.helpLineLabel}>{label}</span>
      <a href={`tel:${site.helpLine.replace(/[^\d]/g, '')}`} className={styles.helpLineNumber}>
        {site.helpLine}
      </a>
      {hint ? <span className={styles.helpLineHint}>{hint}</span> : null}
    </aside>
  );
}

import { Picture } from '@/components/media/picture';
import type { FloorItem } from '@/schemas/content';
import styles from './floor-list.module.css';

const TONE: Record<FloorItem['key'], 'light' | 'dark'> = { '1F': 'light', '2F': 'light', '3F': 'dark' };

/** The three floors (1F–3F), each in its floor colours from the design tokens, with its animated image. */
export function FloorList({
  floors,
  headingLevel = 3,
  floorLabel,
}: {
  floors: FloorItem[];
  headingLevel?: 2 | 3;
  floorLabel: (key: string) => string;
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ol className={styles.list}>
      {floors.map((f) => (
        <li key={f.key} className={styles.floor} data-floor={f.key} data-header-theme={TONE[f.key]}>
          <div className={`container ${styles.inner}`}>
            <div className={styles.text}>
              <p className={styles.key}>
                <span aria-hidden="true">{f.key}</span>
                <span className="visually-hidden">{floorLabel(f.key)}</span>
              </p>
              <p className={styles.tag}>{f.tag}</p>
              <H className={styles.title}>{f.title}</H>
              <p className={styles.desc}>{f.desc}</p>
            </div>
            <Picture src={f.gif} alt="" className={styles.art} />
          </div>
        </li>
      ))}
    </ol>
  );
}

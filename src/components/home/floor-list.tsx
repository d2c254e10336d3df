import { Picture } from '@/components/media/picture';
import { StoredPicture } from '@/components/media/stored-picture';
import type { FloorWithImage } from './floor-items';
import styles from './floor-list.module.css';

/**
 * The three floors (1F–3F) as an editorial block: for each floor a photo-size image, the floor number
 * large in its floor colour (design tokens), its tag, title and one-paragraph description. Three
 * columns from 768 px, one under the other on a phone.
 */
export function FloorList({
  floors,
  headingLevel = 3,
  layout = 'columns',
  floorLabel,
  programmes,
}: {
  floors: FloorWithImage[];
  headingLevel?: 2 | 3;
  /** The spec's two home versions: the newer three columns, or the earlier one floor under another. */
  layout?: 'columns' | 'stacked';
  floorLabel: (key: string) => string;
  /**
   * What runs on each floor (an exhibition page's programmes, by floor key), listed under its text:
   * the exhibition page's floor guide says what a visitor finds on each floor, where the home's
   * block introduces them (the thirteenth review read the two as one block copied).
   */
  programmes?: { label: string; byFloor: Record<string, { key: string; title: string }[]> };
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ol className={`container ${styles.list}`} data-layout={layout}>
      {floors.map((f) => (
        <li key={f.key} className={styles.floor} data-floor={f.key}>
          {f.stored ? (
            <StoredPicture
              image={f.stored}
              alt=""
              sizes="(max-width: 767px) 100vw, (max-width: 1160px) 33vw, 360px"
              className={styles.art}
            />
          ) : (
            <Picture
              src={f.gif}
              alt=""
              sizes="(max-width: 767px) 100vw, (max-width: 1160px) 33vw, 360px"
              className={styles.art}
            />
          )}
          <div className={styles.text}>
            <p className={styles.key}>
              <span aria-hidden="true">{f.key}</span>
              <span className="visually-hidden">{floorLabel(f.key)}</span>
            </p>
            <div>
              <p className={styles.tag}>{f.tag}</p>
              <H className={styles.title}>{f.title}</H>
            </div>
          </div>
          <p className={styles.desc}>{f.desc}</p>
          {programmes?.byFloor[f.key]?.length ? (
            <div className={styles.here} data-floor-programmes="">
              <p className={styles.hereLabel}>{programmes.label}</p>
              <ul>
                {programmes.byFloor[f.key].map((p) => (
                  <li key={p.key}>{p.title}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/layout/page-header';
import { ContentPicture, type StoredPictures } from '@/components/media/content-picture';
import { Link } from '@/i18n/navigation';
import type { Lookbook } from '@/schemas/content';
import type { MaterialCards } from '@/schemas/material-rules';
import { JumpNav } from './jump-nav';
import styles from './lookbook-view.module.css';

type Look = Lookbook['looks'][number];
export type MaterialEntry = {
  key: string;
  id: string;
  name: string;
  /** The catalogue's card: its picture, code, family and finish, shown beside the name. */
  card: MaterialCards[string];
  looks: { id: string; no: string; title: string }[];
};

const lookNo = (i: number) => String(i + 1).padStart(2, '0');

/**
 * Every material the looks use, in order of first appearance, with the looks it appears in; named
 * by the materials catalogue (decision 042), so the lookbook says what the Collection says.
 */
export function materialIndex(looks: Look[], cards: MaterialCards): MaterialEntry[] {
  const byKey = new Map<string, MaterialEntry>();
  looks.forEach((l, i) => {
    for (const key of l.materials) {
      const card = cards[key];
      if (!card) continue;
      let entry = byKey.get(key);
      if (!entry) {
        entry = { key, id: `material-${key}`, name: card.name, card, looks: [] };
        byKey.set(key, entry);
      }
      entry.looks.push({ id: l.id, no: lookNo(i), title: l.title });
    }
  });
  return [...byKey.values()];
}

/**
 * The 2025 lookbook as an editorial spread: each look a near full-bleed scene with a large caption
 * beside it (below it on a phone), then an index of the materials used, each linking to its looks.
 */
export function LookbookView({
  lookbook,
  path,
}: {
  lookbook: Lookbook & { pictures?: StoredPictures; materialCards: MaterialCards };
  /** The page's path (`/archive/{year}/lookbook`): its breadcrumb's section comes from it. */
  path: string;
}) {
  const t = useTranslations('exhibitions.lookbook');
  const tx = useTranslations('exhibitions');
  const index = materialIndex(lookbook.looks, lookbook.materialCards);
  const named = new Map(index.map((m) => [m.key, m]));
  return (
    <>
      <PageHeader path={path} title={lookbook.title} lead={lookbook.intro} />
      <div className="container">
        <JumpNav
          label={tx('jumpLabel')}
          items={[
            ...lookbook.looks.map((l, i) => ({ href: `#${l.id}` as const, text: `${lookNo(i)} ${l.title}` })),
            { href: '#material-index-title', text: t('indexTitle') },
          ]}
        />
      </div>
      <section className={styles.looks} aria-label={t('label')} data-header-theme="light">
        {lookbook.looks.map((l, i) => (
          <article key={l.id} className={styles.look} id={l.id} aria-labelledby={`${l.id}-title`} data-look>
            <ContentPicture
              src={l.img}
              pictures={lookbook.pictures}
              alt={l.alt}
              priority={i === 0}
              sizes="(max-width: 767px) 100vw, (max-width: 991px) 92vw, min(62vw, 70vh)"
              className={styles.image}
            />
            <div className={styles.caption}>
              <p className={styles.no} aria-hidden="true">
                {lookNo(i)}
              </p>
              <p className={styles.theme}>{l.theme}</p>
              <h2 id={`${l.id}-title`} className={styles.title}>
                {l.title}
              </h2>
              <p className={styles.desc}>{l.desc}</p>
              <p className={styles.materialsLabel} id={`${l.id}-materials`}>
                {t('materials')}
              </p>
              <ul className={styles.materials} aria-labelledby={`${l.id}-materials`}>
                {l.materials.map((key) => {
                  const m = named.get(key);
                  return m ? (
                    <li key={key}>
                      <a href={`#${m.id}`}>{m.name}</a>
                    </li>
                  ) : null;
                })}
              </ul>
            </div>
          </article>
        ))}
      </section>
      <section
        className={`container ${styles.index}`}
        aria-labelledby="material-index-title"
        data-header-theme="light"
        data-material-index
      >
        <h2 id="material-index-title" className={styles.indexTitle}>
          {t('indexTitle')}
        </h2>
        <p className={styles.indexLead}>
          {t('indexLead', { count: index.length, looks: lookbook.looks.length })}
        </p>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('indexMaterial')}</th>
              <th scope="col">{t('indexLooks')}</th>
            </tr>
          </thead>
          <tbody>
            {index.map((m) => (
              <tr key={m.id} id={m.id} data-material={m.key}>
                {/* the sample beside its name, with what a specifier asks next: its code, kind and
                    finish (the fourteenth review: "for a materials brand, only a list of names") */}
                <th scope="row">
                  <span className={styles.material}>
                    <ContentPicture
                      src={m.card.image}
                      pictures={lookbook.pictures}
                      alt=""
                      sizes="72px"
                      className={styles.swatch}
                    />
                    <span>
                      <span data-material-name>{m.name}</span>
                      <span className={styles.spec}>
                        {m.card.code} · {m.card.family} · {m.card.finish}
                      </span>
                    </span>
                  </span>
                </th>
                <td>
                  <ul className={styles.lookLinks}>
                    {m.looks.map((l) => (
                      <li key={l.id}>
                        <a href={`#${l.id}`}>
                          <span className={styles.lookNo}>{l.no}</span> {l.title}
                        </a>
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.cta}>
          <Link href="/archive/collectionDetail">{t('toCollection')}</Link>
        </p>
      </section>
    </>
  );
}

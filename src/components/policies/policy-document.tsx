import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/layout/page-header';
import type { Policy } from '@/schemas/content';
import styles from './policy-document.module.css';

/** A policy page: title, effective date, table of contents and numbered sections (text, lists, tables). */
export function PolicyDocument({
  policy,
  other,
}: {
  policy: Policy;
  other: { href: string; label: string };
}) {
  const t = useTranslations('policies');
  return (
    <>
      <PageHeader title={policy.title} />
      <div className={`container-narrow ${styles.doc}`} data-header-theme="light">
        <p className={styles.effective}>
          {t('effective')} <time dateTime={policy.effectiveDate}>{policy.effectiveDate}</time>
        </p>
        <p className={styles.intro}>{policy.intro}</p>
        <nav aria-labelledby="toc-title" className={styles.toc}>
          <h2 id="toc-title">{t('toc')}</h2>
          <ol>
            {policy.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {policy.sections.map((s) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`} className={styles.section}>
            <h2 id={`${s.id}-h`}>{s.heading}</h2>
            {s.body.map((p) => (
              <p key={p.slice(0, 32)}>{p}</p>
            ))}
            {s.items ? (
              <ul>
                {s.items.map((i) => (
                  <li key={i}>{i}</li>
                ))}
              </ul>
            ) : null}
            {s.table ? (
              // NOTE: the wide table scrolls on small screens; a focusable, named region lets keyboard users scroll it.
              // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region must be focusable (WCAG 2.1.1).
              <section className={styles.tableWrap} tabIndex={0} aria-labelledby={`${s.id}-h`}>
                <table>
                  <thead>
                    <tr>
                      {s.table.head.map((h) => (
                        <th key={h} scope="col">
                          {h}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {s.table.rows.map((r) => (
                      <tr key={r.join('|')}>
                        {r.map((c, i) =>
                          i === 0 ? (
                            <th key={c} scope="row">
                              {c}
                            </th>
                          ) : (
                            <td key={c}>{c}</td>
                          ),
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            ) : null}
          </section>
        ))}
        <p className={styles.other}>
          <a href={other.href}>{other.label}</a>
        </p>
      </div>
    </>
  );
}

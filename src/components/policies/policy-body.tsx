import { policyOutline } from '@/lib/policy-outline';
import styles from './policy-document.module.css';

/**
 * A policy version's text as the public page lays it out: the lead, a table of contents built from
 * its section headings, then the sections. Shared by the page and the studio's preview, so staff
 * see what the public will; `idPrefix` keeps two previews on one page apart.
 */
export function PolicyBody({
  html,
  labels,
  idPrefix = '',
}: {
  /** Sanitised on the server (src/server/content/rich-text.ts), when saved and when read. */
  html: string;
  labels: { toc: string; table: string };
  idPrefix?: string;
}) {
  const outline = policyOutline(html, {
    tableClass: styles.tableWrap,
    tableLabel: labels.table,
    idPrefix: `${idPrefix}section-`,
  });
  const tocId = `${idPrefix}toc-title`;
  return (
    <>
      {outline.lead ? (
        <div
          className={`${styles.intro} ${styles.body}`}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: allow-list sanitised HTML (content/rich-text.ts).
          dangerouslySetInnerHTML={{ __html: outline.lead }}
        />
      ) : null}
      {outline.headings.length > 1 ? (
        <nav aria-labelledby={tocId} className={styles.toc}>
          <h2 id={tocId}>{labels.toc}</h2>
          <ol>
            {outline.headings.map((h) => (
              <li key={h.id}>
                <a href={`#${h.id}`}>{h.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: allow-list sanitised HTML (content/rich-text.ts). */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: outline.body }} />
    </>
  );
}

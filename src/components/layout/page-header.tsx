import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import styles from './page-header.module.css';

export type Crumb = { href?: string; label: string };

/** A page's heading with its breadcrumb trail (Home › … › current). */
export function PageHeader({ title, crumbs = [], lead }: { title: string; crumbs?: Crumb[]; lead?: string }) {
  const t = useTranslations('common');
  const trail: Crumb[] = [{ href: '/', label: t('nav.home') }, ...crumbs, { label: title }];
  return (
    <header className={`container ${styles.header}`}>
      <nav aria-label={t('a11y.breadcrumb')}>
        <ol className={styles.crumbs}>
          {trail.map((c, i) => (
            <li key={c.href ?? c.label}>
              {c.href && i < trail.length - 1 ? (
                <Link href={c.href}>{c.label}</Link>
              ) : (
                <span aria-current={i === trail.length - 1 ? 'page' : undefined}>{c.label}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </header>
  );
}

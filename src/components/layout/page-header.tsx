import { useTranslations } from 'next-intl';
import { sectionLabelKey } from '@/components/shell/nav-items';
import { Link } from '@/i18n/navigation';
import styles from './page-header.module.css';

export type Crumb = { href?: string; label: string };

/**
 * A page's heading with its breadcrumb trail (Home › section › … › current). The section is the menu
 * group the page's `path` (without the locale prefix) is in, the one the header highlights; pages
 * outside the dropdowns have none. On a page inside a section whose
 * title it shows (an event's detail under "Event"), `sectionHref` makes the last crumb a link to the
 * section's list instead of naming the page.
 */
export function PageHeader({
  path,
  title,
  crumbs = [],
  lead,
  sectionHref,
}: {
  /** The page's own path, without the locale prefix: where its section crumb comes from. */
  path?: string;
  title: string;
  crumbs?: Crumb[];
  lead?: string;
  sectionHref?: string;
}) {
  const t = useTranslations('common');
  const section = path ? sectionLabelKey(path) : null;
  const trail: Crumb[] = [
    { href: '/', label: t('nav.home') },
    ...(section ? [{ label: t(`nav.${section}`) }] : []),
    ...crumbs,
    { href: sectionHref, label: title },
  ];
  return (
    <header className={`container ${styles.header}`}>
      <Trail label={t('a11y.breadcrumb')} trail={trail} className={styles.crumbs} />
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </header>
  );
}

/**
 * The same trail over a picture (an exhibition's or a theme story's head): Home › section › … ›
 * current, in the hero's light type. It had been one underlined word ("전시", "2025 SY(E)NERGY")
 * floating above the eyebrow, which the seventh review read as a stray link.
 */
export function HeroCrumbs({
  path,
  crumbs = [],
  current,
}: {
  path?: string;
  crumbs?: Crumb[];
  current: string;
}) {
  const t = useTranslations('common');
  const section = path ? sectionLabelKey(path) : null;
  const trail: Crumb[] = [
    { href: '/', label: t('nav.home') },
    ...(section ? [{ label: t(`nav.${section}`) }] : []),
    ...crumbs,
    { label: current },
  ];
  return (
    <Trail label={t('a11y.breadcrumb')} trail={trail} className={`${styles.crumbs} ${styles.onPicture}`} />
  );
}

/** A breadcrumb trail's markup, one for the page heads and the heroes: the last crumb without a link is the current page. */
function Trail({ label, trail, className }: { label: string; trail: Crumb[]; className: string }) {
  return (
    <nav aria-label={label}>
      <ol className={className}>
        {trail.map((c, i) => (
          <li key={c.href ?? c.label}>
            {c.href ? (
              <Link href={c.href}>{c.label}</Link>
            ) : (
              <span aria-current={i === trail.length - 1 ? 'page' : undefined}>{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

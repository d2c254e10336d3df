import { useTranslations } from 'next-intl';
import { type Crumb, PageHeader } from './page-header';
import styles from './pending-page.module.css';

/** A page whose content arrives in a later change: its real heading and an honest "being prepared" note. */
export function PendingPage({ labelKey, crumbs }: { labelKey: string; crumbs?: Crumb[] }) {
  const t = useTranslations('common');
  return (
    <>
      <PageHeader title={t(`nav.${labelKey}`)} crumbs={crumbs} />
      <section className={`container ${styles.pending}`} aria-labelledby="pending-title">
        <h2 id="pending-title">{t('pending.title')}</h2>
        <p>{t('pending.body')}</p>
      </section>
    </>
  );
}

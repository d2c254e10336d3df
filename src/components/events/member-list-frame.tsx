'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import styles from './events.module.css';
import { Pagination } from './pagination';
import type { MemberListState } from './use-member-list';

/** Loading, signed-out, error and empty states around a member's list, with pagination. */
export function MemberListFrame<T>({
  state,
  returnTo,
  empty,
  emptyBody,
  emptyAction,
  onPage,
  children,
}: {
  state: MemberListState<T>;
  returnTo: string;
  /** The empty state's heading. */
  empty: string;
  /** Its sentence: what the list will hold, and how to start. */
  emptyBody?: string;
  emptyAction?: ReactNode;
  onPage: (page: number) => void;
  children: (items: T[]) => ReactNode;
}) {
  const t = useTranslations('events');
  if (state.status !== 'ready' && state.status !== 'signedOut' && state.status !== 'error') {
    return <div className={styles.listLoading} role="status" aria-busy="true" aria-label={t('my.loading')} />;
  }
  if (state.status === 'signedOut') {
    return (
      <p className={styles.notice}>
        {t('my.signInRequired')}{' '}
        <Link href={{ pathname: '/sign/in', query: { next: returnTo } }} className={styles.inlineLink}>
          {t('my.signIn')}
        </Link>
      </p>
    );
  }
  if (state.status === 'error') return <p className={styles.error}>{t('errors.unknown')}</p>;
  if (state.data.items.length === 0) {
    return (
      <section className={styles.emptyState} aria-labelledby="list-empty" data-testid="empty-state">
        <h2 id="list-empty" className={styles.emptyTitle}>
          {empty}
        </h2>
        {emptyBody ? <p className={styles.emptyText}>{emptyBody}</p> : null}
        {emptyAction}
      </section>
    );
  }
  return (
    <>
      {children(state.data.items)}
      <Pagination page={state.data.page} totalPages={state.data.totalPages} onPage={onPage} />
    </>
  );
}

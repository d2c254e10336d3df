'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import messageStyles from './message.module.css';
import pageStyles from './page.module.css';
import type { QueryState } from './use-admin-query';

/** Loading and error states around an admin API answer. */
export function QueryView<T>({
  state,
  children,
}: {
  state: QueryState<T>;
  children: (data: T) => ReactNode;
}) {
  const t = useTranslations('admin.common');
  if (state.status === 'loading')
    return (
      <p className={pageStyles.loading} role="status">
        {t('loading')}
      </p>
    );
  if (state.status === 'error')
    return (
      <p className={messageStyles.errorBox} role="alert">
        {state.forbidden ? t('forbidden') : (state.message ?? t('networkError'))}
      </p>
    );
  return <>{children(state.data)}</>;
}

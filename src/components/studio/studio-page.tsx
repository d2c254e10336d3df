'use client';

import type { ReactNode } from 'react';
import buttonStyles from '../console-kit/button.module.css';
import { AdminPage } from '../console-kit/page';
import { QueryView } from '../console-kit/query-view';
import type { QueryState } from '../console-kit/use-admin-query';
import { StudioMessage, type StudioNotice } from './studio-message';

/**
 * A studio screen (permission `content.write`): its title and lead, the add button when there is
 * one (`add`, shown once the list has loaded), the message of the last action, the screen's body
 * for the loaded answer, what goes with the message (`notes`: the save's fact warnings) and what
 * stays outside the answer (`after`: a dialog, a side panel).
 */
export function StudioPage<T>({
  title,
  lead,
  state,
  message,
  add,
  children,
  notes,
  after,
}: {
  title: string;
  lead: string;
  state: QueryState<T>;
  message: StudioNotice | null;
  add?: { label: string; onAdd: (data: T) => void } | null;
  children: (data: T) => ReactNode;
  notes?: ReactNode;
  after?: ReactNode;
}) {
  return (
    <AdminPage
      title={title}
      permission="content.write"
      lead={lead}
      actions={
        add && state.status === 'ready' ? (
          <button type="button" className={buttonStyles.primaryButton} onClick={() => add.onAdd(state.data)}>
            {add.label}
          </button>
        ) : null
      }
    >
      <StudioMessage message={message} />
      {notes}
      <QueryView state={state}>{children}</QueryView>
      {after}
    </AdminPage>
  );
}

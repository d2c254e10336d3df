'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { staffMay } from '@/schemas/admin-rules';
import type { AdminNotice, AdminNoticeList } from '@/schemas/notices';
import buttonStyles from '../console-kit/button.module.css';
import fieldStyles from '../console-kit/field.module.css';
import { AdminPage } from '../console-kit/page';
import pageStyles from '../console-kit/page.module.css';
import { QueryView } from '../console-kit/query-view';
import { seoulDateTime } from '../console-kit/seoul-time';
import { useStaffProfile } from '../console-kit/staff-context';
import { useAdminQuery } from '../console-kit/use-admin-query';
import { FactWarnings, warningsOf } from './fact-warnings';
import { NoticeEditor } from './notice-editor';
import type { NoticePreviewLabels } from './notice-preview-labels';
import styles from './notice-studio.module.css';
import { PreviewLinkPanel } from './preview-link';
import { RecordHistory } from './record-history';

type Editing = { kind: 'new' } | { kind: 'edit'; id: string } | null;

/** `/admin/content/notices`: the notices with their state, and the editor for one. */
export function NoticeStudio({ labels }: { labels: NoticePreviewLabels }) {
  const t = useTranslations('studio.notices');
  const staff = useStaffProfile();
  const { state, reload } = useAdminQuery<AdminNoticeList>(
    staffMay(staff, 'content.write') ? '/notices' : null,
  );
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState('');
  const [warnings, setWarnings] = useState<ReturnType<typeof warningsOf>>([]);

  const open = (next: Editing) => {
    setStatus('');
    setWarnings([]);
    setEditing(next);
    requestAnimationFrame(() => document.getElementById('notice-editor-title')?.focus());
  };
  const current =
    editing?.kind === 'edit' && state.status === 'ready'
      ? (state.data.items.find((n) => n.id === editing.id) ?? null)
      : null;

  return (
    <AdminPage
      title={t('title')}
      permission="content.write"
      lead={t('lead')}
      actions={
        <button
          type="button"
          className={buttonStyles.primaryButton}
          onClick={() => open({ kind: 'new' })}
          data-new-notice=""
        >
          {t('new')}
        </button>
      }
    >
      <p className={pageStyles.status} role="status" data-notice-status="">
        {status}
      </p>
      <FactWarnings warnings={warnings} />
      {editing && (editing.kind === 'new' || current) ? (
        <NoticeEditor
          key={editing.kind === 'new' ? 'new' : `${current?.id}:${current?.updatedAt}`}
          notice={current}
          labels={labels}
          onSaved={async (saved, message) => {
            await reload();
            setEditing({ kind: 'edit', id: saved.id });
            setStatus(message);
            setWarnings(warningsOf(saved));
          }}
          onDeleted={async (message) => {
            setEditing(null);
            await reload();
            setStatus(message);
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {current ? (
        <RecordHistory
          key={current.id}
          kind="notices"
          recordId={current.id}
          onChanged={reload}
          onMessage={(m) => setStatus(m?.text ?? '')}
        />
      ) : null}
      {current ? (
        <PreviewLinkPanel
          key={`preview-${current.id}`}
          kind="notices"
          recordId={current.id}
          onMessage={(m) => setStatus(m?.text ?? '')}
        />
      ) : null}
      <section className={pageStyles.panel} aria-labelledby="notice-list-title">
        <h2 id="notice-list-title" className={pageStyles.sectionTitle}>
          {t('listTitle')}
        </h2>
        <QueryView state={state}>
          {({ items }) =>
            items.length === 0 ? (
              <p className={pageStyles.empty}>{t('empty')}</p>
            ) : (
              <ul className={styles.noticeList} data-notice-list="">
                {items.map((n) => (
                  <NoticeRow
                    key={n.id}
                    notice={n}
                    editing={editing?.kind === 'edit' && editing.id === n.id}
                    onEdit={() => open({ kind: 'edit', id: n.id })}
                  />
                ))}
              </ul>
            )
          }
        </QueryView>
      </section>
    </AdminPage>
  );
}

function NoticeRow({
  notice: n,
  editing,
  onEdit,
}: {
  notice: AdminNotice;
  editing: boolean;
  onEdit: () => void;
}) {
  const t = useTranslations('studio.notices');
  const titleId = `notice-row-${n.id}`;
  return (
    <li className={styles.noticeRow} data-notice-row={n.id} data-state={n.state}>
      <div className={styles.noticeMain}>
        <p id={titleId} className={styles.noticeTitle}>
          {n.titleKo || t('untitled')}
        </p>
        {n.titleEn ? (
          <p className={fieldStyles.hint} lang="en">
            {n.titleEn}
          </p>
        ) : null}
        <dl className={styles.noticeMeta}>
          <div>
            <dt>{t('placementLabel')}</dt>
            <dd>{t(`placement.${n.placement}`)}</dd>
          </div>
          <div>
            <dt>{t('window')}</dt>
            <dd>{t('windowValue', { start: seoulDateTime(n.startsAt), end: seoulDateTime(n.endsAt) })}</dd>
          </div>
        </dl>
      </div>
      <div className={styles.noticeSide}>
        <span className={styles.stateBadge} data-state={n.state} data-notice-state="">
          {t(`state.${n.state}`)}
        </span>
        <button
          type="button"
          className={buttonStyles.secondaryButton}
          onClick={onEdit}
          aria-describedby={titleId}
          aria-pressed={editing}
          data-edit-notice=""
        >
          {editing ? t('editing') : t('edit')}
        </button>
      </div>
    </li>
  );
}

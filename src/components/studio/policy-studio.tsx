'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { seoulDate } from '@/schemas/event-rules';
import type { AdminPolicyList, AdminPolicyVersion } from '@/schemas/policies';
import { POLICY_KINDS, type PolicyKind } from '@/schemas/policy-rules';
import buttonStyles from '../console-kit/button.module.css';
import fieldStyles from '../console-kit/field.module.css';
import formStyles from '../console-kit/form.module.css';
import messageStyles from '../console-kit/message.module.css';
import { AdminPage } from '../console-kit/page';
import pageStyles from '../console-kit/page.module.css';
import { QueryView } from '../console-kit/query-view';
import { useAdminQuery } from '../console-kit/use-admin-query';
import styles from './policy-studio.module.css';
import { PolicyVersionForm } from './policy-version-form';
import { PreviewLinkPanel } from './preview-link';
import { StudioMessage, type StudioNotice } from './studio-message';

/**
 * /admin/content/policies: the privacy policy and the terms as tabs; each lists its versions with
 * their status (in force, scheduled, earlier) and dates, and writes a new version.
 */
/** The public page's labels per language, for the preview. */
export type PreviewLabels = Record<'ko' | 'en', { effective: string; toc: string; table: string }>;

export function PolicyStudio({ previewLabels }: { previewLabels: PreviewLabels }) {
  const t = useTranslations('studio.policies');
  const [kind, setKind] = useState<PolicyKind>('privacy');
  return (
    <AdminPage title={t('title')} permission="content.write" lead={t('lead')}>
      <div role="tablist" aria-label={t('kindsLabel')} className={formStyles.tabs}>
        {POLICY_KINDS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            id={`policy-tab-${k}`}
            aria-selected={kind === k}
            aria-controls={`policy-panel-${k}`}
            tabIndex={kind === k ? 0 : -1}
            className={formStyles.tab}
            onClick={() => setKind(k)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                const other = k === 'privacy' ? 'terms' : 'privacy';
                setKind(other);
                document.getElementById(`policy-tab-${other}`)?.focus();
              }
            }}
            data-policy-tab={k}
          >
            {t(`kinds.${k}`)}
          </button>
        ))}
      </div>
      {POLICY_KINDS.map((k) =>
        k === kind ? (
          <div
            key={k}
            role="tabpanel"
            id={`policy-panel-${k}`}
            aria-labelledby={`policy-tab-${k}`}
            className={styles.policyPanel}
          >
            <KindPanel kind={k} previewLabels={previewLabels} />
          </div>
        ) : null,
      )}
    </AdminPage>
  );
}

function KindPanel({ kind, previewLabels }: { kind: PolicyKind; previewLabels: PreviewLabels }) {
  const t = useTranslations('studio.policies');
  const { state, reload } = useAdminQuery<AdminPolicyList>(`/policies/${kind}`);
  const [writing, setWriting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <QueryView state={state}>
      {(list) => (
        <>
          {notice ? (
            <p className={messageStyles.okBox} role="status" data-notice="">
              {notice}
            </p>
          ) : null}
          {writing ? (
            <PolicyVersionForm
              kind={kind}
              list={list}
              previewLabels={previewLabels}
              onCancel={() => setWriting(false)}
              onPublished={(v) => {
                setWriting(false);
                setNotice(t('published', { version: v.version, date: v.effectiveOn }));
                void reload();
              }}
            />
          ) : (
            <div className={styles.policyActions}>
              <button
                type="button"
                className={buttonStyles.primaryButton}
                onClick={() => {
                  setNotice(null);
                  setWriting(true);
                }}
                data-new-version=""
              >
                {t('newVersion')}
              </button>
            </div>
          )}
          <VersionList kind={kind} list={list} />
        </>
      )}
    </QueryView>
  );
}

function VersionList({ kind, list }: { kind: PolicyKind; list: AdminPolicyList }) {
  const t = useTranslations('studio.policies');
  return (
    <section aria-labelledby={`versions-${kind}`} className={styles.versionSection}>
      <h2 id={`versions-${kind}`} className={pageStyles.sectionTitle}>
        {t('versionsTitle')}
      </h2>
      <p className={fieldStyles.hint}>{t('today', { date: list.today || seoulDate(new Date()) })}</p>
      {list.versions.length === 0 ? (
        <p className={fieldStyles.hint}>{t('empty')}</p>
      ) : (
        <ol className={styles.versionList}>
          {list.versions.map((v) => (
            <VersionCard key={v.version} kind={kind} v={v} />
          ))}
        </ol>
      )}
    </section>
  );
}

function VersionCard({ kind, v }: { kind: PolicyKind; v: AdminPolicyVersion }) {
  const t = useTranslations('studio.policies');
  const [message, setMessage] = useState<StudioNotice | null>(null);
  const publicHref =
    v.status === 'inForce'
      ? `/policies/${kind}`
      : v.status === 'earlier'
        ? `/policies/${kind}/v/${v.version}`
        : null;
  return (
    <li className={styles.versionCard} data-policy-version={v.version} data-status={v.status}>
      <div className={styles.versionHead}>
        <span className={styles.versionNumber}>{t('version', { version: v.version })}</span>
        <span className={`${styles.statusBadge} ${styles[`status_${v.status}`] ?? ''}`}>
          {t(`status.${v.status}`)}
        </span>
      </div>
      <p className={styles.versionDate}>
        {t('effectiveOn')} <time dateTime={v.effectiveOn}>{v.effectiveOn}</time>
      </p>
      {v.noteKo ? <p className={styles.versionNote}>{v.noteKo}</p> : null}
      {v.noteEn ? (
        <p className={styles.versionNote} lang="en">
          {v.noteEn}
        </p>
      ) : null}
      <p className={fieldStyles.hint}>
        {/* the seeded first version has no author to name; the date stays on one line */}
        {v.createdBy && v.createdBy !== 'seed'
          ? t.rich('createdBy', { who: v.createdBy, at: seoulDate(v.createdAt), date: nowrap })
          : t.rich('createdFirst', { at: seoulDate(v.createdAt), date: nowrap })}
      </p>
      {publicHref ? (
        <a href={publicHref} className={styles.versionLink}>
          {t('viewPublic', { version: v.version })}
        </a>
      ) : (
        <>
          <PreviewLinkPanel
            kind="policies"
            recordId={v.id}
            compact={{ name: t('version', { version: v.version }) }}
            onMessage={setMessage}
          />
          <StudioMessage message={message} />
        </>
      )}
    </li>
  );
}

const nowrap = (chunks: ReactNode) => <span className={styles.nowrap}>{chunks}</span>;

'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { PreviewKind } from '@/schemas/content-history-rules';
import adminStyles from '../admin/admin.module.css';
import { adminJson } from '../admin/admin-api';
import { showApiError } from '../admin/admin-errors';
import { seoulDateTime } from '../admin/seoul-time';
import type { StudioNotice } from './studio-message';

/**
 * A record's review link (issue 49): makes a signed address that shows the record's public pages as
 * they stand, drafts included, to anyone with it for 24 hours, and nothing else.
 */
export function PreviewLinkPanel({
  kind,
  recordId,
  onMessage,
}: {
  kind: PreviewKind;
  recordId: string;
  onMessage: (m: StudioNotice | null) => void;
}) {
  const t = useTranslations('studio.preview');
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const make = async () => {
    onMessage(null);
    try {
      const made = await adminJson<{ url: string; expiresAt: string }>(`/${kind}/${recordId}/preview`, {
        method: 'POST',
      });
      setLink({ url: new URL(made.url, window.location.origin).toString(), expiresAt: made.expiresAt });
    } catch (err) {
      onMessage({ kind: 'error', text: showApiError(err, null, [], t('networkError')) ?? t('networkError') });
    }
  };
  const id = `${kind}-preview`;
  return (
    <section className={adminStyles.panel} aria-labelledby={`${id}-title`} data-record-preview={kind}>
      <h2 id={`${id}-title`} className={adminStyles.sectionTitle}>
        {t('title')}
      </h2>
      <p className={adminStyles.hint}>{t('hint')}</p>
      <div className={adminStyles.buttonRow}>
        <button type="button" className={adminStyles.secondaryButton} onClick={() => void make()}>
          {t('make')}
        </button>
      </div>
      {link ? (
        <div className={adminStyles.field}>
          <label htmlFor={`${id}-url`}>{t('url')}</label>
          <input id={`${id}-url`} readOnly value={link.url} aria-describedby={`${id}-until`} />
          <p id={`${id}-until`} className={adminStyles.hint}>
            {t('until', { until: seoulDateTime(link.expiresAt) })}
          </p>
          <a className={adminStyles.secondaryButton} href={link.url} target="_blank" rel="noreferrer">
            {t('open')}
          </a>
        </div>
      ) : null}
    </section>
  );
}

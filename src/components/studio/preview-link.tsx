'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { PreviewKind } from '@/schemas/content-history-rules';
import { adminJson } from '../console-kit/api';
import buttonStyles from '../console-kit/button.module.css';
import { showApiError } from '../console-kit/errors';
import fieldStyles from '../console-kit/field.module.css';
import pageStyles from '../console-kit/page.module.css';
import { seoulDateTime } from '../console-kit/seoul-time';
import type { StudioNotice } from './studio-message';

/**
 * A record's review link (issue 49): makes a signed address that shows the record's public pages as
 * they stand, drafts included, to anyone with it for 24 hours, and nothing else. `compact` is the
 * form for one item of a list (a FAQ category, a policy version): no heading or hint, and `name`
 * in the button's label.
 */
export function PreviewLinkPanel({
  kind,
  recordId,
  onMessage,
  path = `${kind}/${recordId}`,
  compact,
}: {
  kind: PreviewKind;
  recordId: string;
  onMessage: (m: StudioNotice | null) => void;
  /** The API path before `/preview` when it is not `{kind}/{id}` (a FAQ category's). */
  path?: string;
  compact?: { name: string };
}) {
  const t = useTranslations('studio.preview');
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const make = async () => {
    onMessage(null);
    try {
      const made = await adminJson<{ url: string; expiresAt: string }>(`/${path}/preview`, {
        method: 'POST',
      });
      setLink({ url: new URL(made.url, window.location.origin).toString(), expiresAt: made.expiresAt });
    } catch (err) {
      onMessage({ kind: 'error', text: showApiError(err, null, [], t('networkError')) ?? t('networkError') });
    }
  };
  const id = compact ? `${path.replaceAll('/', '-')}-preview` : `${kind}-preview`;
  const button = (
    <div className={pageStyles.buttonRow}>
      <button type="button" className={buttonStyles.secondaryButton} onClick={() => void make()}>
        {compact ? t('makeFor', { name: compact.name }) : t('make')}
      </button>
    </div>
  );
  if (compact)
    return (
      <div data-record-preview={kind} data-record-preview-id={recordId}>
        {button}
        {link ? <LinkShown id={id} link={link} /> : null}
      </div>
    );
  return (
    <section className={pageStyles.panel} aria-labelledby={`${id}-title`} data-record-preview={kind}>
      <h2 id={`${id}-title`} className={pageStyles.sectionTitle}>
        {t('title')}
      </h2>
      <p className={fieldStyles.hint}>{t('hint')}</p>
      {button}
      {link ? <LinkShown id={id} link={link} /> : null}
    </section>
  );
}

/** The link made, its expiry (Seoul) and a button that opens it. */
function LinkShown({ id, link }: { id: string; link: { url: string; expiresAt: string } }) {
  const t = useTranslations('studio.preview');
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={`${id}-url`}>{t('url')}</label>
      <input id={`${id}-url`} readOnly value={link.url} aria-describedby={`${id}-until`} />
      <p id={`${id}-until`} className={fieldStyles.hint}>
        {t('until', { until: seoulDateTime(link.expiresAt) })}
      </p>
      <a className={buttonStyles.secondaryButton} href={link.url} target="_blank" rel="noreferrer">
        {t('open')}
      </a>
    </div>
  );
}

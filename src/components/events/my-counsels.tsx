'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { formatDate } from '@/lib/dates';
import type { Counsel } from '@/schemas/contact';
import { seoulDate } from '@/schemas/event-rules';
import styles from './events.module.css';
import { MemberListFrame } from './member-list-frame';
import { useMemberList } from './use-member-list';

/** `/my/counsel`: the member's inquiries with the team's answers. */
export function MyCounsels() {
  const t = useTranslations('events.my.counsel');
  const types = useTranslations('contact.types');
  const [page, setPage] = useState(1);
  const { state } = useMemberList<Counsel>('/users/my/counsels', page);
  return (
    <div className={`container ${styles.myList}`}>
      <p className={styles.hint}>{t('retention')}</p>
      <MemberListFrame
        state={state}
        returnTo="/my/counsel"
        empty={t('empty')}
        emptyBody={t('emptyBody')}
        emptyAction={
          <Link href="/contact" className={styles.secondaryButton}>
            {t('write')}
          </Link>
        }
        onPage={setPage}
      >
        {(items) => (
          <ul className={styles.rows}>
            {items.map((c) => (
              <li key={c.id} className={styles.counsel} data-testid="counsel">
                <details>
                  <summary className={styles.counselSummary}>
                    <span className={styles.typeBadge}>{types(c.type)}</span>
                    <span className={styles.rowTitle}>{c.title}</span>
                    <span className={styles.statusBadge} data-status={c.status}>
                      {t(`status.${c.status}`)}
                    </span>
                    <span className={styles.rowMeta}>
                      {t('createdAt')} {formatDate(seoulDate(c.createdAt), 'ko')}
                    </span>
                  </summary>
                  <p className={styles.body}>{c.message}</p>
                  {c.answers.length ? (
                    c.answers.map((a) => (
                      <div key={a.createdAt} className={styles.answer}>
                        <p className={styles.answerLabel}>
                          {t('answer')} · {formatDate(seoulDate(a.createdAt), 'ko')}
                        </p>
                        <p className={styles.body}>{a.body}</p>
                      </div>
                    ))
                  ) : (
                    <p className={styles.hint}>{t('waiting')}</p>
                  )}
                </details>
              </li>
            ))}
          </ul>
        )}
      </MemberListFrame>
    </div>
  );
}

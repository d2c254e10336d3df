'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { InquirySummary } from '@/schemas/admin';
import { INQUIRY_STATES, staffMay } from '@/schemas/admin-rules';
import { INQUIRY_TYPES } from '@/schemas/contact-rules';
import badgeStyles from '../console-kit/badge.module.css';
import buttonStyles from '../console-kit/button.module.css';
import fieldStyles from '../console-kit/field.module.css';
import { FilterSelect, usePagedFilters } from '../console-kit/filters';
import { AdminPage } from '../console-kit/page';
import pageStyles from '../console-kit/page.module.css';
import { AdminPager } from '../console-kit/pager';
import { QueryView } from '../console-kit/query-view';
import { seoulDate, seoulDateTime } from '../console-kit/seoul-time';
import { useStaffProfile } from '../console-kit/staff-context';
import tableStyles from '../console-kit/table.module.css';
import { useAdminQuery } from '../console-kit/use-admin-query';
import styles from './inquiries.module.css';

type Paged<T> = { items: T[]; page: number; pageSize: number; total: number; totalPages: number };
type Filters = { type: string; state: string; source: string };

/** `/admin/inquiries`: Contact messages and member counsels, newest first, masked. */
export function Inquiries() {
  const t = useTranslations('admin.inquiries');
  const tn = useTranslations('admin.nav');
  const staff = useStaffProfile();
  const params = useSearchParams();
  const { filters, setFilter, page, setPage } = usePagedFilters<Filters>(() => ({
    type: '',
    state: INQUIRY_STATES.includes(params.get('state') as never) ? (params.get('state') ?? '') : '',
    source: '',
  }));
  const query = new URLSearchParams(
    Object.entries({ ...filters, page: String(page) }).filter(([, v]) => v !== ''),
  );
  const { state } = useAdminQuery<Paged<InquirySummary>>(
    staffMay(staff, 'inquiries.read') ? `/inquiries?${query}` : null,
    60_000,
  );

  return (
    <AdminPage title={tn('inquiries')} permission="inquiries.read" lead={t('lead')}>
      <search className={fieldStyles.filters}>
        <FilterSelect
          id="i-type"
          label={t('filter.type')}
          value={filters.type}
          onChange={(v) => setFilter('type', v)}
          allLabel={t('filter.all')}
          options={INQUIRY_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
        />
        <FilterSelect
          id="i-state"
          label={t('filter.state')}
          value={filters.state}
          onChange={(v) => setFilter('state', v)}
          allLabel={t('filter.all')}
          options={INQUIRY_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
        />
        <FilterSelect
          id="i-source"
          label={t('filter.source')}
          value={filters.source}
          onChange={(v) => setFilter('source', v)}
          allLabel={t('filter.all')}
          options={[
            { value: 'member', label: t('source.member') },
            { value: 'guest', label: t('source.guest') },
          ]}
        />
      </search>
      <QueryView state={state}>
        {(data) =>
          data.items.length === 0 ? (
            <p className={pageStyles.empty}>{t('none')}</p>
          ) : (
            <>
              <ul className={styles.inbox}>
                {data.items.map((i) => (
                  <li key={i.id} className={styles.inboxItem} data-inquiry={i.id} data-state={i.state}>
                    <div className={styles.inboxMain}>
                      <Link href={`/admin/inquiries/${i.id}`} className={buttonStyles.rowLink}>
                        {i.title}
                      </Link>
                      <p className={styles.inboxMeta}>
                        <span>{t(`type.${i.type}`)}</span>
                        <span>{t(`source.${i.source}`)}</span>
                        <span>
                          {i.name} · {i.email}
                        </span>
                        <span>{seoulDateTime(i.createdAt)}</span>
                      </p>
                    </div>
                    <div className={styles.inboxSide}>
                      <span className={badgeStyles.stateBadge} data-state={i.state}>
                        {t(`state.${i.state}`)}
                      </span>
                      <span className={tableStyles.sub}>{t('purgeAt', { date: seoulDate(i.purgeAt) })}</span>
                    </div>
                  </li>
                ))}
              </ul>
              <AdminPager page={data.page} totalPages={data.totalPages} total={data.total} onPage={setPage} />
            </>
          )
        }
      </QueryView>
    </AdminPage>
  );
}

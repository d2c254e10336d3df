'use client';

import { useTranslations } from 'next-intl';
import type { Applicant } from '@/schemas/admin';
import { staffMay } from '@/schemas/admin-rules';
import badgeStyles from '../../console-kit/badge.module.css';
import buttonStyles from '../../console-kit/button.module.css';
import { DataTable } from '../../console-kit/data-table';
import { seoulDateTime } from '../../console-kit/seoul-time';
import { useStaffProfile } from '../../console-kit/staff-context';
import tableStyles from '../../console-kit/table.module.css';

export type ContactField = 'tel' | 'email';

/**
 * A contact as one run, an e-mail's domain as a unit after its "@": on a phone it breaks after the
 * "@", never inside "moru-surfaces" (the sixth review read "de**@moru- / surfaces.example").
 */
function ContactValue({ value }: { value: string }) {
  const at = value.lastIndexOf('@');
  if (at < 0) return value;
  return (
    <>
      {value.slice(0, at + 1)}
      <wbr />
      <span className={badgeStyles.contactDomain}>{value.slice(at + 1)}</span>
    </>
  );
}

/**
 * One page of applicants: name and member type, contact (masked, with a reveal button for staff who
 * may, or the revealed value tagged), slot, status with queue place, check-in and cancel reason, and
 * the cancel button.
 */
export function ApplicantTable({
  items,
  total,
  revealed,
  onReveal,
  onCancel,
}: {
  items: Applicant[];
  total: number;
  /** Values revealed on this screen, by `<applicant id>:<field>`. */
  revealed: Record<string, string>;
  onReveal: (applicant: Applicant, field: ContactField) => void;
  onCancel: (applicant: Applicant) => void;
}) {
  const t = useTranslations('admin.applicants');
  const staff = useStaffProfile();
  return (
    <DataTable
      label={t('tableCaption', { total })}
      rows={items}
      rowKey={(a) => a.id}
      rowData={(a) => ({ 'data-applicant': a.id })}
      columns={[
        {
          key: 'name',
          header: t('col.name'),
          title: true,
          cell: (a) => (
            <>
              {a.member.name}
              <span className={tableStyles.sub}>
                {t(`memberType.${a.member.memberType}`)}
                {a.member.company ? ` · ${a.member.company}` : ''}
              </span>
            </>
          ),
        },
        {
          key: 'contact',
          header: t('col.contact'),
          cell: (a) =>
            (['tel', 'email'] as const).map((field) => {
              const shown = revealed[`${a.id}:${field}`];
              return (
                <span key={field} className={badgeStyles.contactLine}>
                  <span className="visually-hidden">{t(`field.${field}`)}</span>
                  <span data-contact={field} data-revealed={shown ? 'true' : 'false'}>
                    <ContactValue value={shown ?? a.member[field]} />
                  </span>
                  {shown ? (
                    <span className={badgeStyles.revealedTag}>{t('revealedTag')}</span>
                  ) : staffMay(staff, 'applicants.reveal') ? (
                    <button
                      type="button"
                      className={buttonStyles.smallButton}
                      onClick={() => onReveal(a, field)}
                      data-reveal={field}
                    >
                      {t(`reveal.${field}`)}
                      <span className="visually-hidden"> {a.member.name}</span>
                    </button>
                  ) : null}
                </span>
              );
            }),
        },
        {
          key: 'slot',
          header: t('col.slot'),
          nowrap: true,
          cell: (a) => (
            <>
              {a.sessionStartsAt ? seoulDateTime(a.sessionStartsAt) : t('noSlot')}
              <span className={tableStyles.sub}>{t('appliedAt', { at: seoulDateTime(a.createdAt) })}</span>
            </>
          ),
        },
        {
          key: 'status',
          header: t('col.status'),
          cell: (a) => (
            <>
              <span className={badgeStyles.stateBadge} data-state={a.status}>
                {t(`status.${a.status}`)}
              </span>
              {a.position !== null ? (
                <span className={tableStyles.sub}>{t('position', { position: a.position })}</span>
              ) : null}
              {a.checkedInAt ? (
                <span className={tableStyles.sub} data-checked-in="">
                  {t('checkedInAt', { at: seoulDateTime(a.checkedInAt) })}
                </span>
              ) : null}
              {a.cancelReason ? (
                <span className={tableStyles.sub}>{t('cancelReason', { reason: a.cancelReason })}</span>
              ) : null}
            </>
          ),
        },
        {
          key: 'actions',
          header: t('col.actions'),
          actions: true,
          cell: (a) =>
            a.status === 'confirmed' && staffMay(staff, 'applicants.cancel') ? (
              <button
                type="button"
                className={buttonStyles.smallDanger}
                onClick={() => onCancel(a)}
                data-cancel-applicant=""
              >
                {t('cancel')}
                <span className="visually-hidden"> {a.member.name}</span>
              </button>
            ) : null,
        },
      ]}
    />
  );
}

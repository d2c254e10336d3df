'use client';

import { useTranslations } from 'next-intl';
import type { Applicant } from '@/schemas/admin';
import { CANCEL_REASON_MAX_LENGTH, REVEAL_REASON_MAX_LENGTH } from '@/schemas/admin-rules';
import { adminJson } from '../../console-kit/api';
import { ReasonDialog } from '../../console-kit/dialog';
import { showApiError } from '../../console-kit/errors';
import { seoulDateTime } from '../../console-kit/seoul-time';
import type { ContactField } from './applicant-table';

/** Asks why before showing an applicant's full phone number or e-mail (the reason is audited). */
export function RevealDialog({
  revealing,
  onClose,
  onRevealed,
}: {
  revealing: { applicant: Applicant; field: ContactField } | null;
  onClose: () => void;
  onRevealed: (key: string, value: string) => void;
}) {
  const t = useTranslations('admin.applicants');
  return (
    <ReasonDialog
      open={revealing !== null}
      title={revealing ? t(`revealTitle.${revealing.field}`, { name: revealing.applicant.member.name }) : ''}
      description={t('revealWhy')}
      label={t('reason')}
      submitLabel={t('revealSubmit')}
      maxLength={REVEAL_REASON_MAX_LENGTH}
      onClose={onClose}
      onSubmit={async (reason) => {
        if (!revealing) return null;
        try {
          const r = await adminJson<{ field: ContactField; value: string }>(
            `/applications/${revealing.applicant.id}/reveal`,
            { method: 'POST', json: { field: revealing.field, reason } },
          );
          onRevealed(`${revealing.applicant.id}:${r.field}`, r.value);
          onClose();
          return null;
        } catch (err) {
          return showApiError(err, null, [], t('networkError'));
        }
      }}
    />
  );
}

/** Asks why before cancelling an application; a ticket used at the door needs saying so explicitly. */
export function CancelDialog({
  cancelling,
  onClose,
  onCancelled,
}: {
  cancelling: Applicant | null;
  onClose: () => void;
  onCancelled: (name: string) => Promise<void>;
}) {
  const t = useTranslations('admin.applicants');
  return (
    <ReasonDialog
      open={cancelling !== null}
      title={cancelling ? t('cancelTitle', { name: cancelling.member.name }) : ''}
      description={
        cancelling?.checkedInAt
          ? t('cancelCheckedInWhy', { at: seoulDateTime(cancelling.checkedInAt) })
          : t('cancelWhy')
      }
      label={t('reason')}
      submitLabel={cancelling?.checkedInAt ? t('cancelCheckedInSubmit') : t('cancelSubmit')}
      maxLength={CANCEL_REASON_MAX_LENGTH}
      danger
      onClose={onClose}
      onSubmit={async (reason) => {
        if (!cancelling) return null;
        try {
          // A ticket used at the door is cancelled only by this explicit choice (the dialog says so).
          const json = cancelling.checkedInAt ? { reason, cancelCheckedIn: true } : { reason };
          await adminJson(`/applications/${cancelling.id}/cancel`, { method: 'POST', json });
          onClose();
          await onCancelled(cancelling.member.name);
          return null;
        } catch (err) {
          return showApiError(err, null, [], t('networkError'));
        }
      }}
    />
  );
}

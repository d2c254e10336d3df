'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { AdminEvent, AdminSession } from '@/schemas/admin';
import { CANCEL_REASON_MAX_LENGTH } from '@/schemas/admin-rules';
import {
  MESSAGE_BODY_MAX_LENGTH,
  MESSAGE_SUBJECT_MAX_LENGTH,
  MOVE_REASON_MAX_LENGTH,
} from '@/schemas/schedule-rules';
import type { MoveConflict } from '@/schemas/schedules';
import { ApiClientError, adminJson } from '../console-kit/api';
import { AdminDialog, DialogFooter, ReasonDialog } from '../console-kit/dialog';
import dialogStyles from '../console-kit/dialog.module.css';
import fieldStyles from '../console-kit/field.module.css';
import pageStyles from '../console-kit/page.module.css';
import { fromSeoulInput, seoulDateTime, toSeoulInput } from '../console-kit/seoul-time';
import { failureText, useAction } from '../console-kit/use-action';
import s from './schedules.module.css';

type MoveAnswer = {
  dryRun: boolean;
  startsAt: string;
  confirmed: number;
  waiting: number;
  conflicts: MoveConflict[];
};

/** A dialog about one slot (none while closed); `onDone` gets the line to announce once it has acted. */
type SlotDialogProps = {
  slot: AdminSession | null;
  onClose: () => void;
  onDone: (text: string) => Promise<void>;
};

/**
 * Moves a slot with applicants: pick the new Seoul time and a reason, check (a dry run lists who
 * is told and whose other bookings the new time overlaps or shares a day with), then move. The
 * conflicts must be acknowledged before the move is sent.
 */
export function MoveSlotDialog({ slot, onClose, onDone }: SlotDialogProps) {
  const t = useTranslations('schedules.move');
  const id = useId();
  const [when, setWhen] = useState('');
  const [reason, setReason] = useState('');
  const [check, setCheck] = useState<MoveAnswer | null>(null);
  const [accepted, setAccepted] = useState(false);
  const { busy, error, setError, run } = useAction(t('networkError'));

  useEffect(() => {
    if (slot) {
      setWhen(toSeoulInput(slot.startsAt));
      setReason('');
      setCheck(null);
      setAccepted(false);
      setError(null);
    }
  }, [slot, setError]);

  if (!slot)
    return (
      <AdminDialog open={false} title={t('title')} onClose={onClose}>
        {null}
      </AdminDialog>
    );

  const send = async (dryRun: boolean) => {
    const startsAt = fromSeoulInput(when);
    if (!startsAt) return setError(t('whenInvalid'));
    if (!reason.trim()) return setError(t('reasonRequired'));
    await run(async () => {
      const answer = await adminJson<MoveAnswer>(`/sessions/${slot.id}/move`, {
        method: 'POST',
        json: { startsAt, reason: reason.trim(), dryRun, acceptConflicts: accepted },
      });
      if (dryRun) setCheck(answer);
      else await onDone(t('moved', { when: seoulDateTime(answer.startsAt), count: answer.confirmed }));
    });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send(!check);
  };
  const blocked = Boolean(check?.conflicts.length) && !accepted;

  return (
    <AdminDialog open title={t('title')} onClose={onClose}>
      <form onSubmit={submit} noValidate className={dialogStyles.dialogBody} data-move-dialog="">
        <p className={fieldStyles.hint}>
          {t('lead', { when: seoulDateTime(slot.startsAt), count: slot.taken })}
        </p>
        <div className={fieldStyles.field}>
          <label htmlFor={`${id}-when`}>{t('when')}</label>
          <input
            id={`${id}-when`}
            type="datetime-local"
            value={when}
            onChange={(e) => {
              setWhen(e.target.value);
              setCheck(null);
              setAccepted(false);
            }}
          />
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor={`${id}-reason`}>{t('reason')}</label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            maxLength={MOVE_REASON_MAX_LENGTH}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-describedby={`${id}-reason-hint`}
            data-reason=""
          />
          <p id={`${id}-reason-hint`} className={fieldStyles.hint}>
            {t('reasonHint')}
          </p>
        </div>
        <div aria-live="polite">
          {error ? (
            <p className={fieldStyles.fieldError} role="alert">
              {error}
            </p>
          ) : null}
          {check ? (
            <div className={dialogStyles.dialogBody} data-move-check="">
              <p className={s.summary}>
                {t('check', { confirmed: check.confirmed, waiting: check.waiting })}
              </p>
              {check.conflicts.length ? (
                <>
                  <p className={fieldStyles.fieldError}>
                    {t('conflictsLead', { count: check.conflicts.length })}
                  </p>
                  <ul className={s.conflicts} data-move-conflicts="">
                    {check.conflicts.map((c) => (
                      <li key={c.applicationId}>
                        {t(c.sameDay ? 'conflictSameDay' : 'conflict', {
                          name: c.name,
                          email: c.email,
                          title: c.otherEventTitle,
                          when: seoulDateTime(c.otherStartsAt),
                        })}
                      </li>
                    ))}
                  </ul>
                  <label className={s.check}>
                    <input
                      type="checkbox"
                      checked={accepted}
                      onChange={(e) => setAccepted(e.target.checked)}
                      data-accept-conflicts=""
                    />
                    {t('accept')}
                  </label>
                </>
              ) : null}
            </div>
          ) : null}
        </div>
        <DialogFooter
          closeLabel={t('close')}
          onClose={onClose}
          submitLabel={busy ? t('working') : check ? t('submit') : t('checkButton')}
          disabled={busy || blocked}
          submitData={{ 'data-move-submit': '' }}
        />
      </form>
    </AdminDialog>
  );
}

/** Cancels a slot with a reason: every member in it (booked and waiting) is cancelled and told. */
export function CancelSlotDialog({ slot, onClose, onDone }: SlotDialogProps) {
  const t = useTranslations('schedules.cancel');
  return (
    <ReasonDialog
      open={slot !== null}
      title={t('title')}
      description={
        slot
          ? t('lead', { when: seoulDateTime(slot.startsAt), taken: slot.taken, waiting: slot.waiting })
          : null
      }
      label={t('reason')}
      submitLabel={t('submit')}
      maxLength={CANCEL_REASON_MAX_LENGTH}
      danger
      onClose={onClose}
      onSubmit={async (reason) => {
        if (!slot) return null;
        try {
          const res = await adminJson<{ cancelled: number; released: number }>(
            `/sessions/${slot.id}/cancel`,
            {
              method: 'POST',
              json: { reason },
            },
          );
          await onDone(t('done', res));
          return null;
        } catch (err) {
          return failureText(err, t('networkError'));
        }
      }}
    />
  );
}

/** A message to the confirmed applicants of one slot or of the whole event, in both languages. */
export function MessageDialog({
  target,
  onClose,
  onSent,
}: {
  target: { path: string; label: string } | null;
  onClose: () => void;
  onSent: (text: string) => Promise<void>;
}) {
  const t = useTranslations('schedules.message');
  const id = useId();
  const [values, setValues] = useState({ subjectKo: '', bodyKo: '', subjectEn: '', bodyEn: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, error, setError, run } = useAction(t('networkError'));
  // NOTE: counted when the dialog opens, so staff know how many people a message reaches before sending.
  const [recipients, setRecipients] = useState<number | null>(null);

  useEffect(() => {
    setRecipients(null);
    if (!target) return;
    setValues({ subjectKo: '', bodyKo: '', subjectEn: '', bodyEn: '' });
    setErrors({});
    setError(null);
    let live = true;
    adminJson<{ recipients: number }>(`${target.path}/recipients`)
      .then((res) => {
        if (live) setRecipients(res.recipients);
      })
      .catch((err: unknown) => {
        if (live) setError(failureText(err, t('networkError')));
      });
    return () => {
      live = false;
    };
  }, [target, t, setError]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!target) return;
    setErrors({});
    await run(
      async () => {
        const res = await adminJson<{ recipients: number }>(target.path, { method: 'POST', json: values });
        await onSent(t('sent', { count: res.recipients }));
      },
      (err) => {
        // Refused fields go under their inputs.
        if (!(err instanceof ApiClientError && err.body.error.fields)) return false;
        setErrors(err.body.error.fields);
        return true;
      },
    );
  };

  const input = (name: keyof typeof values, multiline: boolean) => (
    <div className={fieldStyles.field}>
      <label htmlFor={`${id}-${name}`}>{t(`fields.${name}`)}</label>
      {multiline ? (
        <textarea
          id={`${id}-${name}`}
          rows={4}
          maxLength={MESSAGE_BODY_MAX_LENGTH}
          value={values[name]}
          onChange={(e) => setValues({ ...values, [name]: e.target.value })}
          aria-invalid={Boolean(errors[name])}
          aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        />
      ) : (
        <input
          id={`${id}-${name}`}
          maxLength={MESSAGE_SUBJECT_MAX_LENGTH}
          value={values[name]}
          onChange={(e) => setValues({ ...values, [name]: e.target.value })}
          aria-invalid={Boolean(errors[name])}
          aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        />
      )}
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className={fieldStyles.fieldError}>
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <AdminDialog open={target !== null} title={t('title')} onClose={onClose}>
      <form onSubmit={submit} noValidate className={dialogStyles.dialogBody} data-message-dialog="">
        <p className={fieldStyles.hint}>{t('lead', { target: target?.label ?? '' })}</p>
        <p className={pageStyles.status} role="status" data-message-recipients={recipients ?? ''}>
          {recipients === null
            ? t('recipientsCounting')
            : recipients === 0
              ? t('recipientsNone')
              : t('recipients', { count: recipients })}
        </p>
        {input('subjectKo', false)}
        {input('bodyKo', true)}
        {input('subjectEn', false)}
        {input('bodyEn', true)}
        <p className={fieldStyles.hint}>{t('englishHint')}</p>
        <DialogFooter
          error={error}
          closeLabel={t('close')}
          onClose={onClose}
          submitLabel={busy ? t('working') : recipients ? t('submitTo', { count: recipients }) : t('submit')}
          disabled={busy || !recipients}
        />
      </form>
    </AdminDialog>
  );
}

/** Copies the event as a draft at a new start (every date shifts with it), with or without its slots. */
export function CopyEventDialog({
  event,
  open,
  onClose,
}: {
  event: AdminEvent;
  open: boolean;
  onClose: () => void;
}) {
  const t = useTranslations('schedules.copy');
  const id = useId();
  const router = useRouter();
  const [when, setWhen] = useState('');
  const [withSessions, setWithSessions] = useState(true);
  const { busy, error, setError, run } = useAction(t('networkError'));

  useEffect(() => {
    if (open) {
      setWhen(toSeoulInput(event.startsAt));
      setError(null);
    }
  }, [open, event.startsAt, setError]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const startsAt = fromSeoulInput(when);
    if (!startsAt) return setError(t('whenInvalid'));
    await run(async () => {
      const copy = await adminJson<AdminEvent>(`/events/${event.id}/copy`, {
        method: 'POST',
        json: { startsAt, withSessions },
      });
      onClose();
      router.push(`/admin/events/${copy.id}?copied=1`);
    });
  };

  return (
    <AdminDialog open={open} title={t('title')} onClose={onClose}>
      <form onSubmit={submit} noValidate className={dialogStyles.dialogBody} data-copy-dialog="">
        <p className={fieldStyles.hint}>{t('lead')}</p>
        <div className={fieldStyles.field}>
          <label htmlFor={`${id}-when`}>{t('when')}</label>
          <input
            id={`${id}-when`}
            type="datetime-local"
            value={when}
            onChange={(e) => setWhen(e.target.value)}
          />
        </div>
        {event.type === 'application' ? (
          <label className={s.check}>
            <input
              type="checkbox"
              checked={withSessions}
              onChange={(e) => setWithSessions(e.target.checked)}
            />
            {t('withSessions', { count: event.sessions.filter((x) => !x.cancelledAt).length })}
          </label>
        ) : null}
        <DialogFooter
          error={error}
          closeLabel={t('close')}
          onClose={onClose}
          submitLabel={busy ? t('working') : t('submit')}
          disabled={busy}
        />
      </form>
    </AdminDialog>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import type { AdminSession } from '@/schemas/admin';
import { SESSION_CAPACITY_MAX } from '@/schemas/admin-rules';
import { adminJson } from '../console-kit/api';
import buttonStyles from '../console-kit/button.module.css';
import { AdminDialog } from '../console-kit/dialog';
import dialogStyles from '../console-kit/dialog.module.css';
import { showApiError } from '../console-kit/errors';
import fieldStyles from '../console-kit/field.module.css';
import messageStyles from '../console-kit/message.module.css';
import pageStyles from '../console-kit/page.module.css';
import { fromSeoulInput, seoulDateTime, toSeoulInput } from '../console-kit/seoul-time';
import { ScheduleBuilder } from './schedule-builder';
import { CancelSlotDialog, MessageDialog, MoveSlotDialog } from './schedule-dialogs';
import { CapacityBar, SlotList } from './schedule-slots';
import { FALLBACK_CAPACITY, usualCapacity } from './slot-defaults';

/**
 * An application event's slots: seats taken, left and checked in; add one, build many from a
 * pattern, change the capacity of those selected, move, cancel, message, edit, remove.
 */
export function SessionsPanel({
  eventId,
  period,
  sessions,
  writable,
  onChange,
}: {
  eventId: string;
  /** The event's dates (the slot pattern's period starts as them). */
  period: { startsAt: string; endsAt: string };
  sessions: AdminSession[];
  writable: boolean;
  onChange: () => Promise<void>;
}) {
  const t = useTranslations('admin.slots');
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [editing, setEditing] = useState<AdminSession | null>(null);
  const [moving, setMoving] = useState<AdminSession | null>(null);
  const [cancelling, setCancelling] = useState<AdminSession | null>(null);
  const [messaging, setMessaging] = useState<{ path: string; label: string } | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const ts = useTranslations('schedules');

  /** After a dialog's action: close it, say what happened, reload the slots. */
  const done = (close: () => void) => async (text: string) => {
    close();
    setMessage({ kind: 'ok', text });
    await onChange();
  };

  const run = async (action: () => Promise<unknown>, ok: string) => {
    setMessage(null);
    try {
      await action();
      setMessage({ kind: 'ok', text: ok });
      await onChange();
      return true;
    } catch (err) {
      setMessage({
        kind: 'error',
        text: showApiError(err, null, [], t('networkError')) ?? t('networkError'),
      });
      return false;
    }
  };

  return (
    <section className={pageStyles.panel} aria-labelledby="slots-title" data-slots-panel="">
      <h2 id="slots-title" className={pageStyles.sectionTitle}>
        {t('title')}
      </h2>
      <p className={fieldStyles.hint}>{t('lead')}</p>
      <div aria-live="polite">
        {message ? (
          <p
            className={message.kind === 'ok' ? messageStyles.okBox : messageStyles.errorBox}
            data-slot-message={message.kind}
          >
            {message.text}
          </p>
        ) : null}
      </div>
      {sessions.length === 0 ? (
        <p className={pageStyles.empty}>{t('none')}</p>
      ) : (
        <SlotList
          sessions={sessions}
          writable={writable}
          selected={selected}
          onSelect={setSelected}
          onEdit={setEditing}
          onMove={setMoving}
          onCancel={setCancelling}
          onMessage={(slot) =>
            setMessaging({ path: `/sessions/${slot.id}/messages`, label: seoulDateTime(slot.startsAt) })
          }
          onRemove={(slot) =>
            run(() => adminJson(`/sessions/${slot.id}`, { method: 'DELETE' }), t('removed'))
          }
        />
      )}
      {writable && selected.length > 0 ? (
        <CapacityBar
          count={selected.length}
          onSubmit={(capacity) =>
            run(
              () =>
                adminJson(`/events/${eventId}/sessions/capacity`, {
                  method: 'POST',
                  json: { sessionIds: selected, capacity },
                }),
              ts('capacity.done', { count: selected.length, capacity }),
            ).then((ok) => {
              if (ok) setSelected([]);
              return ok;
            })
          }
        />
      ) : null}
      {writable ? (
        <ScheduleBuilder
          eventId={eventId}
          period={period}
          capacity={usualCapacity(sessions)}
          onCreated={onChange}
        />
      ) : null}
      {writable ? (
        <SlotForm
          idPrefix="new-slot"
          capacity={usualCapacity(sessions)}
          submitLabel={t('add')}
          onSubmit={(body) =>
            run(() => adminJson(`/events/${eventId}/sessions`, { method: 'POST', json: body }), t('added'))
          }
        />
      ) : null}
      <MoveSlotDialog slot={moving} onClose={() => setMoving(null)} onDone={done(() => setMoving(null))} />
      <CancelSlotDialog
        slot={cancelling}
        onClose={() => setCancelling(null)}
        onDone={done(() => setCancelling(null))}
      />
      <MessageDialog
        target={messaging}
        onClose={() => setMessaging(null)}
        onSent={done(() => setMessaging(null))}
      />
      <AdminDialog open={editing !== null} title={t('editTitle')} onClose={() => setEditing(null)}>
        {editing ? (
          <div className={dialogStyles.dialogBody}>
            <SlotForm
              idPrefix="edit-slot"
              initial={editing}
              submitLabel={t('saveEdit')}
              onSubmit={async (body) => {
                const ok = await run(
                  () => adminJson(`/sessions/${editing.id}`, { method: 'PATCH', json: body }),
                  t('updated'),
                );
                if (ok) setEditing(null);
                return ok;
              }}
            />
            {message?.kind === 'error' ? (
              <p className={fieldStyles.fieldError} role="alert">
                {message.text}
              </p>
            ) : null}
            <button type="button" className={buttonStyles.secondaryButton} onClick={() => setEditing(null)}>
              {t('close')}
            </button>
          </div>
        ) : null}
      </AdminDialog>
    </section>
  );
}

function SlotForm({
  idPrefix,
  initial,
  capacity: usual = FALLBACK_CAPACITY,
  submitLabel,
  onSubmit,
}: {
  idPrefix: string;
  initial?: AdminSession;
  /** A new slot's seats to start from (`usualCapacity`). */
  capacity?: number;
  submitLabel: string;
  onSubmit: (body: { startsAt: string; capacity: number }) => Promise<boolean>;
}) {
  const t = useTranslations('admin.slots');
  const [startsAt, setStartsAt] = useState(toSeoulInput(initial?.startsAt));
  const [capacity, setCapacity] = useState(String(initial ? initial.capacity : usual));
  const [errors, setErrors] = useState<{ startsAt?: string; capacity?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const iso = fromSeoulInput(startsAt);
    const n = Number(capacity);
    const next = {
      startsAt: iso ? undefined : t('startsAtInvalid'),
      capacity: Number.isInteger(n) && n >= 1 && n <= SESSION_CAPACITY_MAX ? undefined : t('capacityInvalid'),
    };
    setErrors(next);
    if (!iso || next.capacity) return;
    setBusy(true);
    const ok = await onSubmit({ startsAt: iso, capacity: n });
    setBusy(false);
    if (ok && !initial) setStartsAt('');
  };

  return (
    <form onSubmit={submit} noValidate className={fieldStyles.slotForm} data-slot-form={idPrefix}>
      <div className={fieldStyles.field}>
        <label htmlFor={`${idPrefix}-start`}>{t('startsAt')}</label>
        <input
          id={`${idPrefix}-start`}
          type="datetime-local"
          value={startsAt}
          onChange={(e) => setStartsAt(e.target.value)}
          aria-invalid={Boolean(errors.startsAt)}
          aria-describedby={errors.startsAt ? `${idPrefix}-start-error` : `${idPrefix}-start-hint`}
        />
        {errors.startsAt ? (
          <p id={`${idPrefix}-start-error`} className={fieldStyles.fieldError}>
            {errors.startsAt}
          </p>
        ) : (
          <p id={`${idPrefix}-start-hint`} className={fieldStyles.hint}>
            {t('startsAtHint')}
          </p>
        )}
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor={`${idPrefix}-capacity`}>{t('capacity')}</label>
        <input
          id={`${idPrefix}-capacity`}
          type="number"
          inputMode="numeric"
          min={1}
          max={SESSION_CAPACITY_MAX}
          value={capacity}
          onChange={(e) => setCapacity(e.target.value)}
          aria-invalid={Boolean(errors.capacity)}
          aria-describedby={errors.capacity ? `${idPrefix}-capacity-error` : undefined}
        />
        {errors.capacity ? (
          <p id={`${idPrefix}-capacity-error`} className={fieldStyles.fieldError}>
            {errors.capacity}
          </p>
        ) : null}
      </div>
      <button type="submit" className={buttonStyles.primaryButton} disabled={busy}>
        {busy ? t('working') : submitLabel}
      </button>
    </form>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '@/lib/client/lazy-resolver';
import type { StaffRow } from '@/schemas/admin';
import { STAFF_ROLES, type StaffRole, scopableRole, staffMay } from '@/schemas/admin-rules';
import { adminJson } from '../console-kit/api';
import badgeStyles from '../console-kit/badge.module.css';
import buttonStyles from '../console-kit/button.module.css';
import { DataTable } from '../console-kit/data-table';
import { showApiError } from '../console-kit/errors';
import { AdminField, SelectField } from '../console-kit/field';
import fieldStyles from '../console-kit/field.module.css';
import formStyles from '../console-kit/form.module.css';
import messageStyles from '../console-kit/message.module.css';
import { AdminPage } from '../console-kit/page';
import pageStyles from '../console-kit/page.module.css';
import { QueryView } from '../console-kit/query-view';
import { seoulDateTime } from '../console-kit/seoul-time';
import { useStaffProfile } from '../console-kit/staff-context';
import tableStyles from '../console-kit/table.module.css';
import { useAdminQuery } from '../console-kit/use-admin-query';
import { ScopeDialog, ScopeSummary } from './staff-scope';

const createResolver = lazyResolver(() =>
  import('./admin-resolvers').then((m) => m.adminResolvers.staffCreate),
);
type NewStaff = { email: string; name: string; role: StaffRole; password: string };

/** `/admin/staff` (owner): staff accounts, their roles and status, and new accounts. */
export function StaffManager() {
  const t = useTranslations('admin.staff');
  const tn = useTranslations('admin.nav');
  const me = useStaffProfile();
  const { state, reload } = useAdminQuery<{ items: StaffRow[] }>(
    staffMay(me, 'staff.manage') ? '/staff' : null,
  );
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [scoping, setScoping] = useState<StaffRow | null>(null);

  const patch = async (row: StaffRow, body: { role?: StaffRole; status?: 'active' | 'disabled' }) => {
    setMessage(null);
    try {
      await adminJson(`/staff/${row.id}`, { method: 'PATCH', json: body });
      setMessage({ kind: 'ok', text: t('updated', { name: row.name }) });
    } catch (err) {
      setMessage({
        kind: 'error',
        text: showApiError(err, null, [], t('networkError')) ?? t('networkError'),
      });
    }
    await reload();
  };

  return (
    <AdminPage title={tn('staff')} permission="staff.manage" lead={t('lead')}>
      <div aria-live="polite">
        {message ? (
          <p className={message.kind === 'ok' ? messageStyles.okBox : messageStyles.errorBox}>
            {message.text}
          </p>
        ) : null}
      </div>
      <QueryView state={state}>
        {(data) => (
          <DataTable
            label={tn('staff')}
            rows={data.items}
            rowKey={(row) => row.id}
            rowData={(row) => ({ 'data-staff-row': row.email })}
            columns={[
              {
                key: 'name',
                header: t('col.name'),
                title: true,
                cell: (row) => (
                  <>
                    {row.name}
                    <span className={tableStyles.sub}>{row.email}</span>
                  </>
                ),
              },
              {
                key: 'role',
                header: t('col.role'),
                cell: (row) => (
                  <>
                    <label htmlFor={`role-${row.id}`} className="visually-hidden">
                      {t('roleOf', { name: row.name })}
                    </label>
                    <select
                      id={`role-${row.id}`}
                      value={row.role}
                      disabled={row.id === me.id}
                      onChange={(e) => patch(row, { role: e.target.value as StaffRole })}
                    >
                      {STAFF_ROLES.map((r) => (
                        <option key={r} value={r}>
                          {t(`role.${r}`)}
                        </option>
                      ))}
                    </select>
                  </>
                ),
              },
              {
                key: 'status',
                header: t('col.status'),
                cell: (row) => (
                  <span className={badgeStyles.badgeLine}>
                    <span className={badgeStyles.stateBadge} data-state={row.status}>
                      {t(`status.${row.status}`)}
                    </span>
                    {row.id !== me.id ? (
                      <button
                        type="button"
                        className={buttonStyles.smallButton}
                        onClick={() =>
                          patch(row, { status: row.status === 'active' ? 'disabled' : 'active' })
                        }
                      >
                        {row.status === 'active' ? t('disable') : t('enable')}
                        <span className="visually-hidden"> {row.name}</span>
                      </button>
                    ) : null}
                  </span>
                ),
              },
              {
                key: 'scope',
                header: t('col.scope'),
                cell: (row) => (
                  <div className={badgeStyles.badgeLine}>
                    <ScopeSummary row={row} />
                    {scopableRole(row.role) ? (
                      <button
                        type="button"
                        className={buttonStyles.smallButton}
                        onClick={() => setScoping(row)}
                        data-scope-open=""
                      >
                        {t('scope.open')}
                        <span className="visually-hidden"> {row.name}</span>
                      </button>
                    ) : null}
                  </div>
                ),
              },
              {
                key: 'totp',
                header: t('col.totp'),
                cell: (row) => (row.totpEnabled ? t('totpOn') : t('totpOff')),
              },
              {
                key: 'lastLogin',
                header: t('col.lastLogin'),
                nowrap: true,
                cell: (row) => (row.lastLoginAt ? seoulDateTime(row.lastLoginAt) : t('never')),
              },
            ]}
          />
        )}
      </QueryView>
      {scoping ? (
        <ScopeDialog
          row={scoping}
          open
          onClose={() => setScoping(null)}
          onSaved={async (saved) => {
            setScoping(null);
            setMessage({ kind: 'ok', text: t('scope.saved', { name: saved.name }) });
            await reload();
          }}
        />
      ) : null}
      <NewStaffForm
        onCreated={async (name) => {
          setMessage({ kind: 'ok', text: t('created', { name }) });
          await reload();
        }}
      />
    </AdminPage>
  );
}

function NewStaffForm({ onCreated }: { onCreated: (name: string) => Promise<void> }) {
  const t = useTranslations('admin.staff');
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewStaff>({ resolver: createResolver, defaultValues: { role: 'viewer' } });
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await adminJson('/staff', { method: 'POST', json: values });
      reset({ email: '', name: '', role: 'viewer', password: '' });
      await onCreated(values.name);
    } catch (err) {
      setFormError(showApiError(err, setError, ['email', 'name', 'role', 'password'], t('networkError')));
    }
  });
  return (
    <section className={pageStyles.panel} aria-labelledby="new-staff-title">
      <h2 id="new-staff-title" className={pageStyles.sectionTitle}>
        {t('newTitle')}
      </h2>
      <p className={fieldStyles.hint}>{t('newHint')}</p>
      <form
        method="post"
        onSubmit={submit}
        onFocus={createResolver.preload}
        noValidate
        className={formStyles.grid2}
      >
        {formError ? (
          <p className={`${messageStyles.errorBox} ${formStyles.span2}`} role="alert">
            {formError}
          </p>
        ) : null}
        <AdminField id="staff-email" label={t('email')} error={errors.email?.message}>
          {(a) => <input {...a} type="email" autoComplete="off" {...register('email')} />}
        </AdminField>
        <AdminField id="staff-name" label={t('name')} error={errors.name?.message}>
          {(a) => <input {...a} type="text" autoComplete="off" {...register('name')} />}
        </AdminField>
        <SelectField
          id="staff-role"
          label={t('roleLabel')}
          error={errors.role?.message}
          registration={register('role')}
          options={STAFF_ROLES.map((r) => ({ value: r, label: t(`role.${r}`) }))}
        />
        <AdminField
          id="staff-password"
          label={t('password')}
          error={errors.password?.message}
          hint={t('passwordHint')}
        >
          {(a) => <input {...a} type="password" autoComplete="new-password" {...register('password')} />}
        </AdminField>
        <div className={formStyles.span2}>
          <button type="submit" className={buttonStyles.primaryButton} disabled={isSubmitting}>
            {isSubmitting ? t('creating') : t('create')}
          </button>
        </div>
      </form>
    </section>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from '@/lib/client/form';
import { OCCUPATIONS } from '@/schemas/member-rules';
import { FormField } from './form-field';

type CompanyFieldValues = FieldValues & { company?: string; rank?: string; occupation?: string };

/** Company, rank and occupation of a company member: one block for sign-up and for /my/edit. */
export function CompanyFields<T extends CompanyFieldValues>({
  register,
  errors,
  idPrefix = '',
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  idPrefix?: string;
}) {
  const t = useTranslations('members');
  const field = (name: 'company' | 'rank' | 'occupation') => register(name as Path<T>);
  const message = (name: 'company' | 'rank' | 'occupation') => errors[name]?.message as string | undefined;
  return (
    <>
      <FormField id={`${idPrefix}company`} label={t('signUp.form.company')} error={message('company')}>
        {(a) => <input {...a} autoComplete="organization" {...field('company')} />}
      </FormField>
      <FormField id={`${idPrefix}rank`} label={t('signUp.form.rank')} error={message('rank')}>
        {(a) => <input {...a} autoComplete="organization-title" {...field('rank')} />}
      </FormField>
      <FormField
        id={`${idPrefix}occupation`}
        label={t('signUp.form.occupation')}
        error={message('occupation')}
      >
        {(a) => (
          <select {...a} {...field('occupation')}>
            <option value="">{t('signUp.form.occupationPlaceholder')}</option>
            {OCCUPATIONS.map((o) => (
              <option key={o} value={o}>
                {t(`occupation.${o}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </>
  );
}

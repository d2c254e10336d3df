'use client';

import { useTranslations } from 'next-intl';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import buttonStyles from '../console-kit/button.module.css';
import { AdminField, useFieldText } from '../console-kit/field';
import fieldStyles from '../console-kit/field.module.css';
import formStyles from '../console-kit/form.module.css';
import pageStyles from '../console-kit/page.module.css';
import { type EventFormValues, emptyQuestion } from './event-form-values';
import styles from './questions-editor.module.css';

/** A survey's questions: kind, required, label in both languages, options for choices. */
export function QuestionsEditor({ form }: { form: UseFormReturn<EventFormValues> }) {
  const t = useTranslations('admin.questions');
  const text = useFieldText();
  const { control, formState } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'questions' });
  const listError = formState.errors.questions?.message ?? formState.errors.questions?.root?.message;
  return (
    <section className={pageStyles.panel} aria-labelledby="questions-title">
      <h2 id="questions-title" className={pageStyles.sectionTitle}>
        {t('title')}
      </h2>
      {listError ? (
        <p className={fieldStyles.fieldError} role="alert">
          {text(listError)}
        </p>
      ) : null}
      <ol className={styles.questionList}>
        {fields.map((field, i) => (
          <li key={field.id}>
            <fieldset className={styles.subFieldset}>
              <legend>{t('number', { n: i + 1 })}</legend>
              <QuestionFields form={form} index={i} />
              <div className={pageStyles.buttonRow}>
                <button
                  type="button"
                  className={buttonStyles.smallButton}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                >
                  {t('up')}
                </button>
                <button
                  type="button"
                  className={buttonStyles.smallButton}
                  disabled={i === fields.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  {t('down')}
                </button>
                <button type="button" className={buttonStyles.smallDanger} onClick={() => remove(i)}>
                  {t('remove')}
                </button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <button type="button" className={buttonStyles.secondaryButton} onClick={() => append(emptyQuestion())}>
        {t('add')}
      </button>
    </section>
  );
}

function QuestionFields({ form, index }: { form: UseFormReturn<EventFormValues>; index: number }) {
  const t = useTranslations('admin.questions');
  const text = useFieldText();
  const { register, control, watch, formState } = form;
  const errors = formState.errors.questions?.[index];
  const kind = watch(`questions.${index}.kind`);
  const { fields, append, remove } = useFieldArray({ control, name: `questions.${index}.options` });
  const base = `q${index}`;
  const optionsError = errors?.options?.message ?? errors?.options?.root?.message;
  return (
    <div className={styles.questionFields}>
      <div className={formStyles.grid2}>
        <AdminField id={`${base}-kind`} label={t('kind')}>
          {(a) => (
            <select {...a} {...register(`questions.${index}.kind`)}>
              <option value="single">{t('kinds.single')}</option>
              <option value="multiple">{t('kinds.multiple')}</option>
              <option value="text">{t('kinds.text')}</option>
            </select>
          )}
        </AdminField>
        <label className={fieldStyles.check}>
          <input type="checkbox" {...register(`questions.${index}.required`)} />
          <span>{t('required')}</span>
        </label>
        <AdminField id={`${base}-ko`} label={t('labelKo')} error={errors?.labelKo?.message}>
          {(a) => <input {...a} type="text" lang="ko" {...register(`questions.${index}.labelKo`)} />}
        </AdminField>
        <AdminField id={`${base}-en`} label={t('labelEn')} error={errors?.labelEn?.message}>
          {(a) => <input {...a} type="text" lang="en" {...register(`questions.${index}.labelEn`)} />}
        </AdminField>
      </div>
      {kind === 'text' ? (
        <AdminField id={`${base}-max`} label={t('maxLength')} hint={t('maxLengthHint')}>
          {(a) => (
            <input {...a} type="number" min={1} max={2000} {...register(`questions.${index}.maxLength`)} />
          )}
        </AdminField>
      ) : (
        <fieldset className={styles.subFieldset}>
          <legend>{t('options')}</legend>
          {optionsError ? (
            <p className={fieldStyles.fieldError} role="alert">
              {text(optionsError)}
            </p>
          ) : null}
          {fields.map((field, j) => (
            <div key={field.id} className={styles.optionRow}>
              <AdminField
                id={`${base}-o${j}-ko`}
                label={t('optionKo', { n: j + 1 })}
                error={errors?.options?.[j]?.ko?.message}
              >
                {(a) => (
                  <input {...a} type="text" lang="ko" {...register(`questions.${index}.options.${j}.ko`)} />
                )}
              </AdminField>
              <AdminField
                id={`${base}-o${j}-en`}
                label={t('optionEn', { n: j + 1 })}
                error={errors?.options?.[j]?.en?.message}
              >
                {(a) => (
                  <input {...a} type="text" lang="en" {...register(`questions.${index}.options.${j}.en`)} />
                )}
              </AdminField>
              <button type="button" className={buttonStyles.smallDanger} onClick={() => remove(j)}>
                {t('removeOption', { n: j + 1 })}
              </button>
            </div>
          ))}
          <button
            type="button"
            className={buttonStyles.smallButton}
            onClick={() => append({ value: nextValue(fields.map((f) => f.value)), ko: '', en: '' })}
          >
            {t('addOption')}
          </button>
        </fieldset>
      )}
    </div>
  );
}

/** A stable option value not yet used in this question (`a`, `b`, … then `o27`, …). */
export function nextValue(used: string[]): string {
  for (let i = 0; ; i++) {
    const v = i < 26 ? String.fromCharCode(97 + i) : `o${i + 1}`;
    if (!used.includes(v)) return v;
  }
}

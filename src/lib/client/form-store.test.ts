import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { type FieldElement, FormStore, getPath, readField, setPath, unsetPath } from './form-store';

type Values = { email: string; consent: boolean; kind: string | null; answers: Record<string, unknown> };

const input = (
  type: string,
  value = '',
  extra: Partial<FieldElement> = {},
): FieldElement & { focused: number } => {
  const el = {
    type,
    value,
    checked: false,
    disabled: false,
    isConnected: true,
    focused: 0,
    hasAttribute: (n: string) => n === 'value' && value !== '',
    focus: () => {
      el.focused += 1;
    },
    ...extra,
  };
  return el;
};

/** A resolver like the forms' zod ones: trimmed, lower-cased email; consent required; nested answers. */
const resolver: Resolver<Values> = async (values) => {
  const errors: Record<string, unknown> = {};
  if (!/^\S+@\S+$/.test(values.email.trim())) errors.email = { type: 'custom', message: 'email.invalid' };
  if (values.consent !== true) errors.consent = { type: 'custom', message: 'consent.required' };
  const colour = (values.answers?.colour ?? []) as string[];
  if (colour.length === 0) errors.answers = { colour: { type: 'custom', message: 'tooFew' } };
  return Object.keys(errors).length
    ? { values: {}, errors: errors as never }
    : { values: { ...values, email: values.email.trim().toLowerCase() }, errors: {} };
};

const defaults: Values = { email: '', consent: false, kind: null, answers: { colour: [] } };

function setup() {
  const notify = vi.fn();
  const store = new FormStore<Values>(defaults, resolver, notify);
  const email = input('text');
  const consent = input('checkbox');
  const red = input('checkbox', 'red');
  const blue = input('checkbox', 'blue');
  store.attach('email', email);
  store.attach('consent', consent);
  store.attach('answers.colour', red);
  store.attach('answers.colour', blue);
  return { store, notify, email, consent, red, blue };
}

describe('paths', () => {
  it('reads, writes and removes dotted paths, pruning emptied parents', () => {
    const o: Record<string, unknown> = {};
    setPath(o, 'answers.q1', 'a');
    setPath(o, 'answers.q2', 'b');
    expect(getPath(o, 'answers.q1')).toBe('a');
    unsetPath(o, 'answers.q1');
    expect(o).toEqual({ answers: { q2: 'b' } });
    unsetPath(o, 'answers.q2');
    expect(o).toEqual({});
    unsetPath(o, 'missing.deep');
    expect(getPath(o, 'missing.deep')).toBeUndefined();
  });
});

describe('readField', () => {
  it('reads checkbox groups as lists, a single checkbox as true/false or its value, radios as the checked value', () => {
    const a = input('checkbox', 'a', { checked: true });
    const b = input('checkbox', 'b');
    expect(readField([a, b], undefined)).toEqual(['a']);
    expect(readField([a], [])).toEqual(['a']);
    expect(readField([input('checkbox', '', { checked: true })], false)).toBe(true);
    expect(readField([input('checkbox', 'yes', { checked: true })], false)).toBe('yes');
    expect(readField([input('checkbox')], true)).toBe(false);
    expect(readField([input('radio', 'x'), input('radio', 'y', { checked: true })], null)).toBe('y');
    expect(readField([input('radio', 'x')], undefined)).toBeNull();
    // Nothing chosen yet: the default stays, so a required question says "required", not "invalid".
    expect(readField([input('radio', 'x')], '')).toBe('');
  });

  it('keeps the stored value when every element of the field has left the page', () => {
    expect(readField([input('text', 'typed', { isConnected: false })], 'kept')).toBe('kept');
  });
});

describe('FormStore', () => {
  it('shows stored values in elements as they mount, and keeps what was typed across an unmount', async () => {
    const { store, email } = setup();
    email.value = 'Me@Example.com';
    await store.changed('email');
    email.isConnected = false;
    const again = input('text');
    store.attach('email', again);
    expect(again.value).toBe('Me@Example.com');
    expect(store.get('email')).toBe('Me@Example.com');
  });

  it('does not validate before the first submit', async () => {
    const { store, email, notify } = setup();
    email.value = 'nope';
    await store.changed('email');
    expect(store.errors).toEqual({});
    expect(notify).not.toHaveBeenCalled();
  });

  it('on an invalid submit shows every error, focuses the first field in error and skips onValid', async () => {
    const { store, email } = setup();
    const onValid = vi.fn();
    await store.submit(onValid);
    expect(onValid).not.toHaveBeenCalled();
    expect(store.snapshot()).toMatchObject({
      isSubmitted: true,
      isSubmitting: false,
      isSubmitSuccessful: false,
      submitCount: 1,
      errors: {
        email: { message: 'email.invalid' },
        consent: { message: 'consent.required' },
        answers: { colour: { message: 'tooFew' } },
      },
    });
    expect(email.focused).toBe(1);
  });

  it('after a submit, validates a field again as it changes and clears only its error', async () => {
    const { store, email, red } = setup();
    await store.submit(vi.fn());
    email.value = 'me@example.com';
    await store.changed('email');
    expect(getPath(store.errors, 'email')).toBeUndefined();
    expect(getPath(store.errors, 'consent.message')).toBe('consent.required');
    red.checked = true;
    await store.changed('answers.colour');
    expect(getPath(store.errors, 'answers')).toBeUndefined();
  });

  it('hands the parsed values to onValid, reads inputs once more on submit, and reports success', async () => {
    const { store, email, consent, blue } = setup();
    email.value = '  Me@Example.com ';
    consent.checked = true;
    blue.checked = true; // no change event: a browser's autofill or a restored form
    const onValid = vi.fn();
    await store.submit(onValid);
    expect(onValid).toHaveBeenCalledWith({
      email: 'me@example.com',
      consent: true,
      kind: null,
      answers: { colour: ['blue'] },
    });
    expect(store.snapshot()).toMatchObject({ isSubmitSuccessful: true, errors: {} });
  });

  it('is submitting while onValid runs, and passes its error on', async () => {
    const { store, email, consent, red } = setup();
    email.value = 'me@example.com';
    consent.checked = true;
    red.checked = true;
    let during: boolean | undefined;
    await expect(
      store.submit(() => {
        during = store.isSubmitting;
        throw new Error('network');
      }),
    ).rejects.toThrow('network');
    expect(during).toBe(true);
    expect(store.snapshot()).toMatchObject({ isSubmitting: false, isSubmitSuccessful: false });
  });

  it('trigger validates the named fields only and tells whether they are valid', async () => {
    const { store, email } = setup();
    email.value = 'me@example.com';
    await store.changed('email');
    expect(await store.trigger('email')).toBe(true);
    expect(store.errors).toEqual({});
    expect(await store.trigger(['consent'])).toBe(false);
    expect(Object.keys(store.errors)).toEqual(['consent']);
  });

  it('setError and clearErrors work on nested paths (server field codes)', () => {
    const { store, notify } = setup();
    store.setError('answers.colour', { type: 'server', message: 'tooMany' });
    store.setError('email', { type: 'server', message: 'email.taken' });
    expect(getPath(store.errors, 'answers.colour.message')).toBe('tooMany');
    store.clearErrors('answers.colour');
    expect(store.errors).toEqual({ email: { type: 'server', message: 'email.taken' } });
    store.clearErrors();
    expect(store.errors).toEqual({});
    expect(notify).toHaveBeenCalledTimes(4);
  });

  it('setValue writes the element; reset brings back the defaults (or new ones) and a fresh submit cycle', async () => {
    const { store, email, red } = setup();
    store.set('email', 'set@example.com');
    expect(email.value).toBe('set@example.com');
    store.set('answers.colour', ['red']);
    expect(red.checked).toBe(true);
    await store.submit(vi.fn());
    store.reset();
    expect(email.value).toBe('');
    expect(red.checked).toBe(false);
    expect(store.snapshot()).toMatchObject({ isSubmitted: false, submitCount: 0, errors: {} });
    store.reset({ ...defaults, email: 'next@example.com' });
    expect(email.value).toBe('next@example.com');
    store.reset();
    expect(store.get('email')).toBe('next@example.com');
  });

  it('re-renders a watching form on every change', async () => {
    const { store, email, notify } = setup();
    store.watching = true;
    email.value = 'a';
    await store.changed('email');
    expect(notify).toHaveBeenCalledTimes(1);
  });
});

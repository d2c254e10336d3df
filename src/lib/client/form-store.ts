import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * The state of one form without React: values, errors and the submit cycle, with the same
 * semantics as react-hook-form's defaults (validation on submit, then again on every change of a
 * field that was submitted once). The public site's forms use it through `useForm` in `./form.ts`;
 * it exists because react-hook-form alone was 13 KB gzip of every form page's first load
 * (docs/decisions/007). The console keeps react-hook-form: its event editor uses field arrays.
 *
 * Inputs stay uncontrolled: the store keeps each value as its input reports it, writes stored
 * values into inputs as they mount (a step that unmounts and returns keeps what was typed), and
 * reads the mounted inputs once more on submit.
 */

/** What the store needs of an input, select or textarea (a plain object in unit tests). */
export type FieldElement = {
  type: string;
  value: string;
  checked?: boolean;
  disabled?: boolean;
  isConnected?: boolean;
  multiple?: boolean;
  options?: ArrayLike<{ value: string; selected: boolean }>;
  hasAttribute?: (name: string) => boolean;
  focus?: () => void;
};

type Tree = Record<string, unknown>;

export function getPath(obj: unknown, path: string): unknown {
  let node = obj;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

export function setPath(obj: Tree, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = obj;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (next === null || typeof next !== 'object') node[part] = /^\d+$/.test(part) ? [] : {};
    node = node[part] as Tree;
  }
  node[parts[parts.length - 1]] = value;
}

/** Removes `path` and any parent objects it leaves empty. */
export function unsetPath(obj: Tree, path: string): void {
  const parts = path.split('.');
  const trail: Tree[] = [obj];
  for (const part of parts.slice(0, -1)) {
    const next = trail[trail.length - 1][part];
    if (next === null || typeof next !== 'object') return;
    trail.push(next as Tree);
  }
  delete trail[trail.length - 1][parts[parts.length - 1]];
  for (let i = trail.length - 1; i > 0; i--) {
    if (Object.keys(trail[i]).length > 0) break;
    delete trail[i - 1][parts[i - 1]];
  }
}

const clone = <V>(value: V): V => (value === undefined ? value : structuredClone(value));

/**
 * A field's value from its mounted elements, as react-hook-form reads it: a checkbox group (or a
 * field whose value is a list) gives the checked values, a single checkbox its value or true when
 * checked and false when not, a radio group the checked value (none checked: `current`, else null).
 * Unmounted: `current`.
 */
export function readField(elements: readonly FieldElement[], current: unknown): unknown {
  const live = elements.filter((e) => e.isConnected !== false);
  if (live.length === 0) return current;
  const first = live[0];
  if (first.type === 'checkbox') {
    if (live.length > 1 || Array.isArray(current))
      return live.filter((b) => b.checked && !b.disabled).map((b) => b.value);
    if (!first.checked || first.disabled) return false;
    return first.hasAttribute?.('value') && first.value !== '' ? first.value : true;
  }
  // No radio checked: the field keeps what it holds (its default, '' for "not answered yet"), as
  // react-hook-form does; a person cannot uncheck a radio, only `reset()` can.
  if (first.type === 'radio') return live.find((r) => r.checked)?.value ?? current ?? null;
  if (first.multiple && first.options)
    return Array.from(first.options)
      .filter((o) => o.selected)
      .map((o) => o.value);
  return first.value;
}

/** Shows `value` in an element (on mount, `setValue` and `reset`). */
export function writeField(element: FieldElement, value: unknown): void {
  if (value === undefined) return;
  if (element.type === 'checkbox') {
    element.checked = Array.isArray(value)
      ? value.includes(element.value)
      : value === true || (typeof value === 'string' && value === element.value);
  } else if (element.type === 'radio') {
    element.checked = value !== null && String(value) === element.value;
  } else if (element.type !== 'file') {
    const text = value === null ? '' : String(value);
    if (element.value !== text) element.value = text;
  }
}

export type FormSnapshot<T extends FieldValues> = {
  errors: FieldErrors<T>;
  isSubmitting: boolean;
  isSubmitted: boolean;
  isSubmitSuccessful: boolean;
  submitCount: number;
};

export class FormStore<T extends FieldValues> {
  values: Tree;
  errors: Tree = {};
  isSubmitting = false;
  isSubmitted = false;
  isSubmitSuccessful = false;
  submitCount = 0;
  /** Set by `watch()`: the owner re-renders on every change, not only when errors change. */
  watching = false;
  private defaults: Tree;
  private readonly fields = new Map<string, Set<FieldElement>>();

  constructor(
    defaults: Partial<T> | undefined,
    // biome-ignore lint/suspicious/noExplicitAny: see UseFormOptions.
    private readonly resolver: Resolver<T, any, any> | undefined,
    private readonly notify: () => void,
  ) {
    this.defaults = clone((defaults ?? {}) as Tree);
    this.values = clone(this.defaults);
  }

  snapshot(): FormSnapshot<T> {
    return {
      errors: this.errors as FieldErrors<T>,
      isSubmitting: this.isSubmitting,
      isSubmitted: this.isSubmitted,
      isSubmitSuccessful: this.isSubmitSuccessful,
      submitCount: this.submitCount,
    };
  }

  /** An element mounted under `name`: it shows the stored value. */
  attach(name: string, element: FieldElement): void {
    const set = this.fields.get(name) ?? new Set<FieldElement>();
    this.fields.set(name, set);
    for (const e of set) if (e.isConnected === false) set.delete(e);
    set.add(element);
    writeField(element, getPath(this.values, name));
  }

  /** An element of `name` changed: store what the field now holds, validate again after a submit. */
  async changed(name: string): Promise<void> {
    setPath(this.values, name, readField([...(this.fields.get(name) ?? [])], getPath(this.values, name)));
    if (this.isSubmitted) await this.trigger(name);
    else if (this.watching) this.notify();
  }

  get(name?: string): unknown {
    return name === undefined ? this.values : getPath(this.values, name);
  }

  set(name: string, value: unknown, validate = false): Promise<boolean> | undefined {
    setPath(this.values, name, clone(value));
    for (const element of this.fields.get(name) ?? []) writeField(element, value);
    if (validate) return this.trigger(name);
    if (this.watching) this.notify();
    return undefined;
  }

  setError(name: string, error: { type?: string; message?: string }): void {
    this.errors = { ...this.errors };
    setPath(this.errors, name, { ...error });
    this.notify();
  }

  clearErrors(names?: string | readonly string[]): void {
    if (names === undefined) this.errors = {};
    else {
      this.errors = { ...this.errors };
      for (const name of typeof names === 'string' ? [names] : names) unsetPath(this.errors, name);
    }
    this.notify();
  }

  reset(values?: Partial<T>): void {
    if (values !== undefined) this.defaults = clone(values as Tree);
    this.values = clone(this.defaults);
    for (const [name, set] of this.fields) for (const e of set) writeField(e, getPath(this.values, name));
    this.errors = {};
    this.isSubmitted = false;
    this.isSubmitSuccessful = false;
    this.submitCount = 0;
    this.notify();
  }

  /** Validates (all fields, or `names`) and shows the errors of those fields; true when they are valid. */
  async trigger(names?: string | readonly string[]): Promise<boolean> {
    const { errors } = await this.resolve();
    if (names === undefined) {
      this.errors = errors;
      this.notify();
      return Object.keys(errors).length === 0;
    }
    const list = typeof names === 'string' ? [names] : names;
    this.errors = { ...this.errors };
    for (const name of list) {
      const error = getPath(errors, name);
      if (error === undefined) unsetPath(this.errors, name);
      else setPath(this.errors, name, error);
    }
    this.notify();
    return list.every((name) => getPath(errors, name) === undefined);
  }

  /** One submit: validate everything, focus the first field in error or hand the parsed values on. */
  async submit(
    onValid: (values: T) => unknown,
    onInvalid?: (errors: FieldErrors<T>) => unknown,
  ): Promise<void> {
    for (const [name, set] of this.fields)
      setPath(this.values, name, readField([...set], getPath(this.values, name)));
    this.isSubmitting = true;
    this.isSubmitSuccessful = false;
    this.notify();
    try {
      const result = await this.resolve();
      this.errors = result.errors;
      if (Object.keys(result.errors).length > 0) {
        this.focusFirstError();
        await onInvalid?.(result.errors as FieldErrors<T>);
        return;
      }
      await onValid(result.values as T);
      this.isSubmitSuccessful = true;
    } finally {
      this.isSubmitting = false;
      this.isSubmitted = true;
      this.submitCount += 1;
      this.notify();
    }
  }

  private async resolve(): Promise<{ values: Tree; errors: Tree }> {
    if (!this.resolver) return { values: clone(this.values), errors: {} };
    const result = await this.resolver(clone(this.values) as T, undefined, {
      fields: {},
      criteriaMode: 'firstError',
      shouldUseNativeValidation: false,
    });
    const errors = (result.errors ?? {}) as Tree;
    return { values: (result.values ?? {}) as Tree, errors: Object.keys(errors).length ? errors : {} };
  }

  private focusFirstError(): void {
    for (const [name, set] of this.fields) {
      if (getPath(this.errors, name) === undefined) continue;
      const element = [...set].find((e) => e.isConnected !== false && !e.disabled);
      if (element?.focus) {
        element.focus();
        return;
      }
    }
  }
}

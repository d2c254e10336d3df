'use client';

import type { ChangeEvent, FocusEvent, FormEvent } from 'react';
import { useReducer, useRef } from 'react';
import type { FieldErrors, FieldValues, Path, PathValue, Resolver } from 'react-hook-form';
import { type FieldElement, FormStore } from './form-store';

/**
 * The public forms' `useForm`: react-hook-form's API for what these forms use (register, submit,
 * errors, setError/clearErrors, getValues/setValue, trigger, reset, watch), validation on submit
 * and then on change, in about 1.5 KB. See `./form-store.ts` for the semantics and the reason.
 */

export type { FieldErrors, FieldValues, Path, Resolver };

export type UseFormOptions<T extends FieldValues> = {
  // biome-ignore lint/suspicious/noExplicitAny: a resolver's parsed output may differ from the form's values (zod transforms).
  resolver?: Resolver<T, any, any>;
  defaultValues?: Partial<T>;
  /** Only react-hook-form's defaults are implemented: validate on submit, then on every change. */
  mode?: 'onSubmit';
  reValidateMode?: 'onChange';
};

export type RegisterOptions = {
  onChange?: (event: ChangeEvent<FieldElement & HTMLElement>) => void;
  onBlur?: (event: FocusEvent<FieldElement & HTMLElement>) => void;
};

export type Registration<N extends string = string> = {
  name: N;
  ref: (element: (FieldElement & HTMLElement) | null) => void;
  onChange: (event: ChangeEvent<FieldElement & HTMLElement>) => void;
  onBlur: (event: FocusEvent<FieldElement & HTMLElement>) => void;
};

export type UseFormRegister<T extends FieldValues> = <N extends Path<T>>(
  name: N,
  options?: RegisterOptions,
) => Registration<N>;
export type UseFormSetError<T extends FieldValues> = (
  name: Path<T> | `root.${string}` | 'root',
  error: { type?: string; message?: string },
) => void;

export type UseFormReturn<T extends FieldValues> = {
  register: UseFormRegister<T>;
  handleSubmit: (
    onValid: (values: T) => unknown,
    onInvalid?: (errors: FieldErrors<T>) => unknown,
  ) => (event?: FormEvent) => Promise<void>;
  formState: ReturnType<FormStore<T>['snapshot']>;
  setError: UseFormSetError<T>;
  clearErrors: (names?: Path<T> | readonly Path<T>[]) => void;
  getValues: {
    (): T;
    <N extends Path<T>>(name: N): PathValue<T, N>;
  };
  setValue: <N extends Path<T>>(
    name: N,
    value: PathValue<T, N>,
    options?: { shouldValidate?: boolean },
  ) => void;
  trigger: (names?: Path<T> | readonly Path<T>[]) => Promise<boolean>;
  reset: (values?: Partial<T>) => void;
  watch: {
    (): T;
    <N extends Path<T>>(name: N): PathValue<T, N>;
  };
};

export function useForm<T extends FieldValues>(options: UseFormOptions<T> = {}): UseFormReturn<T> {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const api = useRef<UseFormReturn<T> | null>(null);
  const handlers = useRef(new Map<string, RegisterOptions>());
  if (!api.current) {
    const store = new FormStore<T>(options.defaultValues, options.resolver, rerender);
    const registrations = new Map<string, Registration>();
    api.current = {
      register: (name, registerOptions) => {
        handlers.current.set(name, registerOptions ?? {});
        let registration = registrations.get(name);
        if (!registration) {
          // One object per field, so React keeps the ref and handlers across renders.
          registration = {
            name,
            ref: (element) => {
              if (element) store.attach(name, element);
            },
            onChange: (event) => {
              handlers.current.get(name)?.onChange?.(event);
              void store.changed(name);
            },
            onBlur: (event) => handlers.current.get(name)?.onBlur?.(event),
          };
          registrations.set(name, registration);
        }
        return registration as Registration<typeof name>;
      },
      handleSubmit: (onValid, onInvalid) => (event) => {
        event?.preventDefault();
        return store.submit(onValid, onInvalid);
      },
      get formState() {
        return store.snapshot();
      },
      setError: (name, error) => store.setError(name, error),
      clearErrors: (names) => store.clearErrors(names),
      getValues: ((name?: string) => store.get(name)) as UseFormReturn<T>['getValues'],
      setValue: (name, value, setOptions) => void store.set(name, value, setOptions?.shouldValidate),
      trigger: (names) => store.trigger(names),
      reset: (values) => store.reset(values),
      watch: ((name?: string) => {
        store.watching = true;
        return store.get(name);
      }) as UseFormReturn<T>['watch'],
    };
  }
  return api.current;
}

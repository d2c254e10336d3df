import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<T extends FieldValues, C, O> = Resolver<T, C, O> & {
  /** Starts loading the schema (forms call it when focus first enters them). */
  preload: () => void;
};

/**
 * A react-hook-form resolver whose zod schema loads on first use. The schemas are shared with the
 * API (src/schemas), and zod is the largest library a form needs; keeping it out of the first load
 * keeps every page within its JavaScript budget (docs/decisions/007). Forms preload on first focus,
 * so the schema is there before the first submit. Should the chunk fail to load, validation falls
 * to the API, which applies the same schema and answers with per-field codes the form shows.
 */
export function lazyResolver<T extends FieldValues, C, O>(
  load: () => Promise<Resolver<T, C, O>>,
): LazyResolver<T, C, O> {
  let pending: Promise<Resolver<T, C, O> | null> | undefined;
  const get = () => {
    pending ??= load().catch(() => {
      pending = undefined;
      return null;
    });
    return pending;
  };
  const resolver = (async (values, context, options) => {
    const loaded = await get();
    return loaded ? loaded(values, context, options) : { values: values as unknown as O, errors: {} };
  }) as LazyResolver<T, C, O>;
  resolver.preload = () => void get();
  return resolver;
}

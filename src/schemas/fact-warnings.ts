import { z } from 'zod';
import { FACT_WARNING_KINDS, SUGGESTED_FACTS } from '@/lib/fact-check';

/**
 * A sentence of published prose that states a time, date, floor or length a record contradicts
 * (decision 049). A warning never refuses a save: the studio shows it after the save and on its home.
 */
export const factWarning = z.object({
  field: z.string(),
  locale: z.enum(['ko', 'en']),
  kind: z.enum(FACT_WARNING_KINDS),
  found: z.string(),
  expected: z.string().optional(),
  factName: z.enum(SUGGESTED_FACTS).optional(),
});
export type FactWarningOut = z.infer<typeof factWarning>;

/** What a save answers beside the record: the contradictions its published text holds (none for a draft). */
export const factWarnings = z.array(factWarning);

/** A schema of a saved record with its warnings. */
export const withWarnings = <T extends z.ZodRawShape>(schema: z.ZodObject<T>) =>
  schema.extend({ warnings: factWarnings });

export const FACT_WARNING_RECORDS = ['faq', 'notice', 'edition', 'event'] as const;
export type FactWarningRecord = (typeof FACT_WARNING_RECORDS)[number];

/** `GET /api/admin/content/fact-warnings`: every published record whose text a record contradicts. */
export const factWarningList = z.object({
  items: z.array(
    z.object({
      record: z.enum(FACT_WARNING_RECORDS),
      id: z.guid(),
      title: z.string(),
      warnings: factWarnings,
    }),
  ),
});
export type FactWarningList = z.infer<typeof factWarningList>;

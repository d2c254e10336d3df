'use client';

import { showApiError } from '../admin/admin-errors';
import { seoulDateTime } from '../admin/seoul-time';
import { isScheduled } from './publish-at-field';

/**
 * An API refusal as a studio form shows it: a message per field (dotted paths such as
 * `ko.looks.2.title`) and one line for the top of the form (null: the fields say it all).
 */
export function refusalOf(
  err: unknown,
  networkError: string,
): { fields: Record<string, string | undefined>; text: string | null } {
  const fields: Record<string, string | undefined> = {};
  const text = showApiError(
    err,
    ((name: string, e: { message?: string }) => {
      fields[name] = e.message;
    }) as never,
    [],
    networkError,
  );
  return { fields, text: text ?? null };
}

/**
 * What a studio save says: scheduled (with the time the server kept), published now, or kept as a
 * draft. `when` is the `publishAt` the form sent, if any.
 */
export function savedText(
  answer: unknown,
  when: string | null,
  published: boolean,
  say: { scheduledAt: (at: string) => string; publishedNow: string; savedDraft: string },
): string {
  if (when) return say.scheduledAt(seoulDateTime(isScheduled(answer) ? answer.publishAt : when));
  return published ? say.publishedNow : say.savedDraft;
}

'use client';

import { ApiClientError } from '../console-kit/api';
import { showApiError } from '../console-kit/errors';
import { seoulDateTime } from '../console-kit/seoul-time';
import { isScheduled } from './publish-at-field';

/**
 * An API refusal as a studio form shows it: the message of every refused field (dotted paths such
 * as `ko.looks.2.title`, which the form puts under their inputs) and the refusal's own line for the
 * top of the form. Anything else (the network) is `networkError` alone.
 */
export function refusalOf(
  err: unknown,
  networkError: string,
): { fields: Record<string, string | undefined>; text: string | null } {
  if (!(err instanceof ApiClientError))
    return { fields: {}, text: showApiError(err, null, [], networkError) };
  return { fields: { ...(err.body.error.fields ?? {}) }, text: err.body.error.message };
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

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

/**
 * A studio form's submit: busy while `work` runs and the message cleared; then `done` with the
 * API's answer (say what happened, reset the form, reload), or each refused field's message under
 * it and the refusal's line (or `checkFields`) on top.
 */
export async function submitStudio<A>({
  work,
  done,
  setBusy,
  setMessage,
  setErrors,
  say,
}: {
  work: () => Promise<A>;
  done: (answer: A) => Promise<void>;
  setBusy: (busy: boolean) => void;
  setMessage: (message: { kind: 'ok' | 'error'; text: string } | null) => void;
  setErrors: (errors: Record<string, string | undefined>) => void;
  say: { networkError: string; checkFields: string };
}): Promise<void> {
  setBusy(true);
  setMessage(null);
  try {
    await done(await work());
  } catch (err) {
    const { fields, text } = refusalOf(err, say.networkError);
    setErrors(fields);
    setMessage({ kind: 'error', text: text ?? say.checkFields });
  } finally {
    setBusy(false);
  }
}

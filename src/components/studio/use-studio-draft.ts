'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { showApiError } from '../console-kit/errors';
import { fromSeoulInput } from '../console-kit/seoul-time';
import type { StudioNotice } from './studio-message';
import { savedText } from './studio-save';

export type DraftErrors = Record<string, string | undefined>;

/**
 * One studio record being edited (the FAQ's entry, an edition): the draft, its field errors, the
 * screen's message, the preview toggle, the publish time and a save in flight. `save` sends what
 * `send` posts and says what happened (scheduled, published, kept as a draft) or puts each refused
 * field's message under it; `namespace` holds the screen's `checkFields`, `networkError`,
 * `publishedNow` and `savedDraft`.
 */
export function useStudioDraft<D>(namespace: 'studio.faq' | 'studio.editions') {
  const t = useTranslations(namespace);
  const th = useTranslations('studio.history');
  const [draft, setDraft] = useState<D | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [message, setMessage] = useState<StudioNotice | null>(null);
  const [preview, setPreview] = useState(false);
  const [busy, setBusy] = useState(false);
  const [publishAt, setPublishAt] = useState('');

  /** Opens a record (or a new one) with no errors or message left from before. */
  const open = (next: D) => {
    setErrors({});
    setMessage(null);
    setDraft(next);
  };
  /** Leaves the form: the draft, its preview, errors and publish time go. */
  const close = () => {
    setDraft(null);
    setPreview(false);
    setErrors({});
    setPublishAt('');
  };
  /** The fields the form's own check refused, each with its message. */
  const refuse = (fields: DraftErrors) => {
    setErrors(fields);
    setMessage({ kind: 'error', text: t('checkFields') });
  };
  /**
   * An action that failed: the API's refusals of the form's `fields` under their inputs, the rest
   * (or the network's failure) on top.
   */
  const fail = (err: unknown, fields: readonly string[]) => {
    const placed: DraftErrors = {};
    const text = showApiError(
      err,
      ((name: string, e: { message?: string }) => {
        placed[name] = e.message;
      }) as never,
      fields,
      t('networkError'),
    );
    setErrors(placed);
    setMessage({ kind: 'error', text: text ?? t('checkFields') });
  };

  /**
   * Saves the draft: `published` with the publish time when one is set. `send` gets that time (ISO,
   * or null) and returns the API's answer; `after` runs once the form has closed (a reload); a
   * refusal of one of `fields` goes under its input.
   */
  const save = async (
    published: boolean,
    send: (publishAt: string | null) => Promise<unknown>,
    /** What to do once it is stored, given the server's answer (the save's fact warnings, …). */
    after: (answer: unknown) => Promise<void>,
    fields: readonly string[],
  ) => {
    const at = published ? fromSeoulInput(publishAt) : null;
    setBusy(true);
    try {
      const answer = await send(at);
      close();
      setMessage({
        kind: 'ok',
        text: savedText(answer, at, published, {
          scheduledAt: (when) => th('scheduledAt', { at: when }),
          publishedNow: t('publishedNow'),
          savedDraft: t('savedDraft'),
        }),
      });
      await after(answer);
    } catch (err) {
      fail(err, fields);
    } finally {
      setBusy(false);
    }
  };

  return {
    draft,
    setDraft,
    errors,
    message,
    setMessage,
    preview,
    setPreview,
    busy,
    publishAt,
    setPublishAt,
    open,
    close,
    refuse,
    fail,
    save,
  };
}

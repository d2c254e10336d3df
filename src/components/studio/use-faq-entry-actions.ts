'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { FaqEntry } from '@/schemas/content-studio';
import type { FactWarningOut } from '@/schemas/fact-warnings';
import { adminJson } from '../console-kit/api';
import { warningsOf } from './fact-warnings';
import type { StudioNotice } from './studio-message';

/**
 * What the FAQ's list does to an entry outside the form: publish or unpublish it, swap it with its
 * neighbour, delete it (after the dialog `deleting` opens), each reloading the list after. A
 * publish tells what the answer states against the records (`setWarnings`, decision 049).
 */
export function useFaqEntryActions({
  reload,
  setMessage,
  setWarnings,
  fail,
}: {
  reload: () => Promise<void>;
  setMessage: (message: StudioNotice | null) => void;
  setWarnings: (warnings: FactWarningOut[]) => void;
  fail: (err: unknown) => void;
}) {
  const t = useTranslations('studio.faq');
  const [deleting, setDeleting] = useState<FaqEntry | null>(null);

  const setPublished = async (entry: FaqEntry, published: boolean) => {
    setMessage(null);
    try {
      setWarnings(warningsOf(await adminJson(`/faq/${entry.id}`, { method: 'PATCH', json: { published } })));
      setMessage({ kind: 'ok', text: published ? t('publishedNow') : t('unpublishedNow') });
      await reload();
    } catch (err) {
      fail(err);
    }
  };

  const move = async (entry: FaqEntry, siblings: FaqEntry[], delta: -1 | 1) => {
    const i = siblings.findIndex((s) => s.id === entry.id);
    const other = siblings[i + delta];
    if (!other) return;
    try {
      await adminJson(`/faq/${entry.id}`, { method: 'PATCH', json: { position: other.position } });
      await adminJson(`/faq/${other.id}`, { method: 'PATCH', json: { position: entry.position } });
      await reload();
    } catch (err) {
      fail(err);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    try {
      await adminJson(`/faq/${deleting.id}`, { method: 'DELETE' });
      setMessage({ kind: 'ok', text: t('deletedNow') });
      setDeleting(null);
      await reload();
    } catch (err) {
      setDeleting(null);
      fail(err);
    }
  };

  return { deleting, setDeleting, setPublished, move, remove };
}

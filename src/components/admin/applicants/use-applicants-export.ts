'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ExportFormat } from '@/schemas/admin-rules';
import { adminDownload } from '../../console-kit/api';
import { showApiError } from '../../console-kit/errors';

type Notice = { kind: 'ok' | 'error'; text: string };

/**
 * The applicants' export: downloads the list as the filters show it (every page) in a format, and
 * says whether it went; `exporting` is the format on its way.
 */
export function useApplicantsExport({
  id,
  params,
  setMessage,
}: {
  id: string;
  params: URLSearchParams;
  setMessage: (message: Notice | null) => void;
}) {
  const t = useTranslations('admin.applicants');
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const download = async (format: ExportFormat) => {
    setExporting(format);
    setMessage(null);
    try {
      const query = new URLSearchParams(params);
      query.delete('page');
      query.set('format', format);
      await adminDownload(`/events/${id}/applications?${query}`, `applicants-${id}.${format}`);
      setMessage({ kind: 'ok', text: t(`exported.${format}`) });
    } catch (err) {
      setMessage({
        kind: 'error',
        text: showApiError(err, null, [], t('networkError')) ?? t('networkError'),
      });
    } finally {
      setExporting(null);
    }
  };

  return { exporting, download };
}

'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { BACKGROUND_POLL_HEADER } from '@/schemas/admin-rules';
import { ApiClientError, adminJson } from './api';

export type QueryState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string | null; forbidden: boolean }
  | { status: 'ready'; data: T };

/**
 * GETs `path` from the admin API (again whenever `path` changes, and every `pollMs` when given);
 * a reload keeps showing the previous answer until the new one arrives. The timed refreshes carry
 * `BACKGROUND_POLL_HEADER`, so the server does not audit each one as a new visit.
 */
export function useAdminQuery<T>(path: string | null, pollMs?: number) {
  const [state, setState] = useState<QueryState<T>>({ status: 'loading' });
  const current = useRef(path);
  current.current = path;

  const fetchOnce = useCallback(
    async (background: boolean) => {
      if (!path) return;
      try {
        const data = await adminJson<T>(
          path,
          background ? { headers: { [BACKGROUND_POLL_HEADER]: '1' } } : {},
        );
        if (current.current === path) setState({ status: 'ready', data });
      } catch (err) {
        if (current.current !== path) return;
        const api = err instanceof ApiClientError ? err : null;
        setState({
          status: 'error',
          message: api?.body.error.message ?? null,
          forbidden: api?.status === 403,
        });
      }
    },
    [path],
  );
  const load = useCallback(() => fetchOnce(false), [fetchOnce]);

  useEffect(() => {
    void fetchOnce(false);
    if (!pollMs) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void fetchOnce(true);
    }, pollMs);
    return () => clearInterval(timer);
  }, [fetchOnce, pollMs]);

  return { state, reload: load };
}

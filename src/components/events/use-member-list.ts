'use client';

import { useCallback, useEffect, useState } from 'react';
import { useSession } from '@/components/members/session-provider';
import { apiJson } from '@/lib/client/api';
import type { Paged } from '@/schemas/events';

export type MemberListState<T> =
  | { status: 'restoring' | 'loading' }
  | { status: 'signedOut' }
  | { status: 'error' }
  | { status: 'ready'; data: Paged<T> };

/**
 * One page of a member's own list (`/users/my/...`). Waits for the session restore so nothing
 * member-specific is fetched or shown before it is known.
 */
export function useMemberList<T>(path: string, page: number) {
  const session = useSession();
  const [state, setState] = useState<MemberListState<T>>({ status: 'restoring' });

  const load = useCallback(async () => {
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    try {
      setState({ status: 'ready', data: await apiJson<Paged<T>>(`${path}?page=${page}`) });
    } catch {
      setState({ status: 'error' });
    }
  }, [path, page]);

  useEffect(() => {
    if (session.status === 'restoring') setState({ status: 'restoring' });
    else if (session.status === 'signedOut') setState({ status: 'signedOut' });
    else void load();
  }, [session.status, load]);

  return { state, reload: load };
}

import { useEffect, useRef, useState } from 'react';
import { useAdminQuery } from '../../console-kit/use-admin-query';
import { loadDoorSlots, saveDoorSlots } from '../door-queue';
import type { TodaySession } from './door-types';

/**
 * Today's slots, polled every 30 s and kept on the device. Offline the poll fails: the door keeps
 * the last figures it had rather than an error, and a door reopened offline reads the slots it last
 * read today. `sessions` is null until there is either.
 */
export function useDoorSlots(allowed: boolean) {
  const { state, reload } = useAdminQuery<{ items: TodaySession[] }>(
    allowed ? '/check-ins/sessions' : null,
    30_000,
  );
  const lastItems = useRef<TodaySession[] | null>(null);
  if (state.status === 'ready') lastItems.current = state.data.items;
  const [keptSlots, setKeptSlots] = useState<TodaySession[] | null>(null);
  useEffect(() => {
    if (state.status === 'ready') void saveDoorSlots(state.data.items);
    else if (state.status === 'error' && !lastItems.current)
      void loadDoorSlots<TodaySession>().then(setKeptSlots);
  }, [state]);
  return { sessions: lastItems.current ?? keptSlots, failed: state.status === 'error', reload };
}

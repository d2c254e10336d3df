import { useCallback, useEffect, useState } from 'react';
import { adminJson } from '../../console-kit/api';
import { seoulDate } from '../../console-kit/seoul-time';
import { type DoorTicketList, hashCode, loadTickets, saveTickets } from '../door-queue';

/**
 * The chosen slot's ticket list, fetched while online and kept on the device (what the door admits
 * from offline); fetched again after each sync. `markUsed` marks a ticket admitted online in it, so
 * an offline scan later knows it is used.
 */
export function useTicketList({
  sessionId,
  online,
  allowed,
  synced,
}: {
  sessionId: string;
  online: boolean;
  allowed: boolean;
  synced: number;
}) {
  const [list, setList] = useState<DoorTicketList | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a sync fetches the list again.
  useEffect(() => {
    if (!sessionId) {
      setList(null);
      return;
    }
    let live = true;
    void loadTickets(sessionId, seoulDate(new Date())).then((held) => {
      if (live) setList((now) => (now?.sessionId === sessionId ? now : held));
    });
    if (!online || !allowed)
      return () => {
        live = false;
      };
    adminJson<DoorTicketList>(`/check-ins/tickets?sessionId=${sessionId}`)
      .then((fresh) => {
        if (!live) return;
        void saveTickets(fresh);
        setList(fresh);
      })
      .catch(() => {
        // Keep the list already on the device.
      });
    return () => {
      live = false;
    };
  }, [sessionId, online, allowed, synced]);

  const markUsed = useCallback(
    async (match: { code?: string; applicationId?: string }) => {
      if (!list) return;
      const hash = match.code ? await hashCode(match.code) : null;
      const next = {
        ...list,
        tickets: list.tickets.map((k) =>
          k.applicationId === match.applicationId || k.codeHash === hash
            ? { ...k, checkedInAt: k.checkedInAt ?? new Date().toISOString() }
            : k,
        ),
      };
      void saveTickets(next);
      setList(next);
    },
    [list],
  );

  return { list, markUsed };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { DoorSyncResponse, StaffProfile } from '@/schemas/admin';
import { adminJson } from '../../console-kit/api';
import {
  deviceId,
  loadQueue,
  loadWalkIns,
  moveLegacyStorage,
  rememberDoorStaff,
  saveQueue,
  saveWalkIns,
} from '../door-queue';
import { DOOR_SCOPE, DOOR_WORKER } from '../door-scope';
import type { SyncReport } from './door-types';

/**
 * The device's queue of scans and walk-ins made offline: how many wait, the walk-ins per slot, and
 * the sync that sends them when the network returns (decision 018). Opening the door registers its
 * service worker and remembers the staff member for the day (decision 036).
 */
export function useDoorQueue({
  staff,
  online,
  reload,
}: {
  staff: StaffProfile;
  online: boolean;
  reload: () => Promise<void> | void;
}) {
  const [queued, setQueued] = useState(0);
  /** Walk-ins counted offline per slot, not yet synced (the slot's seats shown fall by them). */
  const [pendingWalkIns, setPendingWalkIns] = useState<Record<string, number>>({});
  const [report, setReport] = useState<SyncReport | null>(null);
  /** Moves after a sync: the kept list is fetched again with the synced admissions in it. */
  const [synced, setSynced] = useState(0);
  const syncing = useRef(false);

  const refreshQueued = useCallback(async () => {
    const [scans, walkIns] = await Promise.all([loadQueue(), loadWalkIns()]);
    setQueued(scans.length + walkIns.length);
    const bySlot: Record<string, number> = {};
    for (const w of walkIns) bySlot[w.sessionId] = (bySlot[w.sessionId] ?? 0) + 1;
    setPendingWalkIns(bySlot);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the door opens.
  useEffect(() => {
    // The scope is this page alone: the public site is never controlled by it.
    navigator.serviceWorker?.register(DOOR_WORKER, { scope: DOOR_SCOPE }).catch(() => {
      // Without a service worker the page still admits offline once open; it just cannot reopen.
    });
    void moveLegacyStorage().then(refreshQueued);
    // The door reopens offline as this staff member for the rest of the day (decision 036).
    void rememberDoorStaff(staff);
  }, []);

  const sync = useCallback(async () => {
    if (syncing.current) return;
    syncing.current = true;
    try {
      const [queue, walkIns] = await Promise.all([loadQueue(), loadWalkIns()]);
      if (queue.length === 0 && walkIns.length === 0) return;
      const answer = await adminJson<DoorSyncResponse>('/check-ins/sync', {
        method: 'POST',
        json: {
          deviceId: deviceId(),
          scans: queue.map(({ scanId, sessionId: slot, code: c, applicationId, bySearch, scannedAt }) => ({
            scanId,
            sessionId: slot,
            ...(bySearch ? { applicationId } : { code: c }),
            scannedAt,
          })),
          walkIns,
        },
      });
      const done = new Set([
        ...answer.results.map((r) => r.scanId),
        ...answer.walkIns.map((w) => w.walkInId),
      ]);
      await saveQueue((await loadQueue()).filter((q) => !done.has(q.scanId)));
      await saveWalkIns((await loadWalkIns()).filter((w) => !done.has(w.walkInId)));
      await refreshQueued();
      setReport({
        sent: answer.results.length,
        walkIns: answer.walkIns.length,
        overCapacity: answer.walkIns.filter((w) => w.result === 'over_capacity').length,
        problems: answer.results.filter((r) => r.result !== 'valid').map((r) => ({ ...r, at: Date.now() })),
      });
      setSynced((n) => n + 1);
      void reload();
    } catch {
      // Still unreachable: the queue stays and is sent at the next chance.
    } finally {
      syncing.current = false;
    }
  }, [reload, refreshQueued]);

  useEffect(() => {
    if (online) void sync();
  }, [online, sync]);

  return {
    queued,
    pendingWalkIns,
    refreshQueued,
    report,
    closeReport: useCallback(() => setReport(null), []),
    synced,
  };
}

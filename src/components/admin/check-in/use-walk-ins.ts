import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiClientError, adminJson } from '../../console-kit/api';
import { showApiError } from '../../console-kit/errors';
import { loadWalkIns, randomId, saveWalkIns } from '../door-queue';
import type { TodaySession } from './door-types';

/**
 * Counting walk-ins at the chosen slot: online the server counts them (a full slot asks first);
 * offline, or when the network goes mid-request, the walk-in is queued on the device. `left` is a
 * slot's seats as the door last heard, less the walk-ins it counted offline since.
 */
export function useWalkIns({
  chosen,
  pending,
  onChanged,
  onQueued,
}: {
  chosen: TodaySession | null;
  pending: Record<string, number>;
  onChanged: () => void;
  onQueued: () => void;
}) {
  const t = useTranslations('admin.checkIn');
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** The seats left as the door last heard, less the walk-ins it counted offline since. */
  const left = (s: TodaySession) => Math.max(0, s.seatsLeft - (pending[s.id] ?? 0));
  const queueWalkIn = async (slot: TodaySession) => {
    // Offline the door decides on its last figures: a full slot needs the same confirmation.
    const over = left(slot) === 0;
    if (over && !window.confirm(t('live.overCapacityConfirm'))) return;
    const queue = await loadWalkIns();
    queue.push({
      walkInId: randomId(),
      sessionId: slot.id,
      scannedAt: new Date().toISOString(),
      confirmOverCapacity: over,
    });
    await saveWalkIns(queue);
    onQueued();
  };
  const walkIn = async (count: number) => {
    if (!chosen) return;
    setWorking(true);
    setProblem(null);
    try {
      if (!navigator.onLine && count > 0) {
        await queueWalkIn(chosen);
        return;
      }
      const body = { sessionId: chosen.id, count };
      try {
        await adminJson('/check-ins/walk-ins', { method: 'POST', json: body });
      } catch (err) {
        // The slot is full: the staff member decides, and a yes records the walk-in over capacity.
        if (!(err instanceof ApiClientError) || err.code !== 'WALK_IN_OVER_CAPACITY') throw err;
        if (!window.confirm(t('live.overCapacityConfirm'))) return;
        await adminJson('/check-ins/walk-ins', {
          method: 'POST',
          json: { ...body, confirmOverCapacity: true },
        });
      }
      onChanged();
    } catch (err) {
      if (!(err instanceof ApiClientError) && count > 0) await queueWalkIn(chosen);
      else setProblem(showApiError(err, null, [], t('networkError')));
    } finally {
      setWorking(false);
    }
  };
  return { working, problem, walkIn, left };
}

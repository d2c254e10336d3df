import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import type { CheckInResponse } from '@/schemas/admin';
import { ApiClientError, adminJson } from '../../console-kit/api';
import { showApiError } from '../../console-kit/errors';
import { seoulDate } from '../../console-kit/seoul-time';
import { decideOffline, hashCode, loadQueue, loadTickets, randomId, saveQueue } from '../door-queue';
import type { Outcome } from './door-types';

/**
 * Admits a ticket by its code or a visitor found by search: the server decides while online; offline
 * (or when the network goes mid-request) the device decides from the slot's kept list and queues the
 * scan. `outcome` is the last answer; `afterSend` runs when each attempt settles.
 */
export function useAdmit({
  sessionId,
  reload,
  refreshQueued,
  markUsed,
  afterSend,
}: {
  sessionId: string;
  reload: () => Promise<void> | void;
  refreshQueued: () => Promise<void>;
  markUsed: (match: { code?: string; applicationId?: string }) => Promise<void>;
  afterSend: () => void;
}) {
  const t = useTranslations('admin.checkIn');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const admitOffline = useCallback(
    async (value: string) => {
      const today = seoulDate(new Date());
      const held = sessionId ? await loadTickets(sessionId, today) : null;
      if (!held) {
        setOutcome({
          code: value,
          error: t(sessionId ? 'offline.noList' : 'offline.needSession'),
          at: Date.now(),
        });
        return;
      }
      const queue = await loadQueue();
      const decision = decideOffline(held, await hashCode(value), queue);
      if (decision.result === 'valid' && decision.ticket) {
        queue.push({
          scanId: randomId(),
          sessionId,
          code: value,
          scannedAt: new Date().toISOString(),
          applicationId: decision.ticket.applicationId,
          name: decision.ticket.name,
        });
        await saveQueue(queue);
        await refreshQueued();
      }
      setOutcome({ code: value, offline: decision, at: Date.now() });
    },
    [sessionId, t, refreshQueued],
  );

  /** A visitor found by the offline search: queued by application id, decided as a scan would be. */
  const admitOfflineById = useCallback(
    async (applicationId: string, shown: string) => {
      const held = sessionId ? await loadTickets(sessionId, seoulDate(new Date())) : null;
      const ticket = held?.tickets.find((k) => k.applicationId === applicationId);
      if (!held || !ticket) {
        setOutcome({ code: shown, error: t('offline.noList'), at: Date.now() });
        return;
      }
      const queue = await loadQueue();
      const decision = decideOffline(held, ticket.codeHash, queue);
      if (decision.result === 'valid') {
        queue.push({
          scanId: randomId(),
          sessionId,
          scannedAt: new Date().toISOString(),
          applicationId,
          name: ticket.name,
          bySearch: true,
        });
        await saveQueue(queue);
        await refreshQueued();
      }
      setOutcome({ code: shown, offline: decision, at: Date.now() });
    },
    [sessionId, t, refreshQueued],
  );

  const send = useCallback(
    async (body: { code: string } | { applicationId: string }, shown: string) => {
      setBusy(true);
      try {
        if (!navigator.onLine) {
          if ('code' in body) await admitOffline(body.code);
          else await admitOfflineById(body.applicationId, shown);
          return;
        }
        const answer = await adminJson<CheckInResponse>('/check-ins', {
          method: 'POST',
          json: sessionId ? { ...body, sessionId } : body,
        });
        setOutcome({ code: shown, answer, at: Date.now() });
        if (answer.result === 'valid') {
          void reload();
          void markUsed(body);
        }
      } catch (err) {
        // The network went away mid-request: decide on the device as when offline.
        if (!(err instanceof ApiClientError) && 'code' in body) await admitOffline(body.code);
        else if (!(err instanceof ApiClientError) && 'applicationId' in body)
          await admitOfflineById(body.applicationId, shown);
        else
          setOutcome({
            code: shown,
            error: showApiError(err, null, [], t('networkError')) ?? '',
            at: Date.now(),
          });
      } finally {
        setBusy(false);
        afterSend();
      }
    },
    [sessionId, reload, t, admitOffline, admitOfflineById, markUsed, afterSend],
  );

  return { busy, outcome, send };
}

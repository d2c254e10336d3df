'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { CheckInResponse, CheckInSearchResponse, DoorSyncResponse } from '@/schemas/admin';
import { DOOR_SEARCH_LIMIT, staffMay } from '@/schemas/admin-rules';
import { ApiClientError, adminJson } from '../console-kit/api';
import buttonStyles from '../console-kit/button.module.css';
import { showApiError } from '../console-kit/errors';
import fieldStyles from '../console-kit/field.module.css';
import { AdminPage } from '../console-kit/page';
import pageStyles from '../console-kit/page.module.css';
import { seoulDate, seoulDateTime, seoulTime } from '../console-kit/seoul-time';
import { useStaffProfile } from '../console-kit/staff-context';
import { useAdminQuery } from '../console-kit/use-admin-query';
import styles from './check-in.module.css';
import {
  type DoorTicket,
  type DoorTicketList,
  decideOffline,
  deviceId,
  hashCode,
  loadDoorSlots,
  loadQueue,
  loadTickets,
  loadWalkIns,
  moveLegacyStorage,
  type OfflineDecision,
  randomId,
  rememberDoorStaff,
  saveDoorSlots,
  saveQueue,
  saveTickets,
  saveWalkIns,
  searchOffline,
} from './door-queue';
import { DOOR_SCOPE, DOOR_WORKER } from './door-scope';
import { QrScanner } from './qr-scanner';

type TodaySession = {
  id: string;
  eventId: string;
  eventTitle: string;
  startsAt: string;
  capacity: number;
  taken: number;
  seatsLeft: number;
  checkedIn: number;
  walkIns: number;
};
type Outcome =
  | { code: string; answer: CheckInResponse; at: number }
  | { code: string; offline: OfflineDecision; at: number }
  | { code: string; error: string; at: number };
type SyncReport = {
  sent: number;
  walkIns: number;
  overCapacity: number;
  problems: (DoorSyncResponse['results'][number] & { at: number })[];
};

const subscribeOnline = (on: () => void) => {
  window.addEventListener('online', on);
  window.addEventListener('offline', on);
  return () => {
    window.removeEventListener('online', on);
    window.removeEventListener('offline', on);
  };
};
const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );

/**
 * `/admin/check-in` (phone first, one hand): pick today's slot, scan or type the ticket, or find a
 * visitor who lost it; count walk-ins. While the network is down it admits from the slot's ticket
 * list kept on the device and sends the queued scans when it returns (decision 018).
 */
export function CheckIn() {
  const t = useTranslations('admin.checkIn');
  const tn = useTranslations('admin.nav');
  const staff = useStaffProfile();
  const allowed = staffMay(staff, 'checkin');
  const online = useOnline();
  const { state, reload } = useAdminQuery<{ items: TodaySession[] }>(
    allowed ? '/check-ins/sessions' : null,
    30_000,
  );
  // NOTE: offline the poll fails; the door keeps the last figures it had rather than an error.
  const lastItems = useRef<TodaySession[] | null>(null);
  if (state.status === 'ready') lastItems.current = state.data.items;
  // Reopened offline: the slots the door last read today, from the device.
  const [keptSlots, setKeptSlots] = useState<TodaySession[] | null>(null);
  useEffect(() => {
    if (state.status === 'ready') void saveDoorSlots(state.data.items);
    else if (state.status === 'error' && !lastItems.current)
      void loadDoorSlots<TodaySession>().then(setKeptSlots);
  }, [state]);
  const sessions = lastItems.current ?? keptSlots;

  const [sessionId, setSessionId] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [list, setList] = useState<DoorTicketList | null>(null);
  const [queued, setQueued] = useState(0);
  /** Walk-ins counted offline per slot, not yet synced (the slot's seats shown fall by them). */
  const [pendingWalkIns, setPendingWalkIns] = useState<Record<string, number>>({});
  const [report, setReport] = useState<SyncReport | null>(null);
  /** Moves after a sync: the kept list is fetched again with the synced admissions in it. */
  const [synced, setSynced] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const lastScan = useRef<{ code: string; at: number } | null>(null);
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

  // The chosen slot's ticket list, fetched while online and kept on the device.
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

  /** Marks a ticket admitted online in the kept list, so an offline scan later knows it is used. */
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
        setCode('');
        input.current?.focus();
      }
    },
    [sessionId, reload, t, admitOffline, admitOfflineById, markUsed],
  );

  const check = useCallback(
    (raw: string) => {
      const value = raw.trim();
      if (value) void send({ code: value }, value);
    },
    [send],
  );

  const onScan = useCallback(
    (scanned: string) => {
      // The camera sees the same code many times a second: answer it once.
      const last = lastScan.current;
      if (last && last.code === scanned && Date.now() - last.at < 4000) return;
      lastScan.current = { code: scanned, at: Date.now() };
      check(scanned);
    },
    [check],
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    check(code);
  };

  const chosen = sessions?.find((s) => s.id === sessionId) ?? null;

  return (
    <AdminPage title={tn('checkIn')} permission="checkin" lead={t('lead')}>
      <div className={styles.doorStatus} data-online={online ? 'true' : 'false'} role="status">
        <span>{online ? t('offline.online') : t('offline.offline')}</span>
        <span data-queued={queued}>{t('offline.queued', { count: queued })}</span>
        {sessionId ? (
          <span data-ticket-list={list ? list.tickets.length : 'none'}>
            {list
              ? t('offline.listReady', { count: list.tickets.length, at: seoulTime(list.fetchedAt) })
              : t('offline.listMissing')}
          </span>
        ) : null}
      </div>
      {report ? <SyncReportView report={report} onClose={() => setReport(null)} /> : null}
      <div className={styles.checkInLayout}>
        <div className={styles.checkInControls}>
          {sessions === null ? (
            <p className={pageStyles.loading} role="status">
              {state.status === 'error' ? t('networkError') : t('loadingSessions')}
            </p>
          ) : (
            <div className={fieldStyles.field}>
              <label htmlFor="checkin-session">{t('session')}</label>
              <select id="checkin-session" value={sessionId} onChange={(e) => setSessionId(e.target.value)}>
                <option value="">{t('anySession')}</option>
                {sessions.map((s) => (
                  <option key={s.id} value={s.id}>
                    {t('sessionOption', {
                      time: seoulTime(s.startsAt),
                      title: s.eventTitle,
                      checkedIn: s.checkedIn,
                      taken: s.taken,
                    })}
                  </option>
                ))}
              </select>
              <p className={fieldStyles.hint}>{sessions.length === 0 ? t('noSessions') : t('sessionHint')}</p>
            </div>
          )}

          <form onSubmit={submit} className={styles.codeForm} noValidate>
            <div className={fieldStyles.field}>
              <label htmlFor="checkin-code">{t('code')}</label>
              <input
                ref={input}
                id="checkin-code"
                type="text"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                aria-describedby="checkin-code-hint"
                className={fieldStyles.codeInput}
              />
              <p id="checkin-code-hint" className={fieldStyles.hint}>
                {t('codeHint')}
              </p>
            </div>
            <button
              type="submit"
              className={`${buttonStyles.primaryButton} ${styles.codeButton}`}
              disabled={busy || !code.trim()}
              data-check-in=""
            >
              {busy ? t('checking') : t('submit')}
            </button>
          </form>

          <QrScanner onCode={onScan} />

          <DoorSearch
            sessionId={sessionId}
            online={online}
            list={list}
            busy={busy}
            onAdmit={(id, name) => void send({ applicationId: id }, name)}
          />
        </div>

        <div className={styles.doorSide}>
          <div aria-live="assertive" aria-atomic="true" className={styles.resultRegion}>
            {outcome ? <CheckInResult outcome={outcome} /> : <p className={styles.resultIdle}>{t('idle')}</p>}
          </div>
          {sessions && sessions.length > 0 ? (
            <LivePanel
              sessions={sessions}
              chosen={chosen}
              online={online}
              pending={pendingWalkIns}
              onChanged={() => void reload()}
              onQueued={() => void refreshQueued()}
            />
          ) : null}
        </div>
      </div>
    </AdminPage>
  );
}

/** Today's slots with confirmed, checked in, walk-ins and seats left; the chosen slot counts walk-ins. */
function LivePanel({
  sessions,
  chosen,
  online,
  pending,
  onChanged,
  onQueued,
}: {
  sessions: TodaySession[];
  chosen: TodaySession | null;
  online: boolean;
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
  return (
    <section className={styles.doorPanel} aria-labelledby="door-live-title">
      <h2 id="door-live-title" className={pageStyles.sectionTitle}>
        {t('live.title')}
      </h2>
      <ul className={styles.doorSlots}>
        {sessions.map((s) => (
          <li
            key={s.id}
            className={styles.doorSlot}
            data-door-slot={s.id}
            data-chosen={s.id === chosen?.id || undefined}
          >
            <p className={styles.doorSlotName}>
              {seoulTime(s.startsAt)} {s.eventTitle}
            </p>
            <dl className={styles.doorFigures}>
              <div>
                <dt>{t('live.confirmed')}</dt>
                <dd data-confirmed="">{s.taken}</dd>
              </div>
              <div>
                <dt>{t('live.checkedIn')}</dt>
                <dd data-checked-in="">{s.checkedIn}</dd>
              </div>
              <div>
                <dt>{t('live.walkIns')}</dt>
                <dd data-walk-ins="">{s.walkIns + (pending[s.id] ?? 0)}</dd>
              </div>
              <div>
                <dt>{t('live.seatsLeft')}</dt>
                <dd data-seats-left="">{left(s)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div className={styles.walkIns}>
        <p className={fieldStyles.hint}>{chosen ? t('live.walkInHint') : t('live.chooseSlot')}</p>
        <div className={styles.walkInButtons}>
          <button
            type="button"
            className={buttonStyles.primaryButton}
            disabled={!chosen || working}
            onClick={() => void walkIn(1)}
            data-add-walk-in=""
          >
            {t('live.addWalkIn')}
          </button>
          <button
            type="button"
            className={buttonStyles.secondaryButton}
            disabled={!chosen || !online || working || chosen.walkIns === 0}
            onClick={() => void walkIn(-1)}
          >
            {t('live.removeWalkIn')}
          </button>
        </div>
        {!online ? <p className={fieldStyles.hint}>{t('live.offline')}</p> : null}
        {problem ? (
          <p className={fieldStyles.fieldError} role="alert">
            {problem}
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** A visitor without their QR code: today's applicants of the slot by name or the phone's last four digits. */
function DoorSearch({
  sessionId,
  online,
  list,
  busy,
  onAdmit,
}: {
  sessionId: string;
  online: boolean;
  /** The slot's kept ticket list: what the search reads while offline. */
  list: DoorTicketList | null;
  busy: boolean;
  onAdmit: (applicationId: string, name: string) => void;
}) {
  const t = useTranslations('admin.checkIn.search');
  const [q, setQ] = useState('');
  const [found, setFound] = useState<CheckInSearchResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another slot clears the results.
  useEffect(() => {
    setFound(null);
    setProblem(null);
  }, [sessionId]);

  const search = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    if (!online) {
      setFound(list ? offlineResults(searchOffline(list, q)) : null);
      if (!list) setProblem(t('noList'));
      return;
    }
    setWorking(true);
    try {
      setFound(
        await adminJson<CheckInSearchResponse>(
          `/check-ins/search?sessionId=${sessionId}&q=${encodeURIComponent(q.trim())}`,
        ),
      );
    } catch (err) {
      setFound(null);
      setProblem(showApiError(err, null, [], t('failed')));
    } finally {
      setWorking(false);
    }
  };

  const ready = Boolean(sessionId) && (online || Boolean(list));
  return (
    <section className={styles.doorSearch} aria-labelledby="door-search-title">
      <h2 id="door-search-title" className={pageStyles.sectionTitle}>
        {t('title')}
      </h2>
      <form onSubmit={search} className={styles.codeForm} noValidate>
        <div className={fieldStyles.field}>
          <label htmlFor="door-search">{t('label')}</label>
          <input
            id="door-search"
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby="door-search-hint"
            disabled={!ready}
          />
          <p id="door-search-hint" className={fieldStyles.hint}>
            {!sessionId ? t('needSession') : !online ? t('offline') : t('hint')}
          </p>
        </div>
        <button
          type="submit"
          className={buttonStyles.secondaryButton}
          disabled={!ready || working || !q.trim()}
        >
          {working ? t('searching') : t('submit')}
        </button>
      </form>
      {problem ? (
        <p className={fieldStyles.fieldError} role="alert">
          {problem}
        </p>
      ) : null}
      {found ? (
        <div aria-live="polite">
          {found.items.length === 0 ? (
            <p className={fieldStyles.hint}>{t('none')}</p>
          ) : (
            <ul className={styles.searchResults}>
              {found.items.map((item) => (
                <li key={item.applicationId} className={styles.searchResult} data-search-result="">
                  <p>
                    <strong>{item.name}</strong> <span>{item.tel}</span>
                  </p>
                  <p className={fieldStyles.hint}>
                    {item.status === 'cancelled'
                      ? t('cancelled')
                      : item.checkedInAt
                        ? t('checkedIn', { at: seoulDateTime(item.checkedInAt) })
                        : t('waiting')}
                  </p>
                  <button
                    type="button"
                    className={buttonStyles.primaryButton}
                    disabled={busy || item.status !== 'confirmed' || Boolean(item.checkedInAt)}
                    onClick={() => {
                      onAdmit(item.applicationId, item.name);
                      setFound({
                        ...found,
                        items: found.items.map((i) =>
                          i.applicationId === item.applicationId
                            ? { ...i, checkedInAt: i.checkedInAt ?? new Date().toISOString() }
                            : i,
                        ),
                      });
                    }}
                  >
                    {t('admit', { name: item.name })}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {found.more ? <p className={fieldStyles.hint}>{t('more')}</p> : null}
        </div>
      ) : null}
    </section>
  );
}

/** The offline search's matches as the online search answers them (masked; at most the search's page). */
function offlineResults(matches: DoorTicket[]): CheckInSearchResponse {
  return {
    items: matches.slice(0, DOOR_SEARCH_LIMIT).map((k) => ({
      applicationId: k.applicationId,
      name: k.name,
      tel: k.tel,
      status: k.status,
      checkedInAt: k.checkedInAt,
    })),
    more: matches.length > DOOR_SEARCH_LIMIT,
  };
}

/** After a sync: how many queued scans went, and each one the server did not admit (with why). */
function SyncReportView({ report, onClose }: { report: SyncReport; onClose: () => void }) {
  const t = useTranslations('admin.checkIn');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      className={styles.syncReport}
      data-sync-report=""
      data-problems={report.problems.length}
      aria-labelledby="sync-report-title"
    >
      <h2 id="sync-report-title" className={pageStyles.sectionTitle} tabIndex={-1} ref={heading}>
        {t('sync.title', { count: report.sent })}
      </h2>
      {report.walkIns > 0 ? (
        <p data-sync-walk-ins={report.walkIns}>
          {t('sync.walkIns', { count: report.walkIns, over: report.overCapacity })}
        </p>
      ) : null}
      {report.problems.length === 0 ? (
        <p>{t('sync.allAdmitted')}</p>
      ) : (
        <>
          <p>{t('sync.problems', { count: report.problems.length })}</p>
          <ul className={styles.searchResults}>
            {report.problems.map((p) => (
              <li key={p.scanId} className={styles.searchResult} data-sync-problem={p.result}>
                <p>
                  <strong>{p.name ?? t('sync.noName')}</strong> · {t(`result.${p.result}`)}
                </p>
                {p.result === 'already_used' && p.usedAt ? (
                  <p className={fieldStyles.hint}>
                    {p.usedBy
                      ? t('sync.usedBy', { at: seoulDateTime(p.usedAt), by: p.usedBy })
                      : t('usedAt', { at: seoulDateTime(p.usedAt) })}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
      <button type="button" className={buttonStyles.secondaryButton} onClick={onClose}>
        {t('sync.close')}
      </button>
    </section>
  );
}

function CheckInResult({ outcome }: { outcome: Outcome }) {
  const t = useTranslations('admin.checkIn');
  if ('error' in outcome)
    return (
      <div className={styles.result} data-result="error" key={outcome.at}>
        <p className={styles.resultTitle}>
          <span aria-hidden="true" className={styles.resultIcon}>
            !
          </span>
          {t('result.error')}
        </p>
        <p>{outcome.error}</p>
      </div>
    );
  const offline = 'offline' in outcome;
  const result = offline ? outcome.offline.result : outcome.answer.result;
  const tone = result === 'valid' ? 'ok' : result === 'already_used' ? 'warn' : 'bad';
  const name = offline ? outcome.offline.ticket?.name : outcome.answer.ticket?.name;
  return (
    <div
      className={styles.result}
      data-result={result}
      data-tone={tone}
      data-offline={offline || undefined}
      key={outcome.at}
    >
      <p className={styles.resultTitle}>
        <span aria-hidden="true" className={styles.resultIcon}>
          {tone === 'ok' ? '✓' : tone === 'warn' ? '!' : '✕'}
        </span>
        {t(`result.${result}`)}
      </p>
      <p className={styles.resultDetail}>{offline ? t(`offline.detail.${result}`) : t(`detail.${result}`)}</p>
      {!offline && result === 'already_used' && outcome.answer.usedAt ? (
        <p className={styles.resultWhen} data-used-at="">
          {t('usedAt', { at: seoulDateTime(outcome.answer.usedAt) })}
        </p>
      ) : null}
      {name ? (
        <dl className={styles.resultTicket}>
          <dt>{t('ticket.name')}</dt>
          <dd>{name}</dd>
          {!offline && outcome.answer.ticket ? (
            <>
              <dt>{t('ticket.event')}</dt>
              <dd>{outcome.answer.ticket.eventTitle}</dd>
              <dt>{t('ticket.slot')}</dt>
              <dd>{seoulDateTime(outcome.answer.ticket.startsAt)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </div>
  );
}

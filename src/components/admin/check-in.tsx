'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { staffMay } from '@/schemas/admin-rules';
import { AdminPage } from '../console-kit/page';
import { useStaffProfile } from '../console-kit/staff-context';
import { CheckInResult } from './check-in/check-in-result';
import { CodeForm } from './check-in/code-form';
import { DoorSearch } from './check-in/door-search';
import { DoorStatus } from './check-in/door-status';
import { LivePanel } from './check-in/live-panel';
import { SlotPicker } from './check-in/slot-picker';
import { SyncReportView } from './check-in/sync-report';
import { useAdmit } from './check-in/use-admit';
import { useDoorQueue } from './check-in/use-door-queue';
import { useDoorSlots } from './check-in/use-door-slots';
import { useOnline } from './check-in/use-online';
import { useTicketList } from './check-in/use-ticket-list';
import styles from './check-in.module.css';
import { QrScanner } from './qr-scanner';

/**
 * `/admin/check-in` (phone first, one hand): pick today's slot, scan or type the ticket, or find a
 * visitor who lost it; count walk-ins. While the network is down it admits from the slot's ticket
 * list kept on the device and sends the queued scans when it returns (decision 018). The pieces
 * live in `check-in/`: the slots, the offline queue and its sync, the kept ticket list, admitting.
 */
export function CheckIn() {
  const t = useTranslations('admin.checkIn');
  const tn = useTranslations('admin.nav');
  const staff = useStaffProfile();
  const allowed = staffMay(staff, 'checkin');
  const online = useOnline();
  const { sessions, failed, reload } = useDoorSlots(allowed);
  const { queued, pendingWalkIns, refreshQueued, report, closeReport, synced } = useDoorQueue({
    staff,
    online,
    reload,
  });

  const [sessionId, setSessionId] = useState('');
  const { list, markUsed } = useTicketList({ sessionId, online, allowed, synced });

  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const afterSend = useCallback(() => {
    setCode('');
    input.current?.focus();
  }, []);
  const { busy, outcome, send } = useAdmit({ sessionId, reload, refreshQueued, markUsed, afterSend });

  const check = useCallback(
    (raw: string) => {
      const value = raw.trim();
      if (value) void send({ code: value }, value);
    },
    [send],
  );

  const lastScan = useRef<{ code: string; at: number } | null>(null);
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

  const chosen = sessions?.find((s) => s.id === sessionId) ?? null;

  return (
    <AdminPage title={tn('checkIn')} permission="checkin" lead={t('lead')}>
      <DoorStatus online={online} queued={queued} sessionId={sessionId} list={list} />
      {report ? <SyncReportView report={report} onClose={closeReport} /> : null}
      <div className={styles.checkInLayout}>
        <div className={styles.checkInControls}>
          <SlotPicker sessions={sessions} failed={failed} sessionId={sessionId} onChoose={setSessionId} />
          <CodeForm input={input} code={code} onCode={setCode} busy={busy} onCheck={check} />
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

'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import type { StaffProfile } from '@/schemas/admin';
import {
  acceptOfflineStaff,
  currentStaff,
  needsEnrolment,
  refreshStaffSession,
  refreshWasUnreachable,
  subscribeStaff,
} from '../console-kit/api';
import { doorStaffToday } from './door-queue';
import { DOOR_SCOPE } from './door-scope';

export type StaffState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'enrolment'; staff: StaffProfile }
  | { status: 'signedIn'; staff: StaffProfile };

/**
 * The signed-in staff member. A fresh page load has no token in memory: it asks the refresh
 * cookie for one once, and says `signedOut` when there is none (the door, offline, excepted).
 */
export function useStaff(): StaffState {
  const staff = useSyncExternalStore(subscribeStaff, currentStaff, () => null);
  const enrolment = useSyncExternalStore(subscribeStaff, needsEnrolment, () => false);
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    if (currentStaff()) {
      setChecked(true);
      return;
    }
    let live = true;
    void refreshStaffSession().then(async (ok) => {
      // The door reopened offline: the staff member it kept for today, not the sign-in page.
      if (!ok && refreshWasUnreachable() && window.location.pathname === DOOR_SCOPE) {
        const kept = await doorStaffToday();
        if (kept) acceptOfflineStaff(kept);
      }
      if (live) setChecked(true);
    });
    return () => {
      live = false;
    };
  }, []);

  if (staff) return enrolment ? { status: 'enrolment', staff } : { status: 'signedIn', staff };
  return checked ? { status: 'signedOut' } : { status: 'loading' };
}

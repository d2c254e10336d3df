'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import type { StaffProfile } from '@/schemas/admin';
import { currentStaff, needsEnrolment, refreshStaffSession, subscribeStaff } from './admin-api';

export type StaffState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'enrolment'; staff: StaffProfile }
  | { status: 'signedIn'; staff: StaffProfile };

/**
 * The signed-in staff member. A fresh page load has no token in memory: it asks the refresh
 * cookie for one once, and says `signedOut` when there is none.
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
    void refreshStaffSession().then(() => {
      if (live) setChecked(true);
    });
    return () => {
      live = false;
    };
  }, []);

  if (staff) return enrolment ? { status: 'enrolment', staff } : { status: 'signedIn', staff };
  return checked ? { status: 'signedOut' } : { status: 'loading' };
}

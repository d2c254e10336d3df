'use client';

import { createContext, useContext } from 'react';
import type { StaffProfile } from '@/schemas/admin';

export const StaffContext = createContext<StaffProfile | null>(null);

/** The signed-in staff member inside the console's frame. */
export function useStaffProfile(): StaffProfile {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaffProfile outside AdminShell');
  return staff;
}

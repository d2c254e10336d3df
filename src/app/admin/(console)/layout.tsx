import type { ReactNode } from 'react';
import { AdminShell } from '@/components/admin/admin-shell';

/** Every signed-in console page: the frame with navigation, staff name and sign-out. */
export default function ConsoleLayout({ children }: { children: ReactNode }) {
  return <AdminShell>{children}</AdminShell>;
}

import type { Metadata } from 'next';
import { adminPageMetadata } from '@/components/admin/admin-messages';
import { StaffManager } from '@/components/admin/staff-manager';

export function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata('staff');
}

export default function Page() {
  return <StaffManager />;
}

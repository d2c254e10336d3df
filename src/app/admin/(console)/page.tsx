import type { Metadata } from 'next';
import { adminPageMetadata } from '@/components/admin/admin-messages';
import { Dashboard } from '@/components/admin/dashboard';

export function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata('dashboard');
}

export default function Page() {
  return <Dashboard />;
}

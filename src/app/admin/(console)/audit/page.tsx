import type { Metadata } from 'next';
import { adminPageMetadata } from '@/components/admin/admin-messages';
import { AuditLog } from '@/components/admin/audit-log';

export function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata('audit');
}

export default function Page() {
  return <AuditLog />;
}

import type { Metadata } from 'next';
import { adminPageMetadata } from '@/components/admin/admin-messages';
import { Inquiries } from '@/components/admin/inquiries';

export function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata('inquiries');
}

export default function Page() {
  return <Inquiries />;
}

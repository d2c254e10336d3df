import type { Metadata } from 'next';
import { adminPageMetadata } from '@/components/admin/admin-messages';
import { CheckIn } from '@/components/admin/check-in';

export function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata('checkIn');
}

export default function Page() {
  return <CheckIn />;
}

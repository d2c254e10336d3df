import type { Metadata } from 'next';
import { adminPageMetadata } from '@/components/admin/admin-messages';
import { EventList } from '@/components/admin/event-list';

export function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata('events');
}

export default function Page() {
  return <EventList />;
}

import type { Metadata } from 'next';
import { adminPageMetadata } from '@/components/admin/admin-messages';
import { NewEvent } from '@/components/admin/event-editor';

export function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata('newEvent');
}

export default function Page() {
  return <NewEvent />;
}

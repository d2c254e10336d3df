import type { Metadata } from 'next';
import { adminPageMetadata } from '@/components/admin/admin-messages';
import { EditEvent } from '@/components/admin/event-editor';

export function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata('editEvent');
}

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <EditEvent id={id} />;
}

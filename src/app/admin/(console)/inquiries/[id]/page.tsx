import type { Metadata } from 'next';
import { adminPageMetadata } from '@/components/admin/admin-messages';
import { InquiryView } from '@/components/admin/inquiry-view';

export function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata('inquiry');
}

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <InquiryView id={id} />;
}

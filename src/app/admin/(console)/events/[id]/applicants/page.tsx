import type { Metadata } from 'next';
import { adminPageMetadata } from '@/components/admin/admin-messages';
import { Applicants } from '@/components/admin/applicants';

export function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata('applicants');
}

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <Applicants id={id} />;
}

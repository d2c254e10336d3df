import type { Metadata } from 'next';
import { adminPageMetadata } from '@/components/admin/admin-messages';
import { StudioHub } from '@/components/studio/studio-hub';

export function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata('content');
}

export default function Page() {
  return <StudioHub />;
}

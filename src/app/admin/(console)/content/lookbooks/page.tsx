import type { Metadata } from 'next';
import { adminPageMetadata } from '@/components/admin/admin-messages';
import { LookbookStudio } from '@/components/studio/lookbook-studio';

export function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata('contentLookbooks');
}

export default function Page() {
  return <LookbookStudio />;
}

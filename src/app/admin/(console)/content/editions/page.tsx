import type { Metadata } from 'next';
import { adminPageMetadata } from '@/components/admin/admin-messages';
import { EditionStudio } from '@/components/studio/edition-studio';

export function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata('contentEditions');
}

export default function Page() {
  return <EditionStudio />;
}

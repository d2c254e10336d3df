import type { Metadata } from 'next';
import { adminPageMetadata } from '@/components/admin/admin-messages';
import { ArchiveStudio } from '@/components/studio/archive-studio';

export function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata('contentArchive');
}

export default function Page() {
  return <ArchiveStudio />;
}

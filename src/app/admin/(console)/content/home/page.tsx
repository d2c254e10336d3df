import type { Metadata } from 'next';
import { adminPageMetadata } from '@/components/admin/admin-messages';
import { HomeStudio } from '@/components/studio/home-studio';

export function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata('contentHome');
}

export default function Page() {
  return <HomeStudio />;
}

import type { Metadata } from 'next';
import { adminPageMetadata } from '@/components/admin/admin-messages';
import { ThemeYearStudio } from '@/components/studio/theme-year-studio';

export function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata('contentThemes');
}

export default function Page() {
  return <ThemeYearStudio />;
}

import type { Metadata } from 'next';
import { adminPageMetadata } from '@/components/admin/admin-messages';
import { MaterialStudio } from '@/components/studio/material-studio';

export function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata('contentMaterials');
}

export default function Page() {
  return <MaterialStudio />;
}

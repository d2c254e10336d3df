import type { Metadata } from 'next';
import { adminPageMetadata } from '@/components/admin/admin-messages';
import { FaqStudio } from '@/components/studio/faq-studio';

export function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata('contentFaq');
}

export default function Page() {
  return <FaqStudio />;
}

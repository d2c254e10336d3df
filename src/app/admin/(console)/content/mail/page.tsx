import type { Metadata } from 'next';
import { adminPageMetadata } from '@/components/admin/admin-messages';
import { MailStudio } from '@/components/studio/mail-studio';

export function generateMetadata(): Promise<Metadata> {
  return adminPageMetadata('contentMail');
}

export default function Page() {
  return <MailStudio />;
}

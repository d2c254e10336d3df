import type { Metadata } from 'next';
import { adminPageMetadata } from '@/components/admin/admin-messages';
import { CheckIn } from '@/components/admin/check-in';

/** The door can be installed on a phone's home screen (decision 018). */
export async function generateMetadata(): Promise<Metadata> {
  return { ...(await adminPageMetadata('checkIn')), manifest: '/admin/door.webmanifest' };
}

export default function Page() {
  return <CheckIn />;
}

import type { ReactNode } from 'react';
import { MemberGuard } from '@/components/members/member-guard';

/** Every `/my/*` page is for signed-in members: visitors go to `/sign/in?next=…`. */
export default function MyLayout({ children }: { children: ReactNode }) {
  return <MemberGuard>{children}</MemberGuard>;
}
